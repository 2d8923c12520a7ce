/**
 * @module The order and paging of listing lists (the search, an agent's listings): small enough
 * for every page's first load, without the filter's option lists.
 */

/** The result orders, with their visitor-facing labels; the first is the default. */
export const searchSorts = [
  { value: 'newest', label: 'Legfrissebb elöl' },
  { value: 'price_asc', label: 'Ár szerint növekvő' },
  { value: 'price_desc', label: 'Ár szerint csökkenő' },
  { value: 'price_per_m2_asc', label: 'Négyzetméterár szerint növekvő' },
  { value: 'price_per_m2_desc', label: 'Négyzetméterár szerint csökkenő' },
  { value: 'size_asc', label: 'Méret szerint növekvő' },
  { value: 'size_desc', label: 'Méret szerint csökkenő' },
  { value: 'price_reduced', label: 'Legutóbb árcsökkentett' },
] as const;
export type SearchSort = (typeof searchSorts)[number]['value'];
export const searchSortValues = searchSorts.map((s) => s.value);
export const defaultSearchSort: SearchSort = 'newest';

/** 24 fills rows of 2, 3, 4 and 6 cards. */
export const defaultPageSize = 24;
export const maxPageSize = 60;
/**
 * Deeper pages are refused: an offset costs time in proportion to its size, and nobody pages
 * this far (a search for everything of a big franchise is about 2 000 pages of 24). Narrow
 * the filter instead; the sitemap lists every listing on its own.
 */
export const maxPage = 1_000;
