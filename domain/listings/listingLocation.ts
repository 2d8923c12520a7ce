/**
 * @module Where a listing is on the map (issue 37): how finely its point may be shown. An 'area' point (an
 * owner who does not want the house shown) never leaves the CMS finer than areaGridDegrees (publicLocation).
 */

export const locationPrecisions = ['exact', 'street', 'area'] as const;
export type LocationPrecision = (typeof locationPrecisions)[number];

export interface ListingLocation {
  latitude: number;
  longitude: number;
  precision: LocationPrecision;
}

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
