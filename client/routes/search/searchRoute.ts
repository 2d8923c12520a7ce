/**
 * @module /kereses (Ingatlankínálat): the property search. The URL is the search: the loader reads
 * it with the filter definition (unknown parameters such as utm_* or fbclid are ignored; a bad
 * value is dropped and its field marked, never an error), asks the search API with the same
 * filter, and the server renders the results, so a crawler sees the listings and the count.
 */
import { defineRoute } from '../routeModule';
import { head, searchPagePath } from './searchHead';

export const searchRoute = defineRoute({
  pattern: searchPagePath,
  params: () => ({}),
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: false },
  // Listings change often: results are kept briefly.
  cache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 },
  // Imported on demand: the filter's reader stays out of the browser's first load (the browser never runs a loader).
  load: async (args) => (await import('./searchLoader')).loadSearchPage(args),
  head,
  dataSchema: () => import('./searchData').then((m) => m.searchPageDataSchema),
  page: () => import('./SearchPage'),
});
