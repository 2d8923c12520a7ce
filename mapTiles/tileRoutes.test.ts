import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { countCalls } from '../worker/test/countCalls';
import { callWorkerSettled } from '../worker/test/tenantRequest';
import { basemapObjectKey } from './r2Source';
import { answerMapTiles } from './tileRoutes';

/** The Budapest tile of a zoom (Deák tér) and its neighbours: each test asks tiles no other asks, so none is an edge-cache hit by accident. */
function budapestTile(zoom: number, dx = 0, dy = 0): string {
  const n = 2 ** zoom;
  const r = (47.4979 * Math.PI) / 180;
  const x = Math.floor(((19.0546 + 180) / 360) * n) + dx;
  const y = Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n) + dy;
  return `/map-tiles/${zoom}/${x}/${y}.mvt`;
}

/** A request to the tile worker as the site forwards it, over `bucket` (counted), run to its end. */
async function ask(path: string, bucket: R2Bucket = env.TEST_BASEMAP, init?: RequestInit) {
  const ctx = createExecutionContext();
  const response = await answerMapTiles(new Request(`http://immo1.localhost:8787${path}`, init), { BASEMAP: bucket }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

// Each test starts from reset local storage (the pool's isolated storage), so the archive goes in before each.
beforeEach(async () => {
  await env.TEST_BASEMAP.put(basemapObjectKey, env.TEST_BASEMAP_ARCHIVE);
});

describe('GET /map-tiles/{z}/{x}/{y}.mvt', () => {
  it('reads the header and root directory once: a later tile is one ranged R2 read of its own bytes', async () => {
    const counted = countCalls(env.TEST_BASEMAP);
    const first = await ask(budapestTile(12), counted.binding);
    expect(first.status).toBe(200);
    const readsForFirst = counted.calls('get');
    // The header with the root directory, the tile (and a leaf directory when the archive has them).
    expect(readsForFirst).toBeGreaterThanOrEqual(2);
    expect((await ask(budapestTile(12, 1), counted.binding)).status).toBe(200);
    expect(counted.calls('get') - readsForFirst).toBe(1);
    expect((await ask(budapestTile(11, 0, 1), counted.binding)).status).toBe(200);
    expect(counted.calls('get') - readsForFirst).toBeLessThanOrEqual(3);
  });

  it('answers a vector tile with its type, a day of browser cache, an ETag of the archive version, then 304 for that ETag and from the edge cache without R2', async () => {
    const counted = countCalls(env.TEST_BASEMAP);
    const path = budapestTile(13);
    const res = await ask(path, counted.binding);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+-13-\d+-\d+"$/);
    const body = new Uint8Array(await res.arrayBuffer());
    // An uncompressed MVT: a protobuf whose first field is a layer (field 3, wire type 2), not gzip's 1f 8b.
    expect(body[0]).toBe(0x1a);
    expect((await ask(path, counted.binding, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const reads = counted.calls('get');
    const again = await ask(path, counted.binding);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(body);
    expect(counted.calls('get')).toBe(reads);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await ask(budapestTile(10, 1, 1), env.TEST_BASEMAP, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(res.body).toBeNull();
  });

  it('answers 204 for a tile the archive does not hold (outside its area), 404 above its deepest zoom and for an unknown path', async () => {
    const atlantic = await ask('/map-tiles/8/100/90.mvt');
    expect(atlantic.status).toBe(204);
    expect(atlantic.headers.get('cache-control')).toContain('max-age=86400');
    expect((await ask(budapestTile(14))).status).toBe(404);
    expect((await ask('/map-tiles/20/1/1.mvt')).status).toBe(404);
    expect((await ask('/map-tiles/style.json')).status).toBe(404);
    expect((await ask('/map-tiles/1/0/0.png')).status).toBe(404);
  });

  it('answers 400 naming the coordinate for a z, x or y that is not a whole number in range', async () => {
    for (const [path, field] of [
      ['/map-tiles/a/0/0.mvt', 'z'],
      ['/map-tiles/-1/0/0.mvt', 'z'],
      ['/map-tiles/01/0/0.mvt', 'z'],
      ['/map-tiles/3/8/0.mvt', 'x'],
      ['/map-tiles/3/1.5/0.mvt', 'x'],
      ['/map-tiles/3/0/8.mvt', 'y'],
      ['/map-tiles/3/0/1e1.mvt', 'y'],
    ] as const) {
      const res = await ask(path);
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual({ error: 'invalid_tile', field });
    }
  });

  it('answers 503 naming the archive when the bucket has none, never 500, and serves it once it is uploaded', async () => {
    await env.TEST_EMPTY_BASEMAP.delete(basemapObjectKey);
    for (const path of [budapestTile(9), '/map-tiles/basemap.json']) {
      const res = await ask(path, env.TEST_EMPTY_BASEMAP);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await res.json()).toEqual({ error: 'basemap_missing', archive: 'BASEMAP/basemap.pmtiles' });
    }
    await env.TEST_EMPTY_BASEMAP.put(basemapObjectKey, env.TEST_BASEMAP_ARCHIVE);
    expect((await ask(budapestTile(9), env.TEST_EMPTY_BASEMAP)).status).toBe(200);
    await env.TEST_EMPTY_BASEMAP.delete(basemapObjectKey);
  });
});

describe('GET /map-tiles/basemap.json', () => {
  it("answers TileJSON 3.0 with the tiles' absolute URL on the request's origin, the archive's zooms, bounds and layers, and OpenStreetMap's attribution", async () => {
    const res = await ask('/map-tiles/basemap.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const tileJson = (await res.json()) as Record<string, unknown>;
    expect(tileJson).toMatchObject({
      tilejson: '3.0.0',
      tiles: ['http://immo1.localhost:8787/map-tiles/{z}/{x}/{y}.mvt'],
      minzoom: 0,
      maxzoom: 13,
      bounds: [16.1, 45.7, 22.9, 48.6],
      center: [19.0402, 47.4979, 10],
    });
    expect(tileJson.attribution).toContain('<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>');
    expect(tileJson.attribution).toContain('Natural Earth');
    expect((tileJson.vector_layers as { id: string }[]).map((l) => l.id)).toEqual(['earth', 'boundaries', 'water', 'places']);
  });
});

describe('the site forwards /map-tiles/* to the tile worker (MAP_TILES)', () => {
  it("answers the TileJSON and a tile on a tenant's host, with the site's security headers", async () => {
    const tileJson = await callWorkerSettled('immo1.localhost', '/map-tiles/basemap.json');
    expect(tileJson.status).toBe(200);
    expect(((await tileJson.json()) as { tiles: string[] }).tiles).toEqual(['http://immo1.localhost/map-tiles/{z}/{x}/{y}.mvt']);
    const tile = await callWorkerSettled('immo1.localhost', budapestTile(8));
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(tile.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await callWorkerSettled('immo1.localhost', budapestTile(8), { method: 'HEAD' })).status).toBe(200);
  });
});
