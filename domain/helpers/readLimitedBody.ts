/**
 * @module Reads a body up to a byte limit, counting as it reads (Content-Length may be absent or wrong): the
 * one bounded reader of the site's error reports, the card pictures it fetches, and the card worker's requests.
 */

type LimitedBody = { kind: 'ok'; bytes: Uint8Array<ArrayBuffer> } | { kind: 'tooLarge' };

/**
 * The whole body, or `tooLarge` as soon as more than `maxBytes` arrived (the rest is never read).
 * @example await readLimitedBody(new Response('abc').body, 2) // { kind: 'tooLarge' }
 */
export async function readLimitedBody(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<LimitedBody> {
  if (!body) return { kind: 'ok', bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { kind: 'tooLarge' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: 'ok', bytes };
}
