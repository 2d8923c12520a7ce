/**
 * @module The search page's loader: reads the URL with the filter definition, asks the search API
 * with the same filter and the place search for the chosen places' labels. Runs on the server only
 * (the route module imports it on demand).
 */
import type { PlaceOption } from '../../../domain/cms/networkSchemas';
import { placeId, type SearchFilterKey } from '../../../domain/search/searchFilter';
import { problemField, queryString, queryValuesOf, readSearchQuery, type SearchQuery, writeSearchQuery } from '../../../domain/search/searchFilterQuery';
import { defaultPageSize } from '../../../domain/search/searchOrder';
import type { LoaderArgs } from '../routeModule';
import type { SearchPageData } from './searchData';

type Cms = LoaderArgs<unknown>['cms'];

/** The search's API query: the same filter, in forints. */
const apiFilter = (query: SearchQuery) => Object.fromEntries(writeSearchQuery(query, 'api'));

/** The labels of the chosen places; ids no place has are dropped from the search and its field marked. */
async function withKnownPlaces(cms: Cms, query: SearchQuery, invalid: Set<SearchFilterKey>): Promise<{ query: SearchQuery; places: PlaceOption[] }> {
  const { places } = query.filter;
  if (places.length === 0) return { query, places: [] };
  const found = (await cms.places({ ids: places.map(placeId) })) ?? [];
  const known = new Set(found.map((p) => p.id));
  if (places.every((p) => known.has(placeId(p)))) return { query, places: found };
  invalid.add('places');
  return { query: { ...query, filter: { ...query.filter, places: places.filter((p) => known.has(placeId(p))) } }, places: found };
}

/**
 * The page's data for the URL: unknown parameters (utm_*, fbclid, gclid) are ignored, a bad value
 * is left out and its field named in `invalid`, so an address never fails the page.
 */
export async function loadSearchPage({ url, site, cms, server }: LoaderArgs<unknown>): Promise<SearchPageData> {
  const read = readSearchQuery(queryValuesOf(url.searchParams), 'page');
  const invalid = new Set(read.problems.flatMap((p) => problemField(p.key) ?? []));
  // The search runs with the places as asked, alongside their labels; an unknown place (a stale
  // link) is rare, and only then is the search asked again without it.
  const [first, checked, options] = await Promise.all([
    cms.search({ unit: site.unit, filter: apiFilter(read.query) }),
    withKnownPlaces(cms, read.query, invalid),
    server.dropdownOptions(),
  ]);
  const found = checked.query === read.query ? first : await cms.search({ unit: site.unit, filter: apiFilter(checked.query) });
  // A unit the CMS keeps no listings for (a site just added) has an empty offer, not a missing page.
  const result = found ?? { items: [], total: 0, page: checked.query.page, pageSize: defaultPageSize };
  return { query: queryString(writeSearchQuery(checked.query, 'page')), invalid: [...invalid], result, places: checked.places, options };
}
