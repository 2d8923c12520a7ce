/**
 * @module Two changes build.mjs makes to the worker's React renderer (react-dom-server.node.production.js)
 * as it bundles it (docs/decisions/028-renderer-output-batching.md). Each is found by its exact text, and
 * the build fails naming it when a new React writes it differently. build.mjs (plain Node) imports this
 * file: its own imports would name their `.ts` extension.
 *
 * - Markup is encoded about 4 kB at a time: the renderer encoded every piece of markup (a tag, an
 *   attribute's name, its value, its quotes) into its output buffer on its own, an `encodeInto` and a
 *   `subarray` per piece, a fifth of an uncached page's isolate CPU. The pieces now join into one string,
 *   encoded when it reaches 4,096 characters, before any binary piece, and when the flush ends. The
 *   renderer's constant pieces stay strings for that (they were encoded once, up front).
 * - A piece's size is the string's length: the renderer added up every piece's UTF-8 length
 *   (Buffer.byteLength, through workerd's Buffer getter, ~5 % of the isolate CPU) for its progressive
 *   chunking, which worker/render/renderPage.tsx switches off (progressiveChunkSize: Infinity); what is left
 *   of its use is a 500-byte threshold, for which the length will do.
 */

/** The pieces of the renderer's source that change, each with what replaces it. */
const replacements: readonly (readonly [from: string, to: string])[] = [
  ['function stringToPrecomputedChunk(content) {\n  return textEncoder.encode(content);\n}', 'function stringToPrecomputedChunk(content) {\n  return content;\n}'],
  [
    'function writeChunk(destination, chunk) {\n',
    [
      'var pendingMarkup = "";',
      'function writeChunk(destination, chunk) {',
      '  if ("string" !== typeof chunk) return flushPendingMarkup(destination), writeChunkNow(destination, chunk);',
      '  pendingMarkup += chunk;',
      '  4096 <= pendingMarkup.length && flushPendingMarkup(destination);',
      '}',
      'function flushPendingMarkup(destination) {',
      '  if (0 === pendingMarkup.length) return;',
      '  var markup = pendingMarkup;',
      '  pendingMarkup = "";',
      '  writeChunkNow(destination, markup);',
      '}',
      'function writeChunkNow(destination, chunk) {',
      '',
    ].join('\n'),
  ],
  ['function completeWriting(destination) {\n', 'function completeWriting(destination) {\n  flushPendingMarkup(destination);\n'],
  ['return "string" === typeof chunk\n    ? Buffer.byteLength(chunk, "utf8")\n    : chunk.byteLength;', 'return "string" === typeof chunk ? chunk.length : chunk.byteLength;'],
];

/** The renderer's source with both changes; throws naming the piece that is not there exactly once. */
export function patchedRenderer(source: string): string {
  return replacements.reduce((patched, [from, to]) => {
    if (patched.split(from).length !== 2) throw new Error(`react-dom-server no longer has exactly one ${JSON.stringify(from.split('\n')[0])}: see scripts/reactRendererPatch.ts`);
    return patched.replace(from, () => to);
  }, source);
}
