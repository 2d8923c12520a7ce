/**
 * @module The values the map view writes into the search's address and reads back (the page's
 * mapAddress.ts names the parameters): the camera `<lat>,<lng>,<zoom>` and the area `lat,lng;…` (the drawn
 * or visible area, a filter the search checks in domain/search). Loaded with the map's panel only.
 */

/** The area filter's bounds (around Hungary) and its vertex limits: the search refuses anything else. */
export const areaBounds = { south: 45, north: 49, west: 15.5, east: 23.5 } as const;
export const maxAreaVertices = 40;

export interface MapPosition {
  lat: number;
  lng: number;
  zoom: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

const fixed = (value: number, decimals: number) => String(Number(value.toFixed(decimals)));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The camera as the address writes it: 5 decimals, the zoom with 1. */
export function formatMapPosition({ lat, lng, zoom }: MapPosition): string {
  return `${fixed(lat, 5)},${fixed(lng, 5)},${fixed(clamp(zoom, 0, 20), 1)}`;
}

/** The camera of a `map` value; null for anything that is not three numbers in range. */
export function parseMapPosition(text: string | null): MapPosition | null {
  if (text === null || text.length > 40) return null;
  const parts = text.split(',');
  if (parts.length !== 3 || parts.some((part) => !/^-?\d{1,3}(\.\d+)?$/.test(part))) return null;
  const [lat, lng, zoom] = parts.map(Number) as [number, number, number];
  if (Math.abs(lat) > 85 || Math.abs(lng) > 180 || zoom < 0 || zoom > 20) return null;
  return { lat, lng, zoom };
}

/** An area as the address writes it: `lat,lng;lat,lng;…`, 5 decimals, clamped into the area's bounds. */
export function formatArea(vertices: readonly LatLng[]): string {
  return vertices
    .map(({ lat, lng }) => `${fixed(clamp(lat, areaBounds.south, areaBounds.north), 5)},${fixed(clamp(lng, areaBounds.west, areaBounds.east), 5)}`)
    .join(';');
}

/** The vertices of an `area` value for drawing it; null for a value the search would refuse anyway. */
export function parseArea(text: string | null): LatLng[] | null {
  if (text === null || text.length > 1000) return null;
  const vertices = text.split(';').map((pair) => pair.split(',').map(Number));
  if (vertices.length < 3 || vertices.length > maxAreaVertices) return null;
  if (vertices.some((v) => v.length !== 2 || v.some((n) => !Number.isFinite(n)))) return null;
  return vertices.map(([lat, lng]) => ({ lat: lat as number, lng: lng as number }));
}

/** The visible rectangle as an area: its 4 corners, clockwise from the south-west. */
export function rectangleArea(bounds: { south: number; west: number; north: number; east: number }): string {
  const { south, west, north, east } = bounds;
  return formatArea([
    { lat: south, lng: west },
    { lat: north, lng: west },
    { lat: north, lng: east },
    { lat: south, lng: east },
  ]);
}
