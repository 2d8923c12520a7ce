/**
 * @module The property search as SQL: the WHERE clause of every filter, the order, the page and
 * the total count, each filter field on the column and in the way its definition says
 * (domain/search/searchFilter.ts). Values are bound parameters; the only text put into the SQL comes from
 * that definition and the constant tables below, never from the request, save the search area's and the map's
 * numbers, which are written as numeric literals from their validated parse (coordinateText), never as given.
 *
 * Why this shape (indexes that hold every filter column, ids paged in a subquery, the count in the
 * same D1 batch): docs/decisions/007-listing-search-storage.md; `npm run bench:search` checks it.
 *
 * D1 binds at most 100 parameters per statement, and a visitor may choose every option of every
 * field. Every statement that embeds the filter (the search's page and count, the price statistics,
 * the alert digests) says how many parameters it binds itself, and gets the WHERE clause built within
 * what is left: past it the option lists are bound as JSON arrays read with json_each, then the places
 * too, so a statement's parameters do not grow with the lists (a test counts them for the largest
 * filter the request schema accepts, within the smallest budget any statement leaves).
 */
import { maxBoundParameters } from '../../../domain/search/filterParameters';
import { valueMask } from '../../../domain/search/filterOptionLists';
import type { SearchRequest } from '../../../domain/cms/searchRequestSchema';
import { type PlaceKind, type PlaceRef, type SearchFilterKey, searchFilterFields } from '../../../domain/search/searchFilter';
import { searchedSaleStatus } from '../../../domain/search/listingCounts';
import { areaBbox, type Bbox, coordinateText, type SearchArea } from '../../../domain/search/searchArea';
import { areaGridDegrees } from '../../../domain/listings/listingLocation';
import type { SearchSort } from '../../../domain/search/searchOrder';
import { listingLocationColumns, listingSummaryColumns, listingSummaryJoins } from '../network/listingSummary';
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
const sortOrders = {
  newest: 'p.created_at DESC, p.id DESC',
  price_asc: 'p.price ASC, p.id ASC',
  price_desc: 'p.price DESC, p.id DESC',
  price_per_m2_asc: 'p.price_per_m2 ASC, p.id ASC',
  price_per_m2_desc: 'p.price_per_m2 DESC, p.id DESC',
  // A listing's size is its floor area, or a plot's plot area (as for its price per m²), so
  // plots do not all come first; the expression is the one indexed in 0003_search_indexes.sql.
  size_asc: 'coalesce(p.default_size, p.lot_size) ASC, p.id ASC',
  size_desc: 'coalesce(p.default_size, p.lot_size) DESC, p.id DESC',
  // Reduced listings first, the latest reduction first; then the rest, newest first.
  price_reduced: 'p.price_reduced_at IS NULL, p.price_reduced_at DESC, p.created_at DESC, p.id DESC',
} as const satisfies Record<SearchSort, string>;

export { maxBoundParameters };

/**
 * The parameters a statement leaves its embedded WHERE clause, after the `own` ones it binds itself.
 * @example whereBudget(2) // 98: the search's page binds LIMIT and OFFSET
 */
export const whereBudget = (own: number): number => maxBoundParameters - own;

/** Even the most compact WHERE clause of the filter needs more parameters than its statement leaves; `field` is the one that needs the most. */
export class FilterOverBudget extends Error {
  constructor(
    readonly field: string,
    readonly needed: number,
    readonly budget: number,
  ) {
    super(`The search filter needs ${needed} bound parameters (most of them for ${field}); the statement leaves ${budget}`);
    this.name = 'FilterOverBudget';
  }
}

/** How a list of several values is bound: a placeholder each, or one JSON array. */
type ListBinding = 'placeholders' | 'json';

/**
 * The condition that `column` is one of `values`: `column = ?` for one value; for several, a
 * placeholder each (`IN (?, ?)`), whose number SQLite's planner counts, or one JSON array read
 * with json_each (`IN (SELECT value FROM json_each(?))`): one parameter however many values, read
 * once per statement, which the planner assumes holds 25 values.
 * @example oneOf('p.condition', [1, 3], 'json') // { sql: 'p.condition IN (SELECT value FROM json_each(?))', params: ['[1,3]'] }
 */
export function oneOf(column: string, values: readonly number[], binding: ListBinding): SqlStatement {
  const [only] = values;
  if (values.length === 1 && only !== undefined) return { sql: `${column} = ?`, params: [only] };
  if (binding === 'placeholders') return { sql: `${column} IN (${values.map(() => '?').join(', ')})`, params: [...values] };
  return { sql: `${column} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(values)] };
}

/**
 * Place ids are the first key of the place indexes, and SQLite chooses between seeking each
 * place and walking the unit's index by counting them: a JSON list, assumed to hold 25 places,
 * can make it walk the unit's index for two districts. So the places a visitor picks get a
 * placeholder each, up to this many; past it the lists become JSON so that a statement's
 * parameters stay bounded, and at worst SQLite walks the unit's index, as a search without places does.
 */
export const maxPlaceholderPlaces = 40;

const idsOf = (places: readonly PlaceRef[], kind: PlaceKind) => places.filter((p) => p.kind === kind).map((p) => p.id);

/**
 * The city multi-select: the listing lies in any of the chosen places. Cities and counties
 * become one list of cities (a county through its cities), so one IN seeks the place index per
 * city; an OR of several place kinds makes SQLite read each row of the union.
 */
function placesFilter(places: readonly PlaceRef[], placeBinding: ListBinding, where: WhereParts): void {
  const binding: ListBinding = places.length <= maxPlaceholderPlaces ? placeBinding : 'json';
  const alternatives: SqlStatement[] = [];
  const cities = idsOf(places, 'city');
  const counties = idsOf(places, 'county');
  if (counties.length > 0) {
    const terms = [...(cities.length > 0 ? [oneOf('id', cities, binding)] : []), oneOf('county_id', counties, binding)];
    alternatives.push({ sql: `p.city_id IN (SELECT id FROM cities WHERE ${terms.map((t) => t.sql).join(' OR ')})`, params: terms.flatMap((t) => t.params) });
  } else if (cities.length > 0) {
    alternatives.push(oneOf('p.city_id', cities, binding));
  }
  for (const [kind, column] of [
    ['district', 'p.district_id'],
    ['neighbourhood', 'p.neighbourhood_id'],
  ] as const) {
    const ids = idsOf(places, kind);
    if (ids.length > 0) alternatives.push(oneOf(column, ids, binding));
  }
  const [only] = alternatives;
  where.conditions.push(alternatives.length === 1 && only ? only.sql : `(${alternatives.map((a) => a.sql).join(' OR ')})`);
  where.params.push(...alternatives.flatMap((a) => a.params));
}

/** A WHERE clause being built: its conditions, ANDed in order, and their parameters in the same order. */
interface WhereParts {
  conditions: string[];
  params: SqlStatement['params'];
}

/** Adds "`column` is one of `values`" to the WHERE clause. */
function andOneOf(column: string, values: readonly number[], binding: ListBinding, where: WhereParts): void {
  const condition = oneOf(column, values, binding);
  where.conditions.push(condition.sql);
  where.params.push(...condition.params);
}

/** How the lists of a WHERE clause are bound: the options', and the places' (up to maxPlaceholderPlaces). */
interface Bindings {
  options: ListBinding;
  places: ListBinding;
}

/** The fastest for SQLite first, then option values, then places too, as JSON arrays. */
const fastestBindings: Bindings = { options: 'placeholders', places: 'placeholders' };
const compacterBindings: readonly Bindings[] = [
  { options: 'json', places: 'placeholders' },
  { options: 'json', places: 'json' },
];

/**
 * The WHERE clause (without the keyword) over `properties p` for a request, within `budget` bound
 * parameters (whereBudget: what D1's limit leaves the calling statement): each field of the filter
 * definition on its column, the way the definition says it matches. Lists get a placeholder each, which
 * SQLite tests faster than a json_each list, while they fit; past the budget the option lists are bound
 * as one JSON array each, then the places too. Throws FilterOverBudget when even that does not fit.
 */
export function searchWhere(request: SearchRequest, budget: number): SqlStatement {
  let where = whereClause(request, fastestBindings);
  for (const bindings of compacterBindings) {
    if (where.params.length <= budget) break;
    where = whereClause(request, bindings);
  }
  if (where.params.length <= budget) return { sql: where.sql, params: where.params };
  const [most] = [...where.perField].sort((a, b) => b[1] - a[1]);
  throw new FilterOverBudget(most?.[0] ?? 'unit_type', where.params.length, budget);
}

function whereClause(request: SearchRequest, bindings: Bindings): SqlStatement & { perField: Map<SearchFilterKey, number> } {
  const { filter } = request;
  const unit = unitCondition(request.unit, 'p.franchise_id', 'p.office_id');
  const where: WhereParts = { conditions: [unit.sql], params: [unit.value] };
  // Each field's parameters, to name the one that needs the most when nothing fits.
  const perField = new Map<SearchFilterKey, number>();
  for (const field of searchFilterFields) {
    const before = where.params.length;
    addField(field, filter, bindings, where);
    if (where.params.length > before) perField.set(field.param, where.params.length - before);
  }
  return { sql: balancedJoin(where.conditions, 'AND'), params: where.params, perField };
}

/** Adds one field's condition, if the filter asks it, to the WHERE clause. */
function addField(field: (typeof searchFilterFields)[number], filter: SearchRequest['filter'], bindings: Bindings, where: WhereParts): void {
  const optionBinding = bindings.options;
  if (field.kind === 'range') {
    const range = filter.ranges[field.param];
    if (range?.min !== undefined) {
      where.conditions.push(`p.${field.column} >= ?`);
      where.params.push(range.min);
    }
    if (range?.max !== undefined) {
      where.conditions.push(`p.${field.column} <= ?`);
      where.params.push(range.max);
    }
  } else if ('dropdown' in field) {
    const values = filter.options[field.param] ?? [];
    if (values.length === 0) return;
    if (field.match === 'in') andOneOf(`p.${field.column}`, values, optionBinding, where);
    else {
      // Multi-valued fields are bit masks (bit v-1 for value v): "has any of these" is one AND.
      where.conditions.push(`(p.${field.column} & ?) != 0`);
      where.params.push(valueMask(values));
    }
  } else if (field.param === 'sale_status') {
    // A search by id finds the listing whatever its status, unless a status is asked too.
    const status = searchedSaleStatus(filter);
    if (status === undefined) return;
    where.conditions.push(`p.${field.column} = ?`);
    where.params.push(status);
  } else if (field.param === 'id') {
    if (filter.id === undefined) return;
    where.conditions.push(`p.${field.column} = ?`);
    where.params.push(filter.id);
  } else if (field.param === 'county') {
    if (filter.county === undefined) return;
    // Through the county's cities, as in the city multi-select: the place index seeks them,
    // where a county_id test would scan the unit's index (0002 has no county index on purpose).
    where.conditions.push('p.city_id IN (SELECT id FROM cities WHERE county_id = ?)');
    where.params.push(filter.county);
  } else if (field.param === 'places') {
    if (filter.places.length > 0) placesFilter(filter.places, bindings.places, where);
  } else if (field.param === 'price_reduced') {
    // Written literally so SQLite may use the partial price-reduction indexes.
    if (filter.price_reduced) where.conditions.push(`p.${field.column} IS NOT NULL`);
  } else if (field.kind === 'checkbox') {
    // Written literally so SQLite may use the partial indexes (Otthon Start, pets allowed).
    if (filter[field.param]) where.conditions.push(`p.${field.column} = 1`);
  } else if (field.kind === 'area') {
    if (filter.area) where.conditions.push(areaCondition(filter.area));
  } else if (filter.furnished.length > 0) {
    andOneOf(`p.${field.column}`, filter.furnished.map((f) => (f ? 1 : 0)), optionBinding, where);
  }
}

/**
 * An 'area' listing's point: its stored one moved to the grid's nearest corner, to 5 decimals as publicLocation
 * writes it (the product alone is off in the 15th digit, and a drawn area's vertex on the corner then caught it).
 */
const gridLatitude = `round(round(p.latitude / ${areaGridDegrees}) * ${areaGridDegrees}, 5)`;
const gridLongitude = `round(round(p.longitude / ${areaGridDegrees}) * ${areaGridDegrees}, 5)`;
/**
 * A listing's point as the public sees it (domain/listings/listingLocation.ts publicLocation): an 'area' point on
 * its grid, so an area drawn around the grid point finds it, and no area, however small, tells where the house is.
 * NULL without coordinates, so such a listing matches no area or rectangle.
 */
export const publicLatitude = `iif(p.location_precision = 'area', ${gridLatitude}, p.latitude)`;
export const publicLongitude = `iif(p.location_precision = 'area', ${gridLongitude}, p.longitude)`;

/** The columns' own rectangle, widened by half the grid (an 'area' point moves at most that far), for the location indexes. */
function storedBboxCondition(bbox: Bbox): string {
  const margin = areaGridDegrees / 2 + 0.00001;
  const [south, west, north, east] = [bbox.south - margin, bbox.west - margin, bbox.north + margin, bbox.east + margin].map(coordinateText);
  return `p.latitude BETWEEN ${south} AND ${north} AND p.longitude BETWEEN ${west} AND ${east}`;
}

/**
 * The listing's public point lies in the rectangle (both edges included), written with numeric literals: the
 * numbers come from the validated parse and are formatted by coordinateText, never from the request's text.
 */
export function bboxCondition(bbox: Bbox): string {
  const [south, west, north, east] = [bbox.south, bbox.west, bbox.north, bbox.east].map(coordinateText);
  return `${storedBboxCondition(bbox)} AND ${publicLatitude} BETWEEN ${south} AND ${north} AND ${publicLongitude} BETWEEN ${west} AND ${east}`;
}

/**
 * Terms joined by `operator` as a balanced tree, `((a + b) + (c + d))`, in their order (so the parameters' order
 * holds): SQLite refuses an expression more than 100 deep (D1's limit), and a chain `a AND b AND c …` is as deep as
 * it is long; the largest search's WHERE clause with a 40-vertex area's crossings was over it. The planner splits
 * nested ANDs into the same terms as a chain.
 */
export function balancedJoin(terms: readonly string[], operator: 'AND' | '+'): string {
  if (terms.length <= 1) return terms[0] ?? (operator === 'AND' ? '1' : '0');
  const middle = Math.ceil(terms.length / 2);
  return `(${balancedJoin(terms.slice(0, middle), operator)} ${operator} ${balancedJoin(terms.slice(middle), operator)})`;
}

/** A sloped edge of an area, from one vertex to the one before it (level edges are never crossed). */
interface AreaEdge {
  yi: number;
  xi: number;
  yj: number;
  xj: number;
}

/** The most crossing tests the banded rule may write, per edge: a spiky area falls back to testing every edge. */
const bandedTermsPerEdge = 4;

/**
 * The even-odd rule on the point (`lat`, `lng`, SQL expressions), as SQL. The vertices' latitudes cut the area into
 * bands; a point's band (a balanced tree of CASEs, some six comparisons for 40 vertices) names the only edges its
 * eastward ray can cross, the edges that span the band, and only their crossings are tested: every other edge's
 * first test of the rule is false. A 40-vertex circle tests 2 edges a point instead of 40.
 */
function evenOddRule(area: SearchArea, lat: string, lng: string): string {
  const edges: AreaEdge[] = area.flatMap(([yi, xi], i) => {
    const [yj, xj] = area.at(i - 1) ?? [yi, xi];
    return yi === yj ? [] : [{ yi, xi, yj, xj }];
  });
  if (edges.length === 0) return '0';
  /** The edge's crossing, the rule's second test, with the arithmetic of domain/search/searchArea.ts areaContains. */
  const crossing = ({ yi, xi, yj, xj }: AreaEdge) => {
    const [y1, x1, y2, x2] = [yi, xi, yj, xj].map(coordinateText);
    return `((${lng} - ${x1}) * (${y2} - ${y1}) ${yj > yi ? '<' : '>'} (${x2} - ${x1}) * (${lat} - ${y1}))`;
  };
  const flat = () => `${balancedJoin(edges.map((e) => `((${lat} > ${coordinateText(e.yi)}) != (${lat} > ${coordinateText(e.yj)}) AND ${crossing(e)})`), '+')} % 2 = 1`;
  const bounds = [...new Set(edges.flatMap((e) => [e.yi, e.yj]))].sort((a, b) => a - b);
  // Band k holds bounds[k] < lat <= bounds[k + 1].
  const spanning = bounds.slice(1).map((top, k) => edges.filter((e) => Math.min(e.yi, e.yj) <= (bounds[k] ?? top) && Math.max(e.yi, e.yj) >= top));
  if (spanning.reduce((sum, band) => sum + band.length, 0) > bandedTermsPerEdge * edges.length) return flat();
  const tree = (first: number, last: number): string => {
    if (first === last) {
      const band = spanning[first] ?? [];
      return band.length === 0 ? '0' : `${balancedJoin(band.map(crossing), '+')} % 2 = 1`;
    }
    const middle = Math.ceil((first + last) / 2);
    return `CASE WHEN ${lat} > ${coordinateText(bounds[middle] ?? 0)} THEN ${tree(middle, last)} ELSE ${tree(first, middle - 1)} END`;
  };
  const [lowest = 0, highest = 0] = [bounds[0], bounds.at(-1)];
  return `(${lat} > ${coordinateText(lowest)} AND ${lat} <= ${coordinateText(highest)} AND ${tree(0, spanning.length - 1)})`;
}

/**
 * The listing's public point lies inside the area: its bounding box, then the even-odd rule (evenOddRule), all
 * numeric literals, so the area takes none of D1's 100 bound parameters. The rule is written twice, on the stored
 * columns and on an 'area' listing's grid point, and each row takes one: SQLite would otherwise work out the public
 * point (publicLatitude's iif and round) afresh in every term. A 40-vertex area over most of a 100,000-listing
 * network took the map's CMS call 1.4 s with every edge tested on the public point (npm run bench:search).
 */
export function areaCondition(area: SearchArea): string {
  const inside = `iif(p.location_precision = 'area', ${evenOddRule(area, gridLatitude, gridLongitude)}, ${evenOddRule(area, 'p.latitude', 'p.longitude')})`;
  return `(${bboxCondition(areaBbox(area))} AND ${inside})`;
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

/** The page's LIMIT and OFFSET, bound after the WHERE clause's parameters (the count binds none of its own). */
const pageParameters = 2;

/** One page of cards and the total count, to run together in one D1 batch. Throws FilterOverBudget. */
export function searchStatements(request: SearchRequest): { page: SqlStatement; count: SqlStatement } {
  const where = searchWhere(request, whereBudget(pageParameters));
  const order = sortOrders[request.sort];
  const from = sourceOf(request);
  const offset = (request.page - 1) * request.page_size;
  return {
    page: {
      // The card of the other listing lists (backOffice/cms/network/listingSummary.ts), the slogan and the location.
      sql: `SELECT ${listingSummaryColumns}, ds.slogan, ${listingLocationColumns}
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

/** A listing the map can show: both coordinates and their precision (a row missing one is "not on the map"). */
const located = 'p.latitude IS NOT NULL AND p.longitude IS NOT NULL AND p.location_precision IS NOT NULL';

/** The points' LIMIT, bound after the WHERE clause's parameters (the counts and the clusters bind none of their own). */
const mapParameters = 1;

/**
 * The map's statements for a search (GET /api/cms/properties/map): the count and how many of it are not on the
 * map, the first `limit` listings in the rectangle (one more tells there are too many), and their grid clusters
 * (cells of `cellDegrees`, numbers as literals) for when there are. Throws FilterOverBudget.
 */
export function mapStatements(request: SearchRequest, bbox: Bbox | undefined, cellDegrees: number, limit: number): { counts: SqlStatement; points: SqlStatement; clusters: SqlStatement } {
  const where = searchWhere(request, whereBudget(mapParameters));
  const from = sourceOf(request);
  const shown = `${where.sql} AND ${located}${bbox ? ` AND ${bboxCondition(bbox)}` : ''}`;
  const cell = String(cellDegrees);
  return {
    counts: { sql: `SELECT count(*) AS total, count(*) - count(CASE WHEN ${located} THEN 1 END) AS not_on_map FROM ${from} WHERE ${where.sql}`, params: where.params },
    points: {
      sql: `SELECT p.id, ${publicLatitude} AS latitude, ${publicLongitude} AS longitude, p.location_precision AS precision, p.price, p.sale_status FROM ${from} WHERE ${shown} ORDER BY p.id LIMIT ?`,
      params: [...where.params, limit + 1],
    },
    clusters: {
      // Offset to positive degrees, so CAST's truncation is the floor and every cell is the same size.
      sql: `SELECT avg(latitude) AS latitude, avg(longitude) AS longitude, count(*) AS count FROM (SELECT ${publicLatitude} AS latitude, ${publicLongitude} AS longitude FROM ${from} WHERE ${shown})
GROUP BY CAST((latitude + 90) / ${cell} AS INTEGER), CAST((longitude + 180) / ${cell} AS INTEGER) ORDER BY count DESC, latitude, longitude`,
      params: where.params,
    },
  };
}
