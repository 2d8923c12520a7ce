/**
 * @module The operator's way past the HTML cache: a request that carries the configured secret in
 * `X-Edge-Cache-Bypass` is rendered afresh and neither read from nor written to the cache. A visitor's
 * `Cache-Control: no-cache` (a hard reload) is not obeyed: anyone could make every request render.
 */

export const bypassHeader = 'x-edge-cache-bypass';

async function digest(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
}

/** True when `sent` is the configured token (compared in constant time); never with no token configured. */
export async function isOperatorBypass(sent: string | undefined, token: string | undefined): Promise<boolean> {
  if (!token || sent === undefined) return false;
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const [a, b] = await Promise.all([digest(sent), digest(token)]);
  return crypto.subtle.timingSafeEqual(a, b);
}
