/**
 * @module Values read from a page's path and query: ids and page numbers, strictly, so a
 * malformed address is the not-found view rather than a guess.
 */

/** Ids longer than this are not ids of ours (and would not stay exact as numbers). */
const maxIdDigits = 15;
const idPattern = new RegExp(`^[1-9][0-9]{0,${maxIdDigits - 1}}$`);

/**
 * A positive id written with digits only, or null (`1e3`, `0x1`, `01`, `-1`, ` 1` are not ids).
 * @example positiveId('42') // 42
 */
export function positiveId(text: string | undefined): number | null {
  return text !== undefined && idPattern.test(text) ? Number(text) : null;
}

/** The query of a record's page with a paged list of listings (an office's, an agent's). */
export const pagedQuery = { keyed: ['page'] } as const;

/**
 * The `page` query parameter of a paged list: 1 when absent, null when it is not a page number.
 * @example pageNumber(new URLSearchParams('page=3')) // 3
 */
export function pageNumber(query: URLSearchParams, max: number): number | null {
  const text = query.get('page');
  if (text === null) return 1;
  const page = positiveId(text);
  return page !== null && page <= max ? page : null;
}

/**
 * The params of a route whose path names one record by id (`/ingatlan/:id`, `/iroda/:id`…), or null.
 * @example idParams({ id: '42' }) // { id: 42 }
 */
export function idParams(raw: Readonly<Record<string, string>>): { id: number } | null {
  const id = positiveId(raw.id);
  return id === null ? null : { id };
}
