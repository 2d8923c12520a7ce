/**
 * @module Test helper: coordinates for every listing of the test database, deterministic by id, over a patch of
 * Budapest about 20 km across (the demo data's own coordinates may change; these do not). One listing in nine
 * has none, one in five is of 'area' precision. Returns each listing's stored place to check answers against.
 */
import type { LocationPrecision } from '../../domain/listings/listingLocation';

export interface PlacedListing {
  id: number;
  franchise_id: number;
  office_id: number;
  sale_status: number;
  price: number;
  latitude: number | null;
  longitude: number | null;
  location_precision: LocationPrecision | null;
}

/** The patch's corners: every placed listing lies within south–north and west–east. */
export const placedPatch = { south: 47.4, west: 18.95, north: 47.6, east: 19.25 } as const;

/** Places every listing: latitude and longitude from the id through two coprime strides, 6 decimals. */
export async function placeListings(db: D1Database): Promise<PlacedListing[]> {
  const { south, west, north, east } = placedPatch;
  await db
    .prepare(
      `UPDATE properties SET
        latitude = CASE WHEN id % 9 = 0 THEN NULL ELSE round(${south} + ((id * 7919) % 20011) * ${(north - south) / 20_011}, 6) END,
        longitude = CASE WHEN id % 9 = 0 THEN NULL ELSE round(${west} + ((id * 104729) % 30011) * ${(east - west) / 30_011}, 6) END,
        location_precision = CASE WHEN id % 9 = 0 THEN NULL WHEN id % 5 = 0 THEN 'area' WHEN id % 4 = 0 THEN 'street' ELSE 'exact' END`,
    )
    .run();
  const { results } = await db.prepare('SELECT id, franchise_id, office_id, sale_status, price, latitude, longitude, location_precision FROM properties ORDER BY id').all<PlacedListing>();
  return results;
}
