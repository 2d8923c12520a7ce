import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { PMTiles } from 'pmtiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { bytesSource } from './archiveInMemory.ts';
import { buildDemoBasemapFrom, demoMaxZoom, hungaryBounds } from './buildDemoBasemap.ts';

/** The tile of `zoom` holding a point. */
function tileAt(zoom: number, lat: number, lng: number): { x: number; y: number; px: number; py: number } {
  const n = 2 ** zoom;
  const fx = ((lng + 180) / 360) * n;
  const r = (lat * Math.PI) / 180;
  const fy = ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n;
  return { x: Math.floor(fx), y: Math.floor(fy), px: (fx - Math.floor(fx)) * 4096, py: (fy - Math.floor(fy)) * 4096 };
}

/** Even-odd test of a point against a feature's rings (tile coordinates). */
function inside(rings: { x: number; y: number }[][], px: number, py: number): boolean {
  let odd = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [a, b] = [ring[i], ring[j]];
      if (a && b && a.y > py !== b.y > py && px < ((b.x - a.x) * (py - a.y)) / (b.y - a.y) + a.x) odd = !odd;
    }
  }
  return odd;
}

let archive: PMTiles;
async function decodedTile(zoom: number, lat: number, lng: number) {
  const { x, y, px, py } = tileAt(zoom, lat, lng);
  const tile = await archive.getZxy(zoom, x, y);
  if (!tile) throw new Error(`no tile ${zoom}/${x}/${y}`);
  return { layers: new VectorTile(new PbfReader(new Uint8Array(tile.data))).layers, px, py };
}

beforeAll(async () => {
  archive = new PMTiles(bytesSource(await buildDemoBasemapFrom()));
});

describe('buildDemoBasemap', () => {
  it('writes a PMTiles v3 archive of gzipped vector tiles, zooms 0 to 13 over Hungary, that the pmtiles reader reads back', async () => {
    const header = await archive.getHeader();
    expect(header).toMatchObject({ specVersion: 3, tileType: 1, tileCompression: 2, internalCompression: 2, minZoom: 0, maxZoom: demoMaxZoom, clustered: true });
    expect([header.minLon, header.minLat, header.maxLon, header.maxLat]).toEqual(hungaryBounds);
    // Deduplicated: most deep tiles are plain land, stored once.
    expect(header.numTileContents).toBeLessThan(header.numAddressedTiles / 2);
  });

  it('names its sources in the metadata: OpenStreetMap linked to its copyright page, Natural Earth and GeoNames, and the layers of the Protomaps schema', async () => {
    const metadata = (await archive.getMetadata()) as { attribution: string; vector_layers: { id: string }[] };
    expect(metadata.attribution).toContain('<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>');
    expect(metadata.attribution).toContain('Natural Earth');
    expect(metadata.attribution).toContain('GeoNames');
    expect(metadata.vector_layers.map((l) => l.id)).toEqual(['earth', 'boundaries', 'water', 'places']);
  });

  it("draws Budapest's district boundaries (kind_detail 9) at zoom 12, on land", async () => {
    const { layers } = await decodedTile(12, 47.4979, 19.0546);
    expect(layers.earth?.feature(0).properties).toEqual({ kind: 'earth' });
    const boundaries = layers.boundaries;
    if (!boundaries) throw new Error('no boundaries layer');
    const districtIds = new Set(Array.from({ length: boundaries.length }, (_, i) => boundaries.feature(i).properties).filter((p) => p.kind_detail === 9).map((p) => p.district_id));
    // Belváros (V), Terézváros (VI), Erzsébetváros (VII), the Castle (I) meet around Deák tér.
    for (const id of [1, 5, 6, 7]) expect(districtIds).toContain(id);
  });

  it('carries the Danube through Budapest as water: mid-river at the Chain Bridge is water, Deák tér and the Castle are not', async () => {
    const water = async (lat: number, lng: number) => {
      const { layers, px, py } = await decodedTile(12, lat, lng);
      const layer = layers.water;
      if (!layer) return false;
      return Array.from({ length: layer.length }, (_, i) => layer.feature(i)).some((f) => f.properties.kind === 'water' && inside(f.loadGeometry(), px, py));
    };
    expect(await water(47.4989, 19.0453)).toBe(true);
    expect(await water(47.504, 19.043)).toBe(true); // off the Parliament
    expect(await water(47.478, 19.064)).toBe(true); // at Petőfi Bridge
    expect(await water(47.4979, 19.0546)).toBe(false);
    expect(await water(47.4962, 19.0396)).toBe(false);
  });

  it('places settlements as localities with a population rank, Budapest as the capital', async () => {
    const { layers } = await decodedTile(8, 47.4979, 19.0402);
    const places = layers.places;
    if (!places) throw new Error('no places layer');
    const budapest = Array.from({ length: places.length }, (_, i) => places.feature(i).properties).find((p) => p.name === 'Budapest');
    expect(budapest).toMatchObject({ kind: 'locality', capital: 'yes' });
    expect(budapest?.population_rank).toBeGreaterThan(10);
  });

  it('leaves no hole in Hungary: a tile of the Great Plain at the deepest zoom is land', async () => {
    const { layers } = await decodedTile(demoMaxZoom, 46.9, 20.3);
    expect(layers.earth?.length).toBe(1);
  });
});
