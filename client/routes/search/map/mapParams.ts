/**
 * @module The values the map view writes into the search's address and reads back (the page's
 * mapAddress.ts names the parameters), in the map's terms ({ lat, lng }): the camera and the area, read and
 * written by the search's own rules (domain/search/searchArea.ts), an area clamped first into the bounds the
 * search accepts (a visible rectangle may reach beyond them). Loaded with the map's panel only.
 */
import { areaBounds, areaParam, areaText, mapViewText, parseArea, parseMapView } from '../../../../domain/search/searchArea';
import { mapViewParam } from '../../../../domain/search/searchFilterQuery';

export { areaVertexLimits } from '../../../../domain/search/searchArea';

/** The camera (`map`) and the search area (`area`) of the address shown, as written there. */
export function readShownMapAddress(): { camera: string | null; area: string | null } {
  const shown = new URLSearchParams(window.location.search);
  return { camera: shown.get(mapViewParam), area: shown.get(areaParam) };
}

export interface MapPosition {
  lat: number;
  lng: number;
  zoom: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The camera as the address writes it. */
export function formatMapPosition({ lat, lng, zoom }: MapPosition): string {
  return mapViewText({ latitude: clamp(lat, -85, 85), longitude: clamp(lng, -180, 180), zoom: clamp(zoom, 0, 20) });
}

/** The camera of a `map` value; null when it is not one. */
export function parseMapPosition(text: string | null): MapPosition | null {
  const view = text === null ? null : parseMapView(text);
  return view && { lat: view.latitude, lng: view.longitude, zoom: view.zoom };
}

/** An area as the address writes it, each vertex clamped into the area's bounds. */
export function formatArea(vertices: readonly LatLng[]): string {
  const { minLatitude, maxLatitude, minLongitude, maxLongitude } = areaBounds;
  return areaText(vertices.map(({ lat, lng }) => [clamp(lat, minLatitude, maxLatitude), clamp(lng, minLongitude, maxLongitude)] as const));
}

/** The vertices of an `area` value for drawing it; null for none or one the search refuses. */
export function readArea(text: string | null): LatLng[] | null {
  const area = text === null ? null : parseArea(text);
  return area === null || typeof area === 'string' ? null : area.map(([lat, lng]) => ({ lat, lng }));
}

/** The visible rectangle as an area: its 4 corners, clockwise from the south-west. */
export function rectangleArea({ south, west, north, east }: { south: number; west: number; north: number; east: number }): string {
  return formatArea([
    { lat: south, lng: west },
    { lat: north, lng: west },
    { lat: north, lng: east },
    { lat: south, lng: east },
  ]);
}
