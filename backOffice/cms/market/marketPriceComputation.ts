/**
 * @module The price statistics of a unit's listings in its whole scope or one place, computed from the
 * listings themselves: the reads (one D1 batch) and the figures made of their rows. The listings are
 * chosen by the search's own WHERE clause (backOffice/cms/search/searchQuery.ts), so a figure counts exactly
 * what a search for that place finds; the figures are domain/marketStatistics. Reads every listing of
 * the place: marketFigures.ts stores the answer so that pages do not.
 */
import * as z from 'zod/mini';
import type { CmsAnswer } from '../../../domain/cms/cmsContract';
import type { SearchRequest } from '../../../domain/cms/searchRequestSchema';
import type { MarketArea, MarketPlace } from '../../../domain/cms/marketSchemas';
import { budapestCityId } from '../../../domain/geography/districts';
import { propertyTypes, saleStatuses } from '../../../domain/search/listingKinds';
import { areaFigures, groupFigures, minListings } from '../../../domain/marketStatistics/statistics';
import { emptySearchFilter, emptySearchQuery } from '../../../domain/search/searchFilterQuery';
import type { Unit } from '../../../domain/tenant/unit';
import { searchWhere, type SqlStatement, whereBudget } from '../search/searchQuery';
import { unitCondition, unitExistsStatement } from '../unitScope';
import { type AreaKind, areaKindWithin, areaNames, areaNamesStatement } from './marketPlaces';

/** D1's 'YYYY-MM-DD HH:MM:SS' as ISO 8601 UTC; written out by hand: a scope reads tens of thousands of rows. */
const isoTimestamp = z.pipe(
  z.string(),
  z.transform((text: string) => `${text.slice(0, 10)}T${text.slice(11, 19)}Z`),
);

const listingRowSchema = z.object({
  id: z.int(),
  sale_status: z.int(),
  property_type: z.int(),
  price: z.int(),
  price_per_m2: z.int(),
  created_at: isoTimestamp,
  county_id: z.int(),
  city_id: z.int(),
  district_id: z.nullable(z.int()),
  neighbourhood_id: z.nullable(z.int()),
});
type ListingRow = z.infer<typeof listingRowSchema>;
const changeRowSchema = z.object({ property_id: z.int(), changed_at: isoTimestamp, old_price: z.int(), new_price: z.int() });

/** The types the statistics group by; others (garages, offices, shops) are left out. */
const countedTypes = `p.property_type IN (${propertyTypes.flat}, ${propertyTypes.house}, ${propertyTypes.plot}) AND p.price_per_m2 IS NOT NULL`;

/** The search's WHERE clause for the place's listings of one sale status. */
function placeWhere(unit: Unit, place: MarketPlace | null, saleStatus: number) {
  const request: SearchRequest = {
    ...emptySearchQuery,
    unit,
    page_size: 1,
    filter: { ...emptySearchFilter, sale_status: saleStatus, places: place ? [{ kind: place.kind, id: place.id }] : [] },
  };
  // The statements bind nothing of their own besides the filter.
  return searchWhere(request, whereBudget(0));
}

/**
 * The place's counted listings of one sale status and their price changes, in SQL: the search's
 * WHERE clause, which seeks the unit's search index or a place index (every column read here is in
 * them), and the changes by their primary key. marketPriceComputation.test.ts checks the plans.
 */
export function marketStatements(unit: Unit, place: MarketPlace | null, saleStatus: number): { rows: SqlStatement; changes: SqlStatement } {
  const where = placeWhere(unit, place, saleStatus);
  return {
    rows: {
      sql: `SELECT p.id, p.sale_status, p.property_type, p.price, p.price_per_m2, p.created_at, p.county_id, p.city_id, p.district_id, p.neighbourhood_id FROM properties p WHERE ${where.sql} AND ${countedTypes}`,
      params: where.params,
    },
    changes: {
      sql: `SELECT c.property_id, c.changed_at, c.old_price, c.new_price FROM properties p JOIN property_price_changes c ON c.property_id = p.id WHERE ${where.sql} AND ${countedTypes}`,
      params: where.params,
    },
  };
}

/**
 * SQL true when the unit has a counted listing for sale or for rent in the place (marketStatements' rows):
 * only such a place's figures are computed and stored, so a request for any other place writes nothing.
 */
export function placeHasListings(unit: Unit, place: MarketPlace): SqlStatement {
  const sale = marketStatements(unit, place, saleStatuses.forSale).rows;
  const rent = marketStatements(unit, place, saleStatuses.forRent).rows;
  return { sql: `(EXISTS (${sale.sql}) OR EXISTS (${rent.sql}))`, params: [...sale.params, ...rent.params] };
}

const areaColumn = { county: 'county_id', city: 'city_id', district: 'district_id', neighbourhood: 'neighbourhood_id' } as const satisfies Record<AreaKind, keyof ListingRow>;

/** The areas of `kind` the listings lie in, named, by their flats' median (dearest first, too few listings last). */
function areasOf(rows: readonly ListingRow[], kind: AreaKind, names: ReadonlyMap<number, { name: string; slug: string | null }>): MarketArea[] {
  const column = areaColumn[kind];
  const figures = areaFigures(rows, (row) => row[column]);
  return figures
    .flatMap((f) => {
      const area = names.get(f.key);
      return area ? [{ kind, id: f.key, name: area.name, slug: area.slug, count: f.count, median: f.median }] : [];
    })
    .sort((a, b) => (b.median ?? -1) - (a.median ?? -1) || b.count - a.count);
}

/** Whether the place's page shows Budapest's district map: the scope's and Budapest's. */
const showsDistricts = (place: MarketPlace | null) => place === null || (place.kind === 'city' && place.id === budapestCityId);

/** A place as its page names it: the place (null for the unit's scope) and the places it lies in. */
export interface FoundPlace {
  place: MarketPlace | null;
  parents: MarketPlace[];
}

/** What a place's figures are computed from, as statements for one D1 batch: the unit's existence, the areas' names, each sale status's listings and price changes. */
export function marketPriceReads(db: D1Database, unit: Unit, place: MarketPlace | null): D1PreparedStatement[] {
  const listings = [saleStatuses.forSale, saleStatuses.forRent].flatMap((status) => {
    const { rows, changes } = marketStatements(unit, place, status);
    return [db.prepare(rows.sql).bind(...rows.params), db.prepare(changes.sql).bind(...changes.params)];
  });
  return [unitExistsStatement(db, unit), areaNamesStatement(db, areaKindWithin(place), place), areaNamesStatement(db, 'district', null), ...listings];
}

/** The figures from marketPriceReads' results, in its order; null when the unit does not exist. */
export function marketPricesOf(found: FoundPlace, results: readonly D1Result[], now: Date): CmsAnswer<'marketPrices'> | null {
  const [unitResult, areaResult, districtResult, saleRows, saleChanges, rentRows, rentChanges] = results.map((r) => r.results);
  if (!unitResult?.length) return null;
  const { place, parents } = found;
  const areaKind = areaKindWithin(place);
  const rows = [...z.array(listingRowSchema).parse(saleRows ?? []), ...z.array(listingRowSchema).parse(rentRows ?? [])];
  const changes = [...z.array(changeRowSchema).parse(saleChanges ?? []), ...z.array(changeRowSchema).parse(rentChanges ?? [])];
  return {
    place,
    parents,
    min_listings: minListings,
    listing_count: rows.length,
    groups: groupFigures(rows, changes, now),
    areas: areasOf(rows, areaKind, areaNames(areaKind, areaResult ?? [])),
    districts: showsDistricts(place) ? areasOf(rows, 'district', areaNames('district', districtResult ?? [])) : [],
    computed_at: now.toISOString(),
  };
}

const placeNameRowSchema = z.object({ kind: z.enum(['county', 'city', 'district']), id: z.int(), name: z.string() });

/**
 * The counties, cities and Budapest districts where some group (sale status and type) has at least
 * minListings of the unit's counted listings: one grouped pass over the unit's listings.
 */
export function placesWithFiguresStatement(db: D1Database, unit: Unit): D1PreparedStatement {
  const scope = unitCondition(unit, 'p.franchise_id', 'p.office_id');
  const having = (column: string) =>
    `SELECT ${column} FROM properties p WHERE ${scope.sql} AND p.sale_status IN (${saleStatuses.forSale}, ${saleStatuses.forRent}) AND ${countedTypes}
     GROUP BY ${column}, p.sale_status, p.property_type HAVING count(*) >= ${minListings}`;
  return db
    .prepare(
      `SELECT 'county' AS kind, id, name FROM counties WHERE kind = 'county' AND id IN (${having('p.county_id')})
    UNION ALL SELECT 'city', id, name FROM cities WHERE id IN (${having('p.city_id')})
    UNION ALL SELECT 'district', id, 'Budapest ' || name FROM districts WHERE id IN (${having('p.district_id')})`,
    )
    .bind(scope.value, scope.value, scope.value);
}

/** The rows of placesWithFiguresStatement, checked. */
export const placesWithFigures = (rows: unknown[]) => z.array(placeNameRowSchema).parse(rows);
