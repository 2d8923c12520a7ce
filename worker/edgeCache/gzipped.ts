/**
 * @module Gzipped copies of held pages: made once per page with the runtime's CompressionStream, sent to
 * visitors whose Accept-Encoding takes gzip.
 */
import { parseAccept } from 'hono/utils/accept';

/** `body` gzipped. */
export function gzipped(body: ArrayBuffer): Promise<ArrayBuffer> {
  return new Response(new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
}

/**
 * True when an Accept-Encoding header takes gzip (named, with a weight above 0). On Workers the runtime
 * hands the worker Cloudflare's own header and decodes for a client that cannot take gzip.
 * @example takesGzip('br, gzip') // true
 */
export function takesGzip(acceptEncoding: string | null | undefined): boolean {
  return acceptEncoding ? parseAccept(acceptEncoding).some((accept) => accept.type.toLowerCase() === 'gzip' && accept.q > 0) : false;
}
