/**
 * @module The property search as SQL: the WHERE clause of every filter, the order, the page and
 * the total count. Values are always bound parameters; the only text put into the SQL comes from
 * the constant tables below, never from the request.
 *
 * Shape (measured through D1 on 100,000 listings with `npm run bench:search`): the unit and sale
 * status are equalities, so a unit or place index of migrations 0002 and 0003 seeks to them and
 * holds every filter column; the page selects only ids in a subquery (answered from that index,
 * in its order where it has the sort key) and the outer query reads just those rows and joins
 * their texts and place names; the total count is a second statement of the same D1 batch.
 */
import { type multiValueDropdownTypes, valueMask } from '../../../domain/dropdownOptions';
import type { PlaceKind, PlaceRef, SearchSort } from '../../../domain/searchFilter';
import { listingSummaryColumns, listingSummaryJoins } from '../network/listingSummary';
import type { SearchRequest } from '../../../domain/cms/searchRequestSchema';

type SqlValue = number | string;

export interface SqlStatement {
  sql: string;
  params: SqlValue[];
}

/** Single-valued filter fields matched with IN (SPEC's whereIn), by query parameter, with their column. */
export const inFilterColumns = {
  property_types: 'property_type',
  condition: 'condition',
  energy_certificate: 'energy_certificate',
  building_condition: 'building_condition',
  floor: 'floor',
  surrounding: 'surrounding',
  structure: 'structure',
  accessibility: 'accessibility',
  heating: 'heating',
  cooling: 'cooling',
  orientation: 'orientation',
  car: 'car',
  outlook: 'outlook',
  noisiness: 'noisiness',
  disabled: 'disabled',
  garden: 'garden',
  terrace: 'terrace',
  airbnb: 'airbnb',
  insulation: 'insulation',
} as const satisfies Partial<Record<keyof SearchRequest, string>>;

/** Multi-valued fields are bit masks (bit v-1 for value v): "has any of these" is one AND. */
export const maskFilterColumns = {
  public_utility: 'public_utility_mask',
  equipment: 'equipment_mask',
  discounts: 'discounts_mask',
} as const satisfies Record<(typeof multiValueDropdownTypes)[number], string> & Partial<Record<keyof SearchRequest, string>>;

/** Range fields by filter name: `<name>_min <= column <= <name>_max`. */
export const rangeColumns = {
  price: 'price',
  default_size: 'default_size',
  net_size: 'net_size',
  lot_size: 'lot_size',
  rooms: 'rooms',
} as const;

/**
 * Result orders. The row id breaks ties in the key's direction, so pages are stable; an index
 * on (unit, sale_status, key, …) delivers the key's order and SQLite sorts only the ties.
 */
export const sortOrders = {
  newest: 'p.created_at DESC, p.id DESC',
  price_asc: 'p.price ASC, p.id ASC',
  price_desc: 'p.price DESC, p.id DESC',
  price_per_m2_asc: 'p.price_per_m2 ASC, p.id ASC',
  price_per_m2_desc: 'p.price_per_m2 DESC, p.id DESC',
  // A listing's size is its floor area, or a plot's plot area (as for its price per m²), so
  // plots do not all come first; the expression is the one indexed in 0003_search_indexes.sql.
  size_asc: 'coalesce(p.default_size, p.lot_size) ASC, p.id ASC',
  size_desc: 'coalesce(p.default_size, p.lot_size) DESC, p.id DESC',
} as const satisfies Record<SearchSort, string>;

/** An object's own keys, typed as its keys. */
const keysOf = <T extends object>(object: T): (keyof T & string)[] => Object.keys(object).filter((key): key is keyof T & string => key in object);

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** `column IN (?, …)`, or `column = ?` for one value. */
function inList(column: string, values: readonly SqlValue[], where: SqlStatement): void {
  where.sql += values.length === 1 ? ` AND ${column} = ?` : ` AND ${column} IN (${placeholders(values.length)})`;
  where.params.push(...values);
}

const idsOf = (places: readonly PlaceRef[], kind: PlaceKind) => places.filter((p) => p.kind === kind).map((p) => p.id);

/**
 * The city multi-select: the listing lies in any of the chosen places. Cities and counties
 * become one list of cities (a county through its cities), so one IN seeks the place index per
 * city; an OR of several place kinds makes SQLite read each row of the union.
 */
function placesFilter(places: readonly PlaceRef[], where: SqlStatement): void {
  const alternatives: string[] = [];
  const cities = idsOf(places, 'city');
  const counties = idsOf(places, 'county');
  if (counties.length > 0) {
    const ofCounties = `county_id IN (${placeholders(counties.length)})`;
    const cityTerms = cities.length > 0 ? `id IN (${placeholders(cities.length)}) OR ${ofCounties}` : ofCounties;
    alternatives.push(`p.city_id IN (SELECT id FROM cities WHERE ${cityTerms})`);
    where.params.push(...cities, ...counties);
  } else if (cities.length > 0) {
    alternatives.push(`p.city_id IN (${placeholders(cities.length)})`);
    where.params.push(...cities);
  }
  for (const [kind, column] of [
    ['district', 'p.district_id'],
    ['neighbourhood', 'p.neighbourhood_id'],
  ] as const) {
    const ids = idsOf(places, kind);
    if (ids.length === 0) continue;
    alternatives.push(`${column} IN (${placeholders(ids.length)})`);
    where.params.push(...ids);
  }
  where.sql += alternatives.length === 1 ? ` AND ${alternatives[0]}` : ` AND (${alternatives.join(' OR ')})`;
}

/** The WHERE clause (without the keyword) over `properties p` for a request. */
export function searchWhere(request: SearchRequest): SqlStatement {
  const where: SqlStatement = { sql: request.unit.type === 'franchise' ? 'p.franchise_id = ?' : 'p.office_id = ?', params: [request.unit.id] };
  where.sql += ' AND p.sale_status = ?';
  where.params.push(request.sale_status);
  if (request.otthon_start_hitel_filter) {
    // Written literally so SQLite may use the partial Otthon Start indexes.
    where.sql += ' AND p.otthon_start = 1';
  }
  if (request.id !== undefined) {
    where.sql += ' AND p.id = ?';
    where.params.push(request.id);
  }
  if (request.county !== undefined) {
    // Through the county's cities, as in the city multi-select: the place index seeks them,
    // where a county_id test would scan the unit's index (0002 has no county index on purpose).
    where.sql += ' AND p.city_id IN (SELECT id FROM cities WHERE county_id = ?)';
    where.params.push(request.county);
  }
  if (request.places.length > 0) placesFilter(request.places, where);
  for (const field of keysOf(rangeColumns)) {
    const column = rangeColumns[field];
    const min = request[`${field}_min`];
    const max = request[`${field}_max`];
    if (min !== undefined) {
      where.sql += ` AND p.${column} >= ?`;
      where.params.push(min);
    }
    if (max !== undefined) {
      where.sql += ` AND p.${column} <= ?`;
      where.params.push(max);
    }
  }
  for (const param of keysOf(inFilterColumns)) {
    const values = request[param];
    if (values.length > 0) inList(`p.${inFilterColumns[param]}`, values, where);
  }
  for (const param of keysOf(maskFilterColumns)) {
    const values = request[param];
    if (values.length === 0) continue;
    where.sql += ` AND (p.${maskFilterColumns[param]} & ?) != 0`;
    where.params.push(valueMask(values));
  }
  if (request.furnished.length > 0) inList('p.furnished', request.furnished.map((f) => (f ? 1 : 0)), where);
  return where;
}

/**
 * An office's search always reads its own search index, which holds every filter column: an
 * office has a few thousand listings, so scanning and sorting them is cheap, and SQLite's
 * statistics (averages only: D1 keeps no histograms) would otherwise send a search for a big
 * place such as Budapest through a place index across every office, reading tens of thousands
 * of rows. A property id is looked up by its key instead.
 */
function sourceOf(request: SearchRequest): string {
  if (request.unit.type === 'office' && request.id === undefined) return 'properties p INDEXED BY properties_office_search';
  return 'properties p';
}

/** One page of cards and the total count, to run together in one D1 batch. */
export function searchStatements(request: SearchRequest): { page: SqlStatement; count: SqlStatement } {
  const where = searchWhere(request);
  const order = sortOrders[request.sort];
  const from = sourceOf(request);
  const offset = (request.page - 1) * request.page_size;
  return {
    page: {
      // The card of the other listing lists (worker/cms/network/listingSummary.ts) and the slogan.
      sql: `SELECT ${listingSummaryColumns}, ds.slogan
FROM properties p
${listingSummaryJoins}
LEFT JOIN property_descriptions ds ON ds.property_id = p.id
WHERE p.id IN (SELECT p.id FROM ${from} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?)
ORDER BY ${order}`,
      params: [...where.params, request.page_size, offset],
    },
    count: { sql: `SELECT count(*) AS total FROM ${from} WHERE ${where.sql}`, params: where.params },
  };
}
