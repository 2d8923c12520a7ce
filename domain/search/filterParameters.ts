/**
 * @module The fewest bound parameters a search filter's SQL condition can take: what a statement that embeds
 * it must leave of D1's limit. The SQL itself is built by the back office (backOffice/cms/search/searchQuery.ts
 * searchWhere, its most compact form: each option list one JSON array, each kind of place one); its test holds
 * this count equal to that form's for every filter the property tests generate. Here so that where a filter
 * enters (the alert form) can refuse one that a statement downstream could not run.
 */
import { searchedSaleStatus } from './listingCounts';
import { type SearchFilterKey, searchFilterFields } from './searchFilter';
import type { SearchFilter } from './searchFilterQuery';

/** D1's limit of bound parameters in one statement. */
export const maxBoundParameters = 100;

/** The unit's id, which every search statement binds before the filter. */
const unitParameters = 1;

/** The fewest parameters of the places' condition: cities and counties through one subquery, then one list a kind. */
function placeParameters(filter: SearchFilter): number {
  const kinds = new Set(filter.places.map((p) => p.kind));
  return (kinds.has('county') ? 1 + (kinds.has('city') ? 1 : 0) : kinds.has('city') ? 1 : 0) + (kinds.has('district') ? 1 : 0) + (kinds.has('neighbourhood') ? 1 : 0);
}

/** The fewest parameters one field's condition takes for this filter (0: not asked, or written literally). */
function fieldParameters(field: (typeof searchFilterFields)[number], filter: SearchFilter): number {
  if (field.kind === 'range') {
    const range = filter.ranges[field.param];
    return (range?.min === undefined ? 0 : 1) + (range?.max === undefined ? 0 : 1);
  }
  if ('dropdown' in field) return (filter.options[field.param]?.length ?? 0) > 0 ? 1 : 0;
  if (field.param === 'sale_status') return searchedSaleStatus(filter) === undefined ? 0 : 1;
  if (field.param === 'id') return filter.id === undefined ? 0 : 1;
  if (field.param === 'county') return filter.county === undefined ? 0 : 1;
  if (field.param === 'places') return placeParameters(filter);
  if (field.param === 'furnished') return filter.furnished.length > 0 ? 1 : 0;
  // The area's numbers are written into the SQL as literals (searchQuery.ts areaCondition); checkboxes literally too.
  return 0;
}

/**
 * The fewest bound parameters the filter's condition takes, the unit's included, and the field that takes
 * the most (the first in form order of those that take as many; undefined when none takes any).
 * @example leastFilterParameters({ ...emptySearchFilter, places: [{ kind: 'city', id: 1 }, { kind: 'district', id: 13 }] }) // { total: 4, most: 'places' }
 */
export function leastFilterParameters(filter: SearchFilter): { total: number; most: SearchFilterKey | undefined } {
  let total = unitParameters;
  let most: { param: SearchFilterKey; count: number } | undefined;
  for (const field of searchFilterFields) {
    const count = fieldParameters(field, filter);
    total += count;
    if (count > 0 && (most === undefined || count > most.count)) most = { param: field.param, count };
  }
  return { total, most: most?.param };
}
