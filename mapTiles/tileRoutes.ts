/**
 * @module The basemap's two routes, on every tenant host (the site forwards GET and HEAD /map-tiles/*):
 * `/map-tiles/basemap.json`, the TileJSON 3.0 the map's style names as its source, and
 * `/map-tiles/{z}/{x}/{y}.mvt`, one vector tile of the archive, cached at the edge per archive version.
 */
import type { Header, PMTiles } from 'pmtiles';
import * as z from 'zod';
import { basemapReader, forgetBasemapReader } from './basemapArchive';
import { MissingArchive, basemapObjectKey } from './r2Source';

export interface MapTilesEnv {
  BASEMAP: R2Bucket;
}

/** Who made the map's data, as the licences ask (OpenStreetMap's ODbL: "© OpenStreetMap contributors", linked). */
export const osmAttribution = '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>';

/** Tiles change only with a new archive; their URL does not say which, so a browser keeps one a day and revalidates. */
const tileCacheControl = 'public, max-age=86400, stale-while-revalidate=604800';
const tileJsonCacheControl = 'public, max-age=3600';
const mvtType = 'application/vnd.mapbox-vector-tile';

/** The part of the archive's JSON metadata the TileJSON passes on (Protomaps' builds and ours write these). */
const metadataSchema = z.object({
  name: z.string().max(200).optional(),
  attribution: z.string().max(2000).optional(),
  vector_layers: z.array(z.looseObject({ id: z.string().max(100) })).max(100).optional(),
});
type ArchiveMetadata = z.infer<typeof metadataSchema>;

/** The metadata per archive version (etag), read once per isolate. */
const metadataByEtag = new Map<string, ArchiveMetadata>();

async function archiveMetadata(reader: PMTiles, header: Header): Promise<ArchiveMetadata> {
  const known = metadataByEtag.get(header.etag ?? '');
  if (known) return known;
  const parsed = metadataSchema.safeParse(await reader.getMetadata());
  // A metadata block we cannot read still leaves a usable map: the tiles do not depend on it.
  if (!parsed.success) console.error('The basemap archive has unreadable metadata', parsed.error.message);
  const metadata = parsed.success ? parsed.data : {};
  metadataByEtag.clear();
  metadataByEtag.set(header.etag ?? '', metadata);
  return metadata;
}

/** The archive's attribution with OpenStreetMap's required one first when the archive leaves its link out. */
function attributionOf(metadata: ArchiveMetadata): string {
  const own = metadata.attribution?.trim() ?? '';
  return own.includes('openstreetmap.org/copyright') ? own : [osmAttribution, own].filter(Boolean).join(' ');
}

const json = (body: object, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** One tile coordinate: a decimal integer without leading zeros, at most `digits` long; null otherwise. */
function coordinate(text: string, digits: number): number | null {
  return new RegExp(`^(0|[1-9][0-9]{0,${digits - 1}})$`).test(text) ? Number(text) : null;
}

async function tileJson(url: URL, reader: PMTiles): Promise<Response> {
  const header = await reader.getHeader();
  const metadata = await archiveMetadata(reader, header);
  return json(
    {
      tilejson: '3.0.0',
      name: metadata.name ?? 'basemap',
      scheme: 'xyz',
      tiles: [`${url.origin}/map-tiles/{z}/{x}/{y}.mvt`],
      minzoom: header.minZoom,
      maxzoom: header.maxZoom,
      bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
      center: [header.centerLon, header.centerLat, header.centerZoom],
      attribution: attributionOf(metadata),
      vector_layers: metadata.vector_layers ?? [],
    },
    200,
    { 'cache-control': tileJsonCacheControl },
  );
}

async function tile(request: Request, url: URL, reader: PMTiles, ctx: ExecutionContext, parts: [string, string, string]): Promise<Response> {
  const [zoom, x, y] = [coordinate(parts[0], 2), coordinate(parts[1], 10), coordinate(parts[2], 10)];
  if (zoom === null) return json({ error: 'invalid_tile', field: 'z' }, 400);
  if (x === null) return json({ error: 'invalid_tile', field: 'x' }, 400);
  if (y === null) return json({ error: 'invalid_tile', field: 'y' }, 400);
  const header = await reader.getHeader();
  if (zoom < header.minZoom || zoom > header.maxZoom) return json({ error: 'not_found' }, 404);
  if (x >= 2 ** zoom) return json({ error: 'invalid_tile', field: 'x' }, 400);
  if (y >= 2 ** zoom) return json({ error: 'invalid_tile', field: 'y' }, 400);
  const etag = `"${header.etag ?? 'archive'}-${zoom}-${x}-${y}"`;
  const headers = { 'content-type': mvtType, 'cache-control': tileCacheControl, etag };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const head = (answer: Response) => (request.method === 'HEAD' ? new Response(null, answer) : answer);
  // Keyed by the archive's version: a new archive is a new set of keys, nothing stale to purge.
  const cacheKey = `${url.origin}/map-tiles/${encodeURIComponent(header.etag ?? 'archive')}/${zoom}/${x}/${y}.mvt`;
  const cached = await caches.default.match(cacheKey);
  if (cached) return head(cached);
  const found = await reader.getZxy(zoom, x, y);
  const answer = found && found.data.byteLength > 0 ? new Response(found.data, { headers }) : new Response(null, { status: 204, headers });
  // An empty tile is not put in the cache (the Cache API refuses a 204); its directory lookup is in memory anyway.
  if (answer.status === 200) ctx.waitUntil(caches.default.put(cacheKey, answer.clone()).catch((error: unknown) => console.error('Tile not cached', error)));
  return head(answer);
}

/** Answers a request the site forwarded under /map-tiles/. */
export async function answerMapTiles(request: Request, env: MapTilesEnv, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== 'GET' && request.method !== 'HEAD') return json({ error: 'method_not_allowed' }, 405, { allow: 'GET, HEAD' });
  const tilePath = /^\/map-tiles\/([^/]{1,12})\/([^/]{1,12})\/([^/]{1,12})\.mvt$/.exec(url.pathname);
  if (url.pathname !== '/map-tiles/basemap.json' && !tilePath) return json({ error: 'not_found' }, 404);
  try {
    const reader = await basemapReader(env.BASEMAP);
    const answer = tilePath ? await tile(request, url, reader, ctx, [tilePath[1] ?? '', tilePath[2] ?? '', tilePath[3] ?? '']) : await tileJson(url, reader);
    return answer;
  } catch (error) {
    if (!(error instanceof MissingArchive)) throw error;
    forgetBasemapReader(env.BASEMAP);
    console.error(error.message);
    return json({ error: 'basemap_missing', archive: `BASEMAP/${basemapObjectKey}` }, 503, { 'retry-after': '60' });
  }
}
