/**
 * @module The demo's drawn pictures (GET /media/logo.svg, cover.svg, property.svg, person.svg, and each one's
 * raster for e-mails: logo.png, cover.jpg, property.jpg, person.jpg, domain/heads/mediaPictureNames.ts): their
 * query validated and bounded here, drawn, cached for a year. They live in the card worker to keep the site's
 * worker within its budget (docs/decisions/020-share-cards.md); the site forwards /media/* here. Every one may
 * be loaded by another origin (a mail client, a webmail's image proxy): `Cross-Origin-Resource-Policy:
 * cross-origin`; an SVG runs nothing (`default-src 'none'`).
 */
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { type DrawnPicture, drawnPictures, rasterFileName, rasterForms, svgPicturePolicy } from '../../domain/heads/mediaPictureNames';
import { pictureRooms } from '../../domain/listings/pictureRooms';
import { coverSvg, logoSvg, maxLogoLabelLength } from './brandPictures';
import { personSvg, propertySvg } from './listingPictures';

// zod/mini has no messages of its own; the 400s name each field with zod's English one, as the site does.
z.config(en());

/** Draws an SVG into a raster of `width` pixels (the card worker's resvg and MozJPEG, with the cards' fonts). */
export type Rasterize = (svg: string, format: 'png' | 'jpeg', width: number) => Promise<Uint8Array<ArrayBuffer>>;

/** Controls (C0, DEL, C1), the line and paragraph separators and the bidirectional marks and overrides. */
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Text drawn into a picture: trimmed, 1 to `max` characters, no control or bidi character (it would reorder or hide the text). */
const pictureText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.refine((text) => !controlCharacters.test(text), 'must not contain control or bidirectional characters'));

const hex6 = z.pipe(
  z.string().check(z.regex(/^[0-9a-fA-F]{6}$/, 'must be six hex digits without #')),
  z.transform((v: string) => v.toLowerCase()),
);

/** A whole number written in digits only (`1e3`, `0x10`, `1.0`, ` 1` are not), from `min` to `max`. */
const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^[0-9]{1,10}$/, 'must be a whole number written in digits')),
    z.pipe(
      z.transform((text: string) => Number(text)),
      z.number().check(z.minimum(min), z.maximum(max)),
    ),
  );
const seedNumber = wholeNumber(0, 1e9);

/** Each picture's query and how it is drawn from it. */
const drawings: Readonly<Record<DrawnPicture, (query: Record<string, string | string[]>) => Drawn>> = {
  logo: drawn(z.object({ label: pictureText(maxLogoLabelLength), color: hex6, accent: hex6 }), (q) => logoSvg(q.label, q.color, q.accent)),
  cover: drawn(z.object({ seed: pictureText(64), color: hex6, accent: hex6 }), (q) => coverSvg(q.seed, q.color, q.accent)),
  property: drawn(z.object({ seed: seedNumber, type: wholeNumber(1, 99), og: z.optional(z.enum(['1'])), room: z.optional(z.enum(pictureRooms)) }), (q) =>
    propertySvg(q.seed, q.type, q.og === '1', q.room),
  ),
  person: drawn(z.object({ seed: seedNumber }), (q) => personSvg(q.seed)),
};

/** A picture file /media answers: the picture, and whether it is its SVG or its raster. */
const mediaFiles = new Map<string, { picture: DrawnPicture; raster: boolean }>(
  drawnPictures.flatMap((picture): [string, { picture: DrawnPicture; raster: boolean }][] => [
    [`${picture}.svg`, { picture, raster: false }],
    [rasterFileName(picture), { picture, raster: true }],
  ]),
);

/** Generated pictures never change for the same URL, and any origin may load them (a mail client shows them as images). */
const pictureHeaders = {
  'cache-control': 'public, max-age=31536000, immutable',
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
};

const svgHeaders = { ...pictureHeaders, 'content-type': 'image/svg+xml; charset=utf-8', 'content-security-policy': svgPicturePolicy };

/** A drawn SVG, or the site's 400 naming each bad field. */
type Drawn = { ok: true; svg: string } | { ok: false; response: Response };

/** A picture drawn from its query once the query passes `schema`; else the site's 400 naming each bad field. */
function drawn<T extends $ZodType>(schema: T, draw: (query: z.infer<T>) => string) {
  return (query: Record<string, string | string[]>): Drawn => {
    const parsed = z.safeParse(schema, query);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => ({ field: issue.path.length ? issue.path.join('.') : 'query', message: issue.message }));
      return { ok: false, response: Response.json({ error: 'invalid_request', fields }, { status: 400, headers: { 'cache-control': 'no-store' } }) };
    }
    return { ok: true, svg: draw(parsed.data) };
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

/** A raster's answer: its bytes drawn from the SVG. */
async function rasterAnswer(svg: string, picture: DrawnPicture, rasterize: Rasterize): Promise<Response> {
  const { format, width } = rasterForms[picture];
  try {
    const bytes = await rasterize(svg, format, width);
    return new Response(bytes, { headers: { ...pictureHeaders, 'content-type': format === 'png' ? 'image/png' : 'image/jpeg' } });
  } catch (error) {
    // The renderer could not start (its WebAssembly): the same query draws once it can.
    console.error('Picture could not be drawn', picture, error instanceof Error ? error.message : error);
    return Response.json({ error: 'unrenderable_picture' }, { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '60' } });
  }
}

/**
 * The answer to GET /media/<name> (a picture, or 400 naming a bad field); null when no picture has that name.
 * An SVG is answered at once; a raster is drawn from it with `rasterize`.
 */
export function mediaPicture(url: URL, rasterize: Rasterize): Response | Promise<Response> | null {
  const file = url.pathname.startsWith('/media/') ? mediaFiles.get(url.pathname.slice('/media/'.length)) : undefined;
  if (!file) return null;
  const drawing = drawings[file.picture](queryOf(url.searchParams));
  if (!drawing.ok) return drawing.response;
  return file.raster ? rasterAnswer(drawing.svg, file.picture, rasterize) : new Response(drawing.svg, { headers: svgHeaders });
}
