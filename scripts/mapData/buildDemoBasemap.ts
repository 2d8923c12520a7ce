/**
 * `node --import ./scripts/extensionlessImports.ts scripts/mapData/buildDemoBasemap.ts [--out <file>]
 * [--outlines <file>] [--centres <file>]`: builds the demo's basemap, a small PMTiles archive of vector tiles
 * in the Protomaps basemap schema (so @protomaps/basemaps' style draws it like the production extract),
 * from open data the repository carries (scripts/mapData/README.md):
 * - `earth`: the land of Hungary and its neighbours (Natural Earth 1:10m, world-atlas; public domain);
 * - `boundaries`: the borders between those countries (kind country, kind_detail 2), the outlines of the bigger
 *   settlements (kind_detail 8) and of Budapest's districts (kind_detail 9) (OpenStreetMap, ODbL);
 * - `water`: the Danube through Budapest, a 400 m band along the border of the Buda and the Pest districts,
 *   which runs down the river's middle;
 * - `places`: the settlements with a known centre (GeoNames, CC BY 4.0; kind locality, population_rank).
 * Zooms 0 to 13 (the map overzooms beyond); built at `npm start` and test set-up, never committed.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Feature, FeatureCollection, LineString, MultiPolygon, Point, Polygon, Position } from 'geojson';
import GeoJSONVT, { type LegacyTile } from 'geojson-vt';
import { merge, mesh, type Topology } from 'topojson-client';
import { fromGeojsonVt } from 'vt-pbf';
import * as z from 'zod';
import { cities } from '../../domain/geography/cities';
import { districts } from '../../domain/geography/districts';
import { readCommandLine } from '../tenants/commandLine.ts';
import { projectRoot } from '../projectPaths.ts';
import { outlinePropertiesSchema, settlementCentresSchema } from './mapDataSchemas.ts';
import { type ArchiveTile, writePmtiles } from './pmtilesWriter.ts';

/** Hungary with a margin: the archive's bounds, tiled to the deepest zoom. */
export const hungaryBounds: [number, number, number, number] = [16.1, 45.7, 22.9, 48.6];
export const demoMaxZoom = 13;
/** Below this zoom the tiles cover the neighbours' whole land too (the map zoomed out over Central Europe). */
const wideZoomBelow = 6;
/** Natural Earth's ids (ISO 3166 numeric) of Hungary and its seven neighbours. */
const countryIds = new Set(['348', '040', '703', '804', '642', '688', '191', '705']);
/** The Danube through Budapest is drawn this wide (it is 300–600 m). */
const danubeWidthMetres = 400;

export const demoAttribution =
  '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>, <a href="https://www.naturalearthdata.com/">Natural Earth</a>, <a href="https://www.geonames.org/">GeoNames</a>';

const polygonGeometry = z.union([
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.array(z.number()).min(2))) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(z.array(z.number()).min(2)))) }),
]);
const outlinesSchema = z.object({ features: z.array(z.object({ properties: outlinePropertiesSchema, geometry: polygonGeometry })) });
type Outline = z.infer<typeof outlinesSchema>['features'][number];

/** Protomaps' population_rank: a rank per order of magnitude band, as its places layer sizes labels by. */
function populationRank(population: number): number {
  const thresholds = [1_000_000_000, 100_000_000, 50_000_000, 20_000_000, 10_000_000, 5_000_000, 1_000_000, 500_000, 200_000, 100_000, 50_000, 20_000, 10_000, 5000, 2000, 1000, 200, 0];
  const index = thresholds.findIndex((t) => population >= t);
  return thresholds.length - index - 1;
}

/** Every ring of a polygon or multipolygon. */
function rings(geometry: Outline['geometry']): Position[][] {
  return geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
}

// Metres in a local plane around Budapest, good enough for a few kilometres' geometry.
const metresPerDegreeLat = 111_132;
const metresPerDegreeLng = 111_320 * Math.cos((47.5 * Math.PI) / 180);
const toPlane = ([lng = 0, lat = 0]: Position): [number, number] => [lng * metresPerDegreeLng, lat * metresPerDegreeLat];
const toDegrees = ([x, y]: [number, number]): Position => [x / metresPerDegreeLng, y / metresPerDegreeLat];

function distanceToSegment(p: [number, number], a: [number, number], b: [number, number]): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/**
 * The stretches of the Buda districts' outlines that are also a Pest district's: the Danube's middle line
 * (the two sides meet nowhere else). Vertices within `tolerance` metres of a Pest outline count as shared.
 */
export function budaPestBorder(outlines: readonly Outline[], tolerance = 30): [number, number][][] {
  const side = new Map(districts.map((d) => [d.id, d.side]));
  const ofSide = (s: 'Buda' | 'Pest') => outlines.filter((o) => o.properties.kind === 'district' && side.get(o.properties.districtId ?? 0) === s);
  const pestSegments = ofSide('Pest').flatMap((o) => rings(o.geometry).flatMap((ring) => ring.slice(1).map((p, i) => [toPlane(ring[i] ?? p), toPlane(p)] as const)));
  const chains: [number, number][][] = [];
  for (const outline of ofSide('Buda')) {
    for (const ring of rings(outline.geometry)) {
      const points = ring.slice(0, -1).map(toPlane);
      const shared = points.map((p) => pestSegments.some(([a, b]) => distanceToSegment(p, a, b) <= tolerance));
      // Start the walk where the ring is not shared, so a stretch is never cut in two at the ring's seam.
      const start = shared.indexOf(false);
      if (start < 0) continue;
      let chain: [number, number][] = [];
      for (let k = 1; k <= points.length; k++) {
        const i = (start + k) % points.length;
        const point = points[i];
        if (shared[i] && point) chain.push(point);
        else {
          if (chain.length >= 2) chains.push(chain);
          chain = [];
        }
      }
      if (chain.length >= 2) chains.push(chain);
    }
  }
  return chains;
}

/** A band `width` metres wide along a line (mitred corners, capped), and round-ish ends so bands join. */
export function bandAlong(line: readonly [number, number][], width: number): Polygon[] {
  const half = width / 2;
  const normals = line.slice(1).map((p, i) => {
    const a = line[i] ?? p;
    const length = Math.hypot(p[0] - a[0], p[1] - a[1]) || 1;
    return [-(p[1] - a[1]) / length, (p[0] - a[0]) / length] as [number, number];
  });
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  line.forEach((p, i) => {
    const before = normals[i - 1] ?? normals[i] ?? [0, 0];
    const after = normals[i] ?? before;
    const sum: [number, number] = [before[0] + after[0], before[1] + after[1]];
    const sumLength = Math.hypot(sum[0], sum[1]) || 1;
    const unit: [number, number] = [sum[0] / sumLength, sum[1] / sumLength];
    // The mitre's length, capped at twice the half width so a sharp turn does not spike.
    const scale = half / Math.max(0.5, unit[0] * after[0] + unit[1] * after[1]);
    left.push([p[0] + unit[0] * scale, p[1] + unit[1] * scale]);
    right.push([p[0] - unit[0] * scale, p[1] - unit[1] * scale]);
  });
  const ring = [...left, ...right.reverse()];
  const closed = (points: [number, number][]) => [...points, points[0] ?? [0, 0]].map(toDegrees);
  const cap = (centre: [number, number]) =>
    closed(Array.from({ length: 12 }, (_, k) => [centre[0] + half * Math.cos((k * Math.PI) / 6), centre[1] + half * Math.sin((k * Math.PI) / 6)] as [number, number]));
  const ends = [line[0], line.at(-1)].filter((p): p is [number, number] => p !== undefined);
  return [{ type: 'Polygon', coordinates: [closed(ring)] }, ...ends.map((end): Polygon => ({ type: 'Polygon', coordinates: [cap(end)] }))];
}

/** The tiles of zoom `zoom` that cover `bounds` (west, south, east, north). */
function tilesCovering(zoom: number, [west, south, east, north]: [number, number, number, number]): [number, number][] {
  const n = 2 ** zoom;
  const tileX = (lng: number) => Math.min(n - 1, Math.max(0, Math.floor(((lng + 180) / 360) * n)));
  const tileY = (lat: number) => {
    const radians = (lat * Math.PI) / 180;
    return Math.min(n - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n)));
  };
  const covering: [number, number][] = [];
  for (let x = tileX(west); x <= tileX(east); x++) for (let y = tileY(north); y <= tileY(south); y++) covering.push([x, y]);
  return covering;
}

export interface DemoBasemapSources {
  outlines: unknown;
  centres: unknown;
  countries: Topology;
}

/** A layer's features from a zoom on: geojson-vt has no per-feature minimum zoom, so one index per group. */
interface LayerPart {
  layer: string;
  minZoom: number;
  index: GeoJSONVT;
}

/** The demo archive's bytes from its sources (validated: a bad file is named, not half-used). */
export function buildDemoBasemap(sources: DemoBasemapSources): Uint8Array {
  const outlines = outlinesSchema.parse(sources.outlines).features;
  const centres = settlementCentresSchema.parse(sources.centres);
  const countries = sources.countries.objects.countries;
  if (!countries) throw new Error('countries-10m.json has no countries object');
  const ours = countries.geometries.filter((g) => countryIds.has(g.id ?? ''));

  const feature = <G extends Feature['geometry']>(geometry: G, properties: Record<string, string | number>): Feature<G> => ({ type: 'Feature', geometry, properties });
  const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });
  const index = (features: Feature[]) => new GeoJSONVT(collection(features), { maxZoom: demoMaxZoom, indexMaxZoom: 5, tolerance: 2, buffer: 64 });

  const earth = feature<MultiPolygon>(merge(sources.countries, ours), { kind: 'earth' });
  const borders = feature(
    mesh(sources.countries, countries, (a, b) => a !== b && (countryIds.has(a.id ?? '') || countryIds.has(b.id ?? ''))),
    { kind: 'country', kind_detail: 2 },
  );
  const outlineLines = (kind: 'city' | 'district') =>
    outlines
      .filter((o) => o.properties.kind === kind)
      .flatMap((o) =>
        rings(o.geometry).map((ring) =>
          feature<LineString>({ type: 'LineString', coordinates: ring }, {
            kind: 'locality',
            kind_detail: kind === 'city' ? 8 : 9,
            name: o.properties.name,
            ...(o.properties.districtId ? { district_id: o.properties.districtId } : {}),
            ...(o.properties.cityId ? { city_id: o.properties.cityId } : {}),
          }),
        ),
      );
  const danube = budaPestBorder(outlines).flatMap((line) => bandAlong(line, danubeWidthMetres).map((polygon) => feature(polygon, { kind: 'water', name: 'Duna' })));
  const byId = new Map(cities.map((c) => [c.id, c]));
  const places = Object.entries(centres).flatMap(([id, [lat, lng]]) => {
    const city = byId.get(Number(id));
    if (!city) {
      console.error(`settlementCentres: no city ${id} in domain/geography/cities.ts, skipped`);
      return [];
    }
    const rank = populationRank(city.population);
    return [
      feature<Point>({ type: 'Point', coordinates: [lng, lat] }, {
        kind: 'locality',
        name: city.name,
        population: city.population,
        population_rank: rank,
        min_zoom: city.kind === 'capital' ? 2 : rank >= 11 ? 6 : rank >= 9 ? 8 : 10,
        ...(city.kind === 'capital' ? { capital: 'yes' } : {}),
      }),
    ];
  });

  const parts: LayerPart[] = [
    { layer: 'earth', minZoom: 0, index: index([earth]) },
    { layer: 'boundaries', minZoom: 0, index: index([borders]) },
    { layer: 'boundaries', minZoom: 8, index: index(outlineLines('city')) },
    { layer: 'boundaries', minZoom: 10, index: index(outlineLines('district')) },
    ...(danube.length > 0 ? [{ layer: 'water', minZoom: 9, index: index(danube) }] : []),
    { layer: 'places', minZoom: 5, index: index(places) },
  ];
  const wideBounds: [number, number, number, number] = [13, 43.5, 27, 50.5];
  const tiles: ArchiveTile[] = [];
  for (let zoom = 0; zoom <= demoMaxZoom; zoom++) {
    for (const [x, y] of tilesCovering(zoom, zoom < wideZoomBelow ? wideBounds : hungaryBounds)) {
      const layers: Record<string, LegacyTile> = {};
      for (const part of parts) {
        if (zoom < part.minZoom) continue;
        const tile = part.index.getTile(zoom, x, y);
        if (!tile || tile.features.length === 0) continue;
        const existing = layers[part.layer];
        layers[part.layer] = existing ? { features: [...existing.features, ...tile.features] } : tile;
      }
      if (Object.keys(layers).length > 0) tiles.push({ z: zoom, x, y, data: gzipSync(fromGeojsonVt(layers, { version: 2 }), { level: 9 }) });
    }
  }
  const layer = (id: string, fields: Record<string, string>, minzoom: number) => ({ id, fields, minzoom, maxzoom: demoMaxZoom });
  return writePmtiles(tiles, {
    minZoom: 0,
    maxZoom: demoMaxZoom,
    bounds: hungaryBounds,
    center: [19.0402, 47.4979, 10],
    metadata: {
      name: 'Demo basemap of Hungary',
      description: 'Built by scripts/mapData/buildDemoBasemap.ts from Natural Earth and OpenStreetMap data (scripts/mapData/README.md).',
      attribution: demoAttribution,
      type: 'baselayer',
      vector_layers: [
        layer('earth', { kind: 'String' }, 0),
        layer('boundaries', { kind: 'String', kind_detail: 'Number', name: 'String', district_id: 'Number', city_id: 'Number' }, 0),
        ...(danube.length > 0 ? [layer('water', { kind: 'String', name: 'String' }, 9)] : []),
        layer('places', { kind: 'String', name: 'String', population: 'Number', population_rank: 'Number', min_zoom: 'Number', capital: 'String' }, 5),
      ],
    },
  });
}

/** The committed sources' paths. */
export const demoBasemapInputs = {
  outlines: path.join(projectRoot, 'scripts/mapData/placeOutlines.geojson'),
  centres: path.join(projectRoot, 'scripts/mapData/settlementCentres.json'),
  countries: path.join(projectRoot, 'node_modules/world-atlas/countries-10m.json'),
};

/** Reads the sources from their files and builds the archive. */
export async function buildDemoBasemapFrom(files: { outlines: string; centres: string } = demoBasemapInputs): Promise<Uint8Array> {
  const read = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as unknown;
  const [outlines, centres, countries] = await Promise.all([read(files.outlines), read(files.centres), readFile(demoBasemapInputs.countries, 'utf8')]);
  return buildDemoBasemap({ outlines, centres, countries: JSON.parse(countries) as Topology });
}

const usage = 'Usage: node --import ./scripts/extensionlessImports.ts scripts/mapData/buildDemoBasemap.ts [--out <file>] [--outlines <geojson>] [--centres <json>]';

if (import.meta.main) {
  const { values } = readCommandLine({ options: { out: { type: 'string' }, outlines: { type: 'string' }, centres: { type: 'string' } }, allowPositionals: false }, usage);
  const out = values.out ?? 'dist/basemap.pmtiles';
  const started = performance.now();
  const inputs = { outlines: values.outlines ?? demoBasemapInputs.outlines, centres: values.centres ?? demoBasemapInputs.centres };
  const archive = await buildDemoBasemapFrom(inputs).catch((error: unknown) => {
    // A missing or malformed input file: say which, not a stack trace.
    const what = error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : String(error);
    console.error(`The demo basemap's inputs (--outlines ${inputs.outlines}, --centres ${inputs.centres}) cannot be used:\n${what}\n\n${usage}`);
    return process.exit(2);
  });
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, archive);
  console.error(`Demo basemap: ${out}, ${(archive.length / 1024).toFixed(0)} KiB, ${Math.round(performance.now() - started)} ms`);
}
