/**
 * @module V8's explicit compile hint (Chrome 136 on): a script that starts with `//# allFunctionsCalledOnLoad` is
 * compiled whole while it streams in, off the main thread, instead of function by function on the main thread as
 * each is first called. build.mjs gives it to the scripts whose functions nearly all run while a page loads: the
 * first load (React DOM, the shell), the map view's start with MapLibre, and MapLibre's worker. Measured on the
 * slowed phone, the list view hydrates about 10–18% sooner and the map view is interactive about 6% sooner;
 * marking every page's chunks as well gained nothing more. Other browsers read a comment.
 */

export const compileHint = '//# allFunctionsCalledOnLoad';

/** A source map's fields this module reads; the rest is kept as it is. */
export interface SourceMapText {
  mappings: string;
  [field: string]: unknown;
}

/**
 * The script with the hint as its first line and its source map moved one line down to match (an empty first
 * line of mappings); a script that has it already is returned as it is.
 */
export function withCompileHint(code: string, map: SourceMapText): { code: string; map: SourceMapText } {
  if (code.startsWith(compileHint)) return { code, map };
  return { code: `${compileHint}\n${code}`, map: { ...map, mappings: `;${map.mappings}` } };
}
