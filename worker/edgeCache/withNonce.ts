/**
 * @module Gives a cached page the nonce of the response it is served in: the CSP header names a new
 * nonce on every response, so the inline scripts React wrote with the nonce of the render that stored
 * the page get the new one. A held page is split once at its `nonce="…"` attributes and joined with
 * each response's nonce: cheaper on every hit than passing the page through HTMLRewriter.
 */

/** The held pages' bodies, split where the stored nonce stands; gone with the page they belong to. */
const splitBodies = new WeakMap<ArrayBuffer, string[]>();

/**
 * `body` with every `nonce="stored"` attribute set to `nonce`. React writes the attribute in that form,
 * and a nonce (random base64) appears nowhere else in a page.
 * @example withNonce(page.body, storedNonce, c.get('secureHeadersNonce'))
 */
export function withNonce(body: ArrayBuffer, stored: string, nonce: string): string {
  let parts = splitBodies.get(body);
  if (!parts) {
    parts = new TextDecoder().decode(body).split(`nonce="${stored}"`);
    splitBodies.set(body, parts);
  }
  return parts.join(`nonce="${nonce}"`);
}
