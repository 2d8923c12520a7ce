/**
 * @module What the card worker accepts: a card (domain/heads/shareCardSchema.ts) whose pictures are already
 * data: URIs (PNG, JPEG or SVG), in a JSON body of bounded size. Anything else is a 400 naming the field.
 */
import { shareCardSchema, type ShareCard } from '../domain/heads/shareCardSchema';

/** The largest body a card request may have: a card's text and two pictures, base64-encoded. */
export const maxCardRequestBytes = 6 * 1024 * 1024;

const pictureDataUri = /^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

export type CardRequestResult = { ok: true; card: ShareCard } | { ok: false; status: 400 | 413; error: string; field?: string };

/** The body read up to `maxBytes`; null when it is longer. */
async function readBounded(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The card a request asks for, checked: its JSON, its fields and that its pictures are inline. */
export async function readCardRequest(request: Request): Promise<CardRequestResult> {
  const bytes = await readBounded(request, maxCardRequestBytes);
  if (!bytes) return { ok: false, status: 413, error: 'body_too_large' };
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
