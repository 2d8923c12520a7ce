/**
 * @module The demo's drawn pictures (GET /media/logo.svg, cover.svg, property.svg, person.svg): their
 * query validated and bounded here, drawn, cached for a year. They live in the card worker to keep the
 * site's worker within its budget (docs/decisions/020-share-cards.md); the site forwards /media/* here.
 */
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { pictureRooms } from '../../domain/listings/pictureRooms';
import { coverSvg, logoSvg } from './brandPictures';
import { personSvg, propertySvg } from './listingPictures';

// zod/mini has no messages of its own; the 400s name each field with zod's English one, as the site does.
z.config(en());

const hex6 = z.pipe(
  z.string().check(z.regex(/^[0-9a-fA-F]{6}$/, 'must be six hex digits without #')),
  z.transform((v: string) => v.toLowerCase()),
);

/** A whole number written in the query, from `min` to `max`. */
const wholeNumber = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const seedNumber = wholeNumber(0, 1e9);

/** Each picture's query and how it is drawn from it. */
const pictures = new Map<string, (query: Record<string, string | string[]>) => Response>([
  ['logo.svg', drawn(z.object({ label: z.string().check(z.trim(), z.minLength(1), z.maxLength(24)), color: hex6, accent: hex6 }), (q) => logoSvg(q.label, q.color, q.accent))],
  ['cover.svg', drawn(z.object({ seed: z.string().check(z.minLength(1), z.maxLength(64)), color: hex6, accent: hex6 }), (q) => coverSvg(q.seed, q.color, q.accent))],
  [
    'property.svg',
    drawn(z.object({ seed: seedNumber, type: wholeNumber(1, 99), og: z.optional(z.enum(['1'])), room: z.optional(z.enum(pictureRooms)) }), (q) =>
      propertySvg(q.seed, q.type, q.og === '1', q.room),
    ),
  ],
  ['person.svg', drawn(z.object({ seed: seedNumber }), (q) => personSvg(q.seed))],
]);

/** Generated pictures never change for the same URL; the CSP keeps a hostile SVG inert. */
const svgHeaders = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

/** A picture drawn from its query once the query passes `schema`; else the site's 400 naming each bad field. */
function drawn<T extends $ZodType>(schema: T, draw: (query: z.infer<T>) => string) {
  return (query: Record<string, string | string[]>): Response => {
    const parsed = z.safeParse(schema, query);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => ({ field: issue.path.length ? issue.path.join('.') : 'query', message: issue.message }));
      return Response.json({ error: 'invalid_request', fields }, { status: 400 });
    }
    return new Response(draw(parsed.data), { headers: svgHeaders });
  };
}

/** The query as the site's validator read it: a name given once is a string, given again a list. */
function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null);
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

/** The answer to GET /media/<name> (a picture, or 400 naming a bad field); null when no picture has that name. */
export function mediaPicture(url: URL): Response | null {
  const draw = url.pathname.startsWith('/media/') ? pictures.get(url.pathname.slice('/media/'.length)) : undefined;
  return draw ? draw(queryOf(url.searchParams)) : null;
}
