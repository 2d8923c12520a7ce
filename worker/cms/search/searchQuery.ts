/**
 * @module The property search as SQL: the WHERE clause of every filter, the order, the page and
 * the total count, each filter field on the column and in the way its definition says
 * (domain/searchFilter.ts). Values are always bound parameters; the only text put into the SQL
 * comes from that definition and the constant tables below, never from the request.
 *
 * Shape (measured through D1 on 100,000 listings with `npm run bench:search`): the unit and sale
 * status are equalities, so a unit or place index of migrations 0002 and 0003 seeks to them and
 * holds every filter column; the page selects only ids in a subquery (answered from that index,
 * in its order where it has the sort key) and the outer query reads just those rows and joins
 * their texts and place names; the total count is a second statement of the same D1 batch.
 */
import { valueMask } from '../../../domain/dropdownOptions';
import type { SearchRequest } from '../../../domain/cms/searchRequestSchema';
import { defaultSaleStatus, type PlaceKind, type PlaceRef, searchFilterFields } from '../../../domain/searchFilter';
import type { SearchSort } from '../../../domain/searchOrder';
import { listingSummaryColumns, listingSummaryJoins } from '../network/listingSummary';
import { unitCondition } from '../unitScope';

type SqlValue = number | string;

export interface SqlStatement {
  sql: string;
  params: SqlValue[];
}

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

/**
 * The WHERE clause (without the keyword) over `properties p` for a request: each field of the
 * filter definition on its column, the way the definition says it matches.
 */
export function searchWhere(request: SearchRequest): SqlStatement {
  const { filter } = request;
  const unit = unitCondition(request.unit, 'p.franchise_id', 'p.office_id');
  const where: SqlStatement = { sql: unit.sql, params: [unit.value] };
  for (const field of searchFilterFields) {
    if (field.kind === 'range') {
      const range = filter.ranges[field.param];
      if (range?.min !== undefined) {
        where.sql += ` AND p.${field.column} >= ?`;
        where.params.push(range.min);
      }
      if (range?.max !== undefined) {
        where.sql += ` AND p.${field.column} <= ?`;
        where.params.push(range.max);
      }
    } else if ('dropdown' in field) {
      const values = filter.options[field.param] ?? [];
      if (values.length === 0) continue;
      if (field.match === 'in') inList(`p.${field.column}`, values, where);
      else {
        // Multi-valued fields are bit masks (bit v-1 for value v): "has any of these" is one AND.
        where.sql += ` AND (p.${field.column} & ?) != 0`;
        where.params.push(valueMask(values));
      }
    } else if (field.param === 'sale_status') {
      // A search by id finds the listing whatever its status, unless a status is asked too.
      const status = filter.sale_status ?? (filter.id === undefined ? defaultSaleStatus : undefined);
      if (status === undefined) continue;
      where.sql += ` AND p.${field.column} = ?`;
      where.params.push(status);
    } else if (field.param === 'id') {
      if (filter.id === undefined) continue;
      where.sql += ` AND p.${field.column} = ?`;
      where.params.push(filter.id);
    } else if (field.param === 'county') {
      if (filter.county === undefined) continue;
      // Through the county's cities, as in the city multi-select: the place index seeks them,
      // where a county_id test would scan the unit's index (0002 has no county index on purpose).
      where.sql += ' AND p.city_id IN (SELECT id FROM cities WHERE county_id = ?)';
      where.params.push(filter.county);
    } else if (field.param === 'places') {
      if (filter.places.length > 0) placesFilter(filter.places, where);
    } else if (field.param === 'otthon_start_hitel_filter') {
      // Written literally so SQLite may use the partial Otthon Start indexes.
      if (filter.otthon_start_hitel_filter) where.sql += ` AND p.${field.column} = 1`;
    } else if (filter.furnished.length > 0) {
      inList(`p.${field.column}`, filter.furnished.map((f) => (f ? 1 : 0)), where);
    }
  }
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
  if (request.unit.type === 'office' && request.filter.id === undefined) return 'properties p INDEXED BY properties_office_search';
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
