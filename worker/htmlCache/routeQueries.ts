/**
 * @module The query parameters each route reads (domain/pages/pageQuery.ts): only these make a page's
 * cache key; any other but a tracking parameter is redirected away from. Kept beside the worker, not in the
 * route modules, so the browser's first load does not carry the search's parameter list. A Record over every
 * route: a new route must say what it reads.
 */
import { favouriteIdsParam } from '../../domain/favourites/favourites';
import { canonicalPageQuery, type CanonicalPageQuery, noQueryParams, type PageQueryParams } from '../../domain/pages/pageQuery';
import { pagedQuery } from '../../domain/pages/routeParams';
import { mapViewParam, searchQueryParams, searchViewParam, searchViews } from '../../domain/search/searchFilterQuery';
import { matchRoute, type RouteId } from '../../client/routes/routeTable';
import { alertTokenParam } from '../../domain/searchAlerts/searchAlertPaths';

const routeQueries: Readonly<Record<RouteId, PageQueryParams>> = {
  home: noQueryParams,
  // The map view is its own page (view=map); the map's centre and zoom are the browser's (the document is the same).
  search: { keyed: [...searchQueryParams, searchViewParam], browser: [mapViewParam], values: { [searchViewParam]: searchViews } },
  offices: noQueryParams,
  office: pagedQuery,
  property: noQueryParams,
  agent: pagedQuery,
  cmsPage: noQueryParams,
  favourites: { keyed: [favouriteIdsParam] },
  // The page reads the signed token in the browser and asks the site API; the document is the same for every token.
  alertLink: { keyed: [], browser: [alertTokenParam] },
  marketPrices: noQueryParams,
  menuPage: noQueryParams,
};

/**
 * The query of the page at `url` sorted by who reads it: a path no route takes (the not-found view) reads none.
 * @example pageQueryOf(new URL('https://immo1.example.hu/kereses?sort=price_asc&rooms_min=2')).keyed // '?rooms_min=2&sort=price_asc'
 */
export function pageQueryOf(url: URL): CanonicalPageQuery {
  const match = url.search === '' ? null : matchRoute(url.pathname);
  return canonicalPageQuery(url.searchParams, match ? routeQueries[match.routeId] : noQueryParams);
}
