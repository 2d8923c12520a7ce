/**
 * @module The shapes of the map's committed open data (README.md here, written by importOpenData.ts), as the
 * demo listings' placement (scripts/demo-data/listingLocations.ts) and the demo basemap (buildDemoBasemap.ts)
 * both read them.
 */
import * as z from 'zod';
import { areaBounds } from '../../domain/search/searchArea.ts';

/** A feature's properties in placeOutlines.geojson: a Budapest district's or a settlement's outline. */
export const outlinePropertiesSchema = z.object({
  kind: z.enum(['district', 'city']),
  districtId: z.number().int().min(1).max(23).optional(),
  cityId: z.number().int().positive().optional(),
  name: z.string().min(1).max(100),
});

/** settlementCentres.json: each place's [latitude, longitude] by city id, around Hungary (the search area's bounds). */
export const settlementCentresSchema = z.record(
  z.string().regex(/^[1-9][0-9]*$/),
  z.tuple([z.number().min(areaBounds.minLatitude).max(areaBounds.maxLatitude), z.number().min(areaBounds.minLongitude).max(areaBounds.maxLongitude)]),
);
