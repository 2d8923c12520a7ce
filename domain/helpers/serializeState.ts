/**
 * @module Serializes state into an inline JSON script that no value can break out of (the worker's
 * page state and JSON-LD, and data a page part carries for hydration).
 */

const unsafeCharacters: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe to place inside `<script type="application/json">`: `</script>`, `<!--` and the
 * line separators U+2028/U+2029 are escaped, and JSON.parse reads the value back unchanged.
 * @example serializeState({ a: '</script>' }) // '{"a":"\\u003c/script\\u003e"}'
 */
export function serializeState(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => unsafeCharacters[ch] ?? ch);
}
