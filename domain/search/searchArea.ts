/**
 * @module The search area (issue 37): a polygon drawn on the map, or the map's visible rectangle, as the
 * `area` filter parameter (`lat,lng;lat,lng;…`, 3 to 40 vertices, not closed); the map's view as the
 * `map` parameter and the map endpoint's `bbox` and `zoom`. Each is read from text here and written back in
 * one canonical form (5 decimals at most, no trailing zeros), so one area has one URL and one cache key, and
 * the SQL (backOffice/cms/search/searchQuery.ts) can write its numbers as literals. No zod: the browser imports it.
 */

/** A point as [latitude, longitude] in WGS 84 degrees. */
export type LatLng = readonly [number, number];

/** A search area: its vertices in drawing order, the last not repeating the first. */
export type SearchArea = readonly LatLng[];

/** The bounds every area lies in: around Hungary, with its border regions. */
export const areaBounds = { minLatitude: 45, maxLatitude: 49, minLongitude: 15.5, maxLongitude: 23.5 } as const;
export const areaVertexLimits = { min: 3, max: 40 } as const;
/** The search address's parameter of the area. */
export const areaParam = 'area';

/** A rectangle of the map: south, west, north, east. */
export interface Bbox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Zooms of a web map: 0 (the world) to 20 (a building). */
export const zoomLimits = { min: 0, max: 20 } as const;

/** A coordinate as typed: at most 5 decimals (about a metre), no sign, no exponent. */
const coordinatePattern = /^-?\d{1,3}(?:\.\d{1,5})?$/;

/**
 * A coordinate in the one form the URL and the SQL write it: at most 5 decimals, no trailing zeros.
 * @example coordinateText(47.5) // '47.5'
 */
export function coordinateText(value: number): string {
  return value.toFixed(5).replace(/\.?0+$/, '');
}

/** A coordinate, or undefined when the text is not one within [min, max]. */
function readCoordinate(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim();
  if (!coordinatePattern.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/**
 * Reads an area; a string says what is wrong (in English, for the 400 naming `area`).
 * @example parseArea('47.5,19;47.6,19.1;47.5,19.2') // [[47.5, 19], [47.6, 19.1], [47.5, 19.2]]
 */
export function parseArea(text: string): SearchArea | string {
  const parts = text.split(';');
  if (parts.length < areaVertexLimits.min || parts.length > areaVertexLimits.max) {
    return `must have ${areaVertexLimits.min} to ${areaVertexLimits.max} vertices as lat,lng;lat,lng;…`;
  }
  const { minLatitude, maxLatitude, minLongitude, maxLongitude } = areaBounds;
  const vertices: LatLng[] = [];
  for (const part of parts) {
    const [lat, lng, extra] = part.split(',');
    const latitude = lat === undefined ? undefined : readCoordinate(lat, minLatitude, maxLatitude);
    const longitude = lng === undefined ? undefined : readCoordinate(lng, minLongitude, maxLongitude);
    if (extra !== undefined || latitude === undefined || longitude === undefined) {
      return `"${part.slice(0, 40)}" is not a vertex lat,lng with latitude ${minLatitude}–${maxLatitude} and longitude ${minLongitude}–${maxLongitude}, at most 5 decimals each`;
    }
    vertices.push([latitude, longitude]);
  }
  const first = vertices[0];
  const last = vertices.at(-1);
  if (first && last && first[0] === last[0] && first[1] === last[1]) return 'must not repeat its first vertex at the end';
  return vertices;
}

/**
 * An area as the URL writes it.
 * @example areaText([[47.5, 19], [47.6, 19.1], [47.5, 19.2]]) // '47.5,19;47.6,19.1;47.5,19.2'
 */
export function areaText(area: SearchArea): string {
  return area.map(([lat, lng]) => `${coordinateText(lat)},${coordinateText(lng)}`).join(';');
}

/** The smallest rectangle holding the area. */
export function areaBbox(area: SearchArea): Bbox {
  const lats = area.map((v) => v[0]);
  const lngs = area.map((v) => v[1]);
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
}

/**
 * The even-odd rule: true when a ray from the point crosses the area's edges an odd number of times. The
 * SQL writes the same test, edge by edge, with the same arithmetic (backOffice/cms/search/searchQuery.ts areaCondition).
 */
export function areaContains(area: SearchArea, latitude: number, longitude: number): boolean {
  let inside = false;
  area.forEach(([yi, xi], i) => {
    const [yj, xj] = area.at(i - 1) ?? [yi, xi];
    if (yi > latitude === yj > latitude) return;
    // The edge's longitude at the point's latitude, compared without dividing: multiplied by (yj - yi), whose sign turns the comparison.
    const left = (longitude - xi) * (yj - yi);
    const right = (xj - xi) * (latitude - yi);
    if (yj > yi ? left < right : left > right) inside = !inside;
  });
  return inside;
}

/**
 * Reads the map endpoint's `bbox` (south,west,north,east; south below north, west below east).
 * @example parseBbox('47.4,18.9,47.6,19.3') // { south: 47.4, west: 18.9, north: 47.6, east: 19.3 }
 */
export function parseBbox(text: string): Bbox | string {
  const numbers = text.split(',').map((part) => {
    const trimmed = part.trim();
    return coordinatePattern.test(trimmed) ? Number(trimmed) : Number.NaN;
  });
  const [south, west, north, east] = numbers;
  if (numbers.length !== 4 || south === undefined || west === undefined || north === undefined || east === undefined || numbers.some(Number.isNaN)) {
    return 'must be south,west,north,east in degrees, at most 5 decimals each';
  }
  if (south < -90 || north > 90 || west < -180 || east > 180) return 'must lie within latitude -90–90 and longitude -180–180';
  if (south > north || west > east) return 'must have south below north and west below east';
  return { south, west, north, east };
}

/** A bbox as the endpoint's canonical query writes it. */
export function bboxText(bbox: Bbox): string {
  return [bbox.south, bbox.west, bbox.north, bbox.east].map(coordinateText).join(',');
}

/**
 * Reads a zoom: 0 to 20 with at most one decimal.
 * @example parseZoom('12.5') // 12.5
 */
export function parseZoom(text: string): number | string {
  const trimmed = text.trim();
  if (!/^\d{1,2}(?:\.\d)?$/.test(trimmed) || Number(trimmed) > zoomLimits.max) return `must be a number from ${zoomLimits.min} to ${zoomLimits.max} with at most one decimal`;
  return Number(trimmed);
}

/** The most listings the map endpoint sends as points; past it, grid clusters (5,000 points are about 80 kB gzipped). */
export const maxMapPoints = 5_000;

/** The zoom the clusters' grid takes when the request gives none: Hungary's whole on a phone. */
export const defaultClusterZoom = 7;

/**
 * The side of a cluster's grid cell in degrees: an eighth of a map tile's width at the zoom (about 32 px).
 * @example clusterCellDegrees(7) // 0.3515625
 */
export function clusterCellDegrees(zoom: number): number {
  return 360 / 2 ** Math.floor(zoom) / 8;
}

/** The map's view in the page's URL (`map=lat,lng,zoom`): read in the browser only, never part of the cache key. */
export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

/**
 * Reads the `map` parameter, or null when it is not one (the view then fits the results).
 * @example parseMapView('47.49791,19.04023,12.5') // { latitude: 47.49791, longitude: 19.04023, zoom: 12.5 }
 */
export function parseMapView(text: string): MapView | null {
  const [lat, lng, zoomText, extra] = text.split(',');
  if (lat === undefined || lng === undefined || zoomText === undefined || extra !== undefined) return null;
  const latitude = readCoordinate(lat, -90, 90);
  const longitude = readCoordinate(lng, -180, 180);
  const zoom = parseZoom(zoomText);
  return latitude === undefined || longitude === undefined || typeof zoom === 'string' ? null : { latitude, longitude, zoom };
}

/**
 * The `map` parameter's value for a view.
 * @example mapViewText({ latitude: 47.497912, longitude: 19.040235, zoom: 12.53 }) // '47.49791,19.04024,12.5'
 */
export function mapViewText(view: MapView): string {
  return `${coordinateText(view.latitude)},${coordinateText(view.longitude)},${Math.round(view.zoom * 10) / 10}`;
}
