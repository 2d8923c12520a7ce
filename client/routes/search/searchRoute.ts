/**
 * @module /kereses (Ingatlankínálat): the property search with its results rendered on the server.
 */
import type { SearchResult } from '../../../domain/cms/listingSchemas';
import { canonicalUrl, menuLabel, menuPageHead } from '../../../domain/pageHead';
import { pageNumber } from '../../../domain/routeParams';
import { maxPage, searchSortValues } from '../../../domain/searchOrder';
import { defineRoute } from '../routeModule';
// The page's styles go into the main stylesheet, so a client-side navigation never waits for CSS.
import '../pageStyles.css';


/** The result order of the URL, if it is one of ours; anything else is ignored, never an error. */
function sortOf(query: URLSearchParams): string | null {
  const sort = query.get('sort');
  return sort !== null && searchSortValues.some((s) => s === sort) ? sort : null;
}

export const searchRoute = defineRoute({
  pattern: '/kereses',
  params: () => ({}),
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: false },
  // Listings change often: results are kept briefly.
  cache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 },
  async load({ url, site, cms }): Promise<SearchResult | null> {
    const page = pageNumber(url.searchParams, maxPage) ?? 1;
    const sort = sortOf(url.searchParams);
    return cms.search({ unit: site.unit, filter: { ...(page > 1 ? { page: String(page) } : {}), ...(sort ? { sort } : {}) } });
  },
  head({ site, menus, url, data }) {
    const head = menuPageHead(site, menuLabel(menus, '/kereses', 'Ingatlankínálat'), url.pathname);
    // Each results page is its own document for crawlers; the first is the bare address.
    return data.page > 1 ? { ...head, canonicalUrl: `${canonicalUrl(site, url.pathname)}?page=${data.page}` } : head;
  },
  dataSchema: () => import('../../../domain/cms/listingSchemas').then((m) => m.searchResultSchema),
  page: () => import('./SearchPage'),
});
