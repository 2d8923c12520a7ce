/**
 * @module Gives a cached page the nonce of the response it is served in: the CSP header names a new
 * nonce on every response, so the inline scripts React wrote with the nonce of the render that stored
 * the page get the new one. A held page is cut once at its `nonce="…"` attributes into UTF-8 parts;
 * each hit copies the parts and the new attribute into one buffer, which costs no text encoding.
 */

/** A held page's body cut where the stored nonce stands, already encoded. */
interface NonceSplit {
  parts: Uint8Array[];
  /** The parts' bytes together. */
  byteLength: number;
}

/** The held pages' bodies, split; gone with the page they belong to. */
const splitBodies = new WeakMap<ArrayBuffer, NonceSplit>();
const encoder = new TextEncoder();

function splitAtNonce(body: ArrayBuffer, stored: string): NonceSplit {
  const parts = new TextDecoder().decode(body).split(`nonce="${stored}"`).map((part) => encoder.encode(part));
  return { parts, byteLength: parts.reduce((sum, part) => sum + part.byteLength, 0) };
}

/**
 * `body` with every `nonce="stored"` attribute set to `nonce`, as UTF-8. React writes the attribute in
 * that form, and a nonce (random base64) appears nowhere else in a page.
 * @example withNonce(page.body, storedNonce, c.get('secureHeadersNonce'))
 */
export function withNonce(body: ArrayBuffer, stored: string, nonce: string): Uint8Array<ArrayBuffer> {
  let split = splitBodies.get(body);
  if (!split) {
    split = splitAtNonce(body, stored);
    splitBodies.set(body, split);
  }
  const attribute = encoder.encode(`nonce="${nonce}"`);
  const joined = new Uint8Array(split.byteLength + attribute.byteLength * (split.parts.length - 1));
  let offset = 0;
  split.parts.forEach((part, index) => {
    if (index > 0) {
      joined.set(attribute, offset);
      offset += attribute.byteLength;
    }
    joined.set(part, offset);
    offset += part.byteLength;
  });
  return joined;
}
