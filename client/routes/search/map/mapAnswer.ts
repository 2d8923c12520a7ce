/**
 * @module The map endpoint's answer (GET /api/site/map, worker/siteApi), read by its schema where it enters
 * the browser: the search's count, how many of it have no place on the map, and either the points (id,
 * latitude, longitude, price label, precision) or, above the endpoint's cap, its grid clusters.
 */
import * as z from 'zod/mini';

/** A point's precision as the endpoint numbers it: 0 exact, 1 street, 2 only the area (drawn as a circle). */
export const areaPrecision = 2;

export const mapAnswerSchema = z.object({
  total: z.int().check(z.nonnegative()),
  notOnMap: z.int().check(z.nonnegative()),
  points: z.array(z.tuple([z.int(), z.number(), z.number(), z.string(), z.int()])),
  clusters: z.array(z.tuple([z.number(), z.number(), z.int()])),
});
export type MapAnswer = z.infer<typeof mapAnswerSchema>;

/** Why the map has nothing to show: the CMS has no map call (404), or any other failure. */
export class MapUnavailable extends Error {}

/** The map's listings of a search (its query string, no `?`), within `bbox` at `zoom` when given. */
export async function requestMapListings(query: string, view: { bbox: string; zoom: number } | null, signal: AbortSignal): Promise<MapAnswer> {
  const params = new URLSearchParams(query);
  // The page's own parameters are not the search's: the endpoint answers the whole filter, unpaged.
  for (const own of ['view', 'map', 'page']) params.delete(own);
  if (view) {
    params.set('bbox', view.bbox);
    params.set('zoom', String(Math.round(view.zoom)));
  }
  const response = await fetch(`/api/site/map?${params.toString().replaceAll('%2C', ',').replaceAll('%3B', ';')}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new MapUnavailable(`map endpoint answered ${response.status}`);
  const parsed = z.safeParse(mapAnswerSchema, await response.json());
  if (!parsed.success) throw new MapUnavailable('map endpoint answered an unknown shape');
  return parsed.data;
}
