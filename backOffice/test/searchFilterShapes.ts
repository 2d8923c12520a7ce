/**
 * @module Test helper: the search filters the property tests generate (fast-check, a fixed seed), the
 * same shapes for the search's statements (searchQuery.test.ts) and for the alert digest's against D1
 * (alertMatching.test.ts), so every statement that embeds the search's WHERE clause is tried with each.
 * A shape is a query without its unit, the same in the page's URL and the API (no price in it).
 */
import fc from 'fast-check';
import { dropdownOptionLists, maxMaskValue } from '../../domain/search/filterOptionLists';
import { placeKinds, searchFilterFields } from '../../domain/search/searchFilter';
import { maxListValues } from '../../domain/search/searchFilterQuery';
import { areaBounds, areaText, areaVertexLimits, type LatLng } from '../../domain/search/searchArea';

/** Any area the reader accepts: 3 to 40 vertices of 5 decimals within the bounds, not closed. */
export const searchAreas: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.integer({ min: areaBounds.minLatitude * 1e5, max: areaBounds.maxLatitude * 1e5 }),
      fc.integer({ min: areaBounds.minLongitude * 1e5, max: areaBounds.maxLongitude * 1e5 }),
    ),
    { minLength: areaVertexLimits.min, maxLength: areaVertexLimits.max },
  )
  .filter((vertices) => vertices[0]?.join() !== vertices.at(-1)?.join())
  .map((vertices) => areaText(vertices.map(([lat, lng]): LatLng => [lat / 1e5, lng / 1e5])));

/** The longest area: 40 vertices, each number with 5 decimals. */
export const largestArea = Array.from({ length: areaVertexLimits.max }, (_, i) => `${(47.00001 + i * 0.01).toFixed(5)},${i % 2 === 0 ? '19.00001' : '19.50001'}`).join(';');

/** Any mix of real options of every dropdown-fed field, up to maxListValues places of any kind, and now and then an area. */
export const filterShapes: fc.Arbitrary<string> = (() => {
  const optionFields = searchFilterFields.flatMap((f) => ('dropdown' in f ? [f] : []));
  const chosen = fc.record(Object.fromEntries(optionFields.map((f) => [f.param, fc.subarray(dropdownOptionLists[f.dropdown].map((o) => o.value))])));
  const places = fc.array(fc.tuple(fc.constantFrom(...placeKinds), fc.integer({ min: 1, max: 999_999_999 })), { maxLength: maxListValues });
  return fc.tuple(chosen, places, fc.option(searchAreas, { freq: 3 })).map(([options, placeList, area]) => {
    const lists = Object.entries(options).flatMap(([param, values]) => (values.length > 0 ? [`${param}=${values.join(',')}`] : []));
    const placeText = placeList.length > 0 ? [`places=${placeList.map(([kind, id]) => `${kind}:${id}`).join(',')}`] : [];
    return [...lists, ...placeText, ...(area === null ? [] : [`area=${area}`])].join('&');
  });
})();

/** The runs of every property test over filterShapes: the same seed, so the same shapes everywhere. */
export const filterShapeRuns = { seed: 20_261_125, numRuns: 300 } as const;

/** Every option of every dropdown-fed field, the way the search form sends them. */
export const everyOption = searchFilterFields
  .flatMap((f) => ('dropdown' in f ? [`${f.param}=${dropdownOptionLists[f.dropdown].map((o) => o.value).join(',')}`] : []))
  .join('&');

/** The most the request schema lets a search ask, without its unit: the longest list of every field, every range, place kind and single value. */
export function largestFilter(): string {
  const values = (max: number) => Array.from({ length: Math.min(maxListValues, max) }, (_, i) => i + 1).join(',');
  const places = Array.from({ length: maxListValues }, (_, i) => `${placeKinds[i % placeKinds.length]}:${i + 1}`).join(',');
  return searchFilterFields
    .map((f) => {
      if (f.kind === 'range') return `${f.param}_min=1&${f.param}_max=2`;
      if ('dropdown' in f) return `${f.param}=${values(f.match === 'hasAny' ? maxMaskValue : maxListValues)}`;
      if (f.param === 'places') return `places=${places}`;
      if (f.param === 'furnished') return 'furnished=true,false';
      if (f.param === 'otthon_start_hitel_filter') return 'otthon_start_hitel_filter=true';
      if (f.param === 'area') return `area=${largestArea}`;
      return `${f.param}=1`;
    })
    .join('&');
}

/**
 * The issue's saved search: 40 cities (a placeholder each, maxPlaceholderPlaces) and the full option lists
 * of energy class, heating and floor (24 + 16 + 15): with the unit and the sale status 97 parameters, which
 * the search's page (2 of its own) binds as placeholders, and the digest's page (5 of its own) cannot.
 */
export function fortyCitiesFilter(cityIds: readonly number[]): string {
  const lists = ['energy_certificate', 'heating', 'floor'] as const;
  return [`places=${cityIds.map((id) => `city:${id}`).join(',')}`, ...lists.map((param) => `${param}=${dropdownOptionLists[param].map((o) => o.value).join(',')}`)].join('&');
}
