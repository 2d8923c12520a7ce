/**
 * @module The site API (worker/siteApi/, mounted at /api/site): the endpoints the browser calls, named
 * once for both sides, with the one method each takes.
 */

export const siteApiPrefix = '/api/site';

/** Each endpoint's path under the prefix and its method (GET answers HEAD too). */
export const siteApiEndpoints = {
  /** What a path shows, as JSON, for client-side navigation. */
  page: { path: '/page', method: 'GET' },
  /** A page's streamed part, as JSON, after a client-side navigation. */
  pagePart: { path: '/page-part', method: 'GET' },
  /** The enquiry form of a listing. */
  leads: { path: '/leads', method: 'POST' },
  /** The tenant's dropdown options of the search filter. */
  dropdownOptions: { path: '/dropdown-options', method: 'GET' },
  /** The cards of a visitor's favourites (`?ids=…`, at most 100), and which of them are gone. */
  favourites: { path: '/favourites', method: 'GET' },
  /** Saves a search as an e-mail alert (double opt-in). */
  searchAlerts: { path: '/search-alerts', method: 'POST' },
  /** The places the site has listings in, with their counts, for the city multi-select. */
  placeCounts: { path: '/place-counts', method: 'GET' },
  /** The search's listings on the map: pins in a rectangle, or grid clusters past 5,000. */
  map: { path: '/map', method: 'GET' },
} as const;

/**
 * The absolute path of an endpoint, as the browser requests it.
 * @example siteApiPath('page') // '/api/site/page'
 */
export function siteApiPath(endpoint: keyof typeof siteApiEndpoints): string {
  return siteApiPrefix + siteApiEndpoints[endpoint].path;
}
