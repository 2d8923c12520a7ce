/**
 * @module A held page's body gzipped with the runtime's CompressionStream, made once per page.
 */

/** `body` gzipped. */
export function gzipped(body: ArrayBuffer): Promise<ArrayBuffer> {
  return new Response(new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
}
