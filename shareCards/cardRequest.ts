/**
 * @module What the card worker accepts: a card (domain/heads/shareCardSchema.ts) whose pictures are already
 * data: URIs (PNG, JPEG or SVG), in a JSON body of bounded size. Anything else is a 400 naming the field.
 */
import { shareCardSchema, type ShareCard } from '../domain/heads/shareCardSchema';
import { readLimitedBody } from '../domain/helpers/readLimitedBody';

/** The largest body a card request may have: a card's text and two pictures, base64-encoded. */
export const maxCardRequestBytes = 6 * 1024 * 1024;

const pictureDataUri = /^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

type CardRequestResult = { ok: true; card: ShareCard } | { ok: false; status: 400 | 413; error: string; field?: string };

/** The card a request asks for, checked: its JSON, its fields and that its pictures are inline. */
export async function readCardRequest(request: Request): Promise<CardRequestResult> {
  // A declared length over the limit is refused before a byte is read; the reader counts the rest.
  const declared = Number(request.headers.get('content-length'));
  const body = Number.isFinite(declared) && declared > maxCardRequestBytes ? null : await readLimitedBody(request.body, maxCardRequestBytes);
  if (body?.kind !== 'ok') return { ok: false, status: 413, error: 'body_too_large' };
  const bytes = body.bytes;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, status: 400, error: 'invalid_json' };
  }
  const parsed = shareCardSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, status: 400, error: 'invalid_card', field: issue ? issue.path.join('.') || '(card)' : '(card)' };
  }
  const card = parsed.data;
  // Pictures come inline: the renderer must never fetch anything a card names.
  for (const [field, picture] of [['picture', card.picture], ['brand.logo', card.brand.logo]] as const) {
    if (picture !== null && !pictureDataUri.test(picture)) return { ok: false, status: 400, error: 'picture_not_inline', field };
  }
  return { ok: true, card };
}
