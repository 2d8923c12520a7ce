/**
 * @module A card's pictures made inline (data: URIs) before the card worker draws it, which fetches
 * nothing itself: the site's own generated pictures (/media/*) from the card worker, which draws them;
 * a CMS picture elsewhere fetched with a deadline and a size limit. A picture that cannot be had is left
 * out (the card shows the tenant's colour in its place) and the card is not kept for good.
 */
import { readLimitedBody } from '../../domain/helpers/readLimitedBody';

/** The largest picture a card takes (bytes), and how long fetching one may take. */
const maxCardPictureBytes = 3 * 1024 * 1024;
const cardPictureTimeoutMs = 5_000;

const pictureTypes = new Set(['image/png', 'image/jpeg', 'image/svg+xml']);

/** What became of a picture: inline, none (the card has none), or lost (it has one, it could not be had). */
type InlinePicture = { kind: 'inline'; dataUri: string } | { kind: 'none' } | { kind: 'lost'; reason: string };

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** An answer's picture as a data: URI, when it is a picture of a type the renderer reads and not too large. */
async function pictureOf(response: Response): Promise<InlinePicture> {
  if (!response.ok) return { kind: 'lost', reason: `status ${response.status}` };
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!pictureTypes.has(type)) {
    await response.body?.cancel();
    return { kind: 'lost', reason: `type ${type || 'none'}` };
  }
  const body = await readLimitedBody(response.body, maxCardPictureBytes);
  if (body.kind === 'tooLarge') return { kind: 'lost', reason: 'too large' };
  return { kind: 'inline', dataUri: `data:${type};base64,${base64(body.bytes)}` };
}

/** A picture address of a card (a path on the site, or an absolute URL) made inline; `cardWorker` draws the site's /media/*. */
export async function inlinePicture(address: string | null, siteUrl: string, cardWorker: Fetcher): Promise<InlinePicture> {
  if (!address) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(address, siteUrl);
  } catch {
    return { kind: 'lost', reason: 'malformed address' };
  }
  try {
    if (url.origin === new URL(siteUrl).origin && url.pathname.startsWith('/media/')) {
      // The site's generated pictures: straight from the card worker that draws them, without a request to ourselves.
      return await pictureOf(await cardWorker.fetch(`https://share-cards.internal${url.pathname}${url.search}`));
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'lost', reason: 'not http(s)' };
    return await pictureOf(await fetch(url, { signal: AbortSignal.timeout(cardPictureTimeoutMs), redirect: 'follow' }));
  } catch (error) {
    return { kind: 'lost', reason: error instanceof Error ? error.message : String(error) };
  }
}
