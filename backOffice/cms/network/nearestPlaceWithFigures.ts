/**
 * @module The nearest place around a listing that has price statistics, for its "Ingatlanárak: <place>" link:
 * answered with the listing (network's property route), by the rule the statistics use (minListings).
 */
import { propertyTypes, saleStatuses } from '../../../domain/search/listingKinds';
import { minListings } from '../../../domain/marketStatistics/statistics';
import type { Unit } from '../../../domain/tenant/unit';
import { unitCondition } from '../unitScope';

/**
 * The nearest place around listing ?1 with a statistics figure (as placesWithFiguresStatement decides:
 * some sale status and type with minListings of the unit's counted listings): its Budapest district,
 * else its city, else its county; no row when none has one. Each place and group stops at the
 * minListings-th listing (a scalar subquery with an OFFSET), so a county costs as little as a district.
 */
export function nearestPlaceWithFiguresStatement(db: D1Database, unit: Unit, propertyId: number): D1PreparedStatement {
  const scope = unitCondition(unit, 'p.franchise_id', 'p.office_id');
  const groups = [saleStatuses.forSale, saleStatuses.forRent].flatMap((s) => [propertyTypes.flat, propertyTypes.house, propertyTypes.plot].map((t) => `(${s}, ${t})`));
  // The place's own index (place, sale status, franchise, office, type): left to itself, SQLite took the
  // unit's (franchise, sale status) index and read the unit's whole sale status, 6 ms instead of 0.02 ms
  // for a town of a 100,000-listing network.
  const hasFigures = (placeCondition: string, index: 'properties_city' | 'properties_district') =>
    `EXISTS (SELECT 1 FROM g WHERE (SELECT p.id FROM properties p INDEXED BY ${index} WHERE ${placeCondition} AND p.sale_status = g.status AND p.property_type = g.type
       AND p.price_per_m2 IS NOT NULL AND ${scope.sql.replace('?', '?2')} LIMIT 1 OFFSET ${minListings - 1}) IS NOT NULL)`;
  return db
    .prepare(
      `WITH t AS (SELECT county_id, city_id, district_id FROM properties WHERE id = ?1), g(status, type) AS (VALUES ${groups.join(', ')})
       SELECT kind, id, name FROM (
         SELECT 1 AS rank, 'district' AS kind, d.id, 'Budapest ' || d.name AS name FROM t JOIN districts d ON d.id = t.district_id
           WHERE ${hasFigures('p.district_id = d.id', 'properties_district')}
         UNION ALL SELECT 2, 'city', c.id, c.name FROM t JOIN cities c ON c.id = t.city_id WHERE ${hasFigures('p.city_id = c.id', 'properties_city')}
         UNION ALL SELECT 3, 'county', co.id, co.name FROM t JOIN counties co ON co.id = t.county_id AND co.kind = 'county'
           WHERE ${hasFigures('p.city_id IN (SELECT id FROM cities WHERE county_id = co.id)', 'properties_city')}
       ) ORDER BY rank LIMIT 1`,
    )
    .bind(propertyId, scope.value);
}
