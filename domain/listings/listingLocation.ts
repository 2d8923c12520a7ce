/**
 * @module Where a listing is on the map (issue 37): WGS 84 coordinates and how precise they are. 'exact' is
 * the building, 'street' somewhere on its street, 'area' only the neighbourhood, for owners who do not want the
 * house shown: such a point never leaves the CMS finer than areaGridDegrees (publicLocation).
 */
import * as z from 'zod/mini';

export const locationPrecisions = ['exact', 'street', 'area'] as const;
export type LocationPrecision = (typeof locationPrecisions)[number];

/** A listing's place: both coordinates finite and in range (zod's number is never NaN or ±Infinity). */
export const listingLocationSchema = z.object({
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  precision: z.enum(locationPrecisions),
});
export type ListingLocation = z.infer<typeof listingLocationSchema>;

/**
 * The location field of a CMS answer: null when the CMS sends none (or does not know the field yet), and an
 * invalid one becomes null with a log line, so one bad location never fails its listing's page or its search.
 */
export const answerLocationSchema = z._default(
  z.catch(z.nullable(listingLocationSchema), (ctx) => {
    console.warn('Listing location dropped', ctx.error.issues[0]?.path.join('.') ?? '', ctx.error.issues[0]?.message ?? '');
    return null;
  }),
  null,
);

/** The grid an 'area' location is rounded to: 0.005° is about 550 m north–south and 370 m east–west in Hungary. */
export const areaGridDegrees = 0.005;

/** The finest a location is ever sent: 5 decimals, about a metre. */
const decimals = 1e5;

function roundTo(value: number, step: number): number {
  return Math.round(Math.round(value / step) * step * decimals) / decimals;
}

/**
 * The location as the public may see it: an 'area' point snapped to the areaGridDegrees grid (never finer),
 * an 'exact' or 'street' one at 5 decimals.
 * @example publicLocation({ latitude: 47.51234, longitude: 19.05678, precision: 'area' }) // { latitude: 47.51, longitude: 19.055, precision: 'area' }
 */
export function publicLocation(location: ListingLocation): ListingLocation {
  const step = location.precision === 'area' ? areaGridDegrees : 1 / decimals;
  return { latitude: roundTo(location.latitude, step), longitude: roundTo(location.longitude, step), precision: location.precision };
}

/**
 * A stored location (three nullable columns) as an answer gives it: its public form, or null for none; coordinates
 * out of range, only one of the two, or without a precision are logged and answered as none (the listing is kept).
 */
export function storedLocation(listingId: number, latitude: number | null, longitude: number | null, precision: string | null): ListingLocation | null {
  if (latitude === null && longitude === null && precision === null) return null;
  const parsed = listingLocationSchema.safeParse({ latitude, longitude, precision });
  if (!parsed.success) {
    console.warn('Listing location dropped', listingId, parsed.error.issues[0]?.path.join('.') ?? '', parsed.error.issues[0]?.message ?? '');
    return null;
  }
  return publicLocation(parsed.data);
}
