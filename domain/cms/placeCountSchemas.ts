/**
 * @module The places a unit has listings in, with how many of each sale status (docs/api/network.md,
 * GET /api/cms/places/counts): what the city multi-select suggests first (zod/mini: the browser
 * reads it too).
 */
import * as z from 'zod/mini';
import { placeOptionSchema } from './networkSchemas';

/** Listings of one sale status in a place; statuses with none are left out. */
const saleStatusCountSchema = z.object({ value: z.int().check(z.minimum(0), z.maximum(2)), count: z.int().check(z.positive()) });

const placeCountSchema = z.extend(placeOptionSchema, { by_sale_status: z.array(saleStatusCountSchema).check(z.maxLength(3)) });
export type PlaceCount = z.infer<typeof placeCountSchema>;

/** Every place of a country's worth of places: far more than any unit's listings lie in. */
const maxPlaceCounts = 10_000;
export const placeCountsSchema = z.array(placeCountSchema).check(z.maxLength(maxPlaceCounts));
