/**
 * @module The map endpoint's answer (GET /api/site/map, worker/siteApi/mapRoute.ts), read by the CMS contract's
 * schema where it enters the browser: the search's count, how many of it have no place on the map, and either the
 * points (id, latitude, longitude, price label, precision) or, above the endpoint's cap, its grid clusters.
 */
import * as z from 'zod/mini';
import { type PropertyMap, propertyMapSchema } from '../../../../domain/cms/listingSchemas';
import { siteApiPath } from '../../../../domain/site/siteApiPaths';

export type MapAnswer = PropertyMap;

/** A point's precision as the endpoint numbers it: 0 exact, 1 street, 2 only the area (drawn as a circle). */
export const areaPrecision = 2;

/** Why the map has nothing to show: the CMS has no map call (404), or any other failure. */
export class MapUnavailable extends Error {}

/** The map's listings of a search (its query string as the page writes it, no `?`), within `view`'s rectangle at its zoom when given. */
export async function requestMapListings(query: string, view: { bbox: string; zoom: number } | null, signal: AbortSignal): Promise<MapAnswer> {
  const params = new URLSearchParams(query);
  if (view) {
    params.set('bbox', view.bbox);
    params.set('zoom', String(Math.round(view.zoom)));
  }
  const response = await fetch(`${siteApiPath('map')}?${params.toString().replaceAll('%2C', ',').replaceAll('%3B', ';')}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new MapUnavailable(`map endpoint answered ${response.status}`);
  const parsed = z.safeParse(propertyMapSchema, await response.json());
  if (!parsed.success) throw new MapUnavailable('map endpoint answered an unknown shape');
  return parsed.data;
}
