/**
 * @module Gives a cached page the nonce of the response it is served in: the CSP header names a new
 * nonce on every response, so the inline scripts React wrote with the nonce of the render that stored
 * the page get the new one (HTMLRewriter, streaming, no parse of the whole page in memory).
 */

/**
 * `body` with every `nonce="stored"` attribute set to `nonce`; other attributes and elements untouched.
 * @example rewriteNonce(cached.body, 'oldNonce', c.get('secureHeadersNonce'))
 */
export function rewriteNonce(response: Response, stored: string, nonce: string): Response {
  return new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        if (element.getAttribute('nonce') === stored) element.setAttribute('nonce', nonce);
      },
    })
    .transform(response);
}
