/**
 * @module Where a demo listing is on the map (issue 37, docs/demo-data.md "Locations"): a Budapest listing
 * anywhere inside its district's OSM outline but off the Danube and its uninhabited islands; any other
 * inside its settlement's outline where one is carried, near the settlement's GeoNames centre, denser in the
 * middle, on the land side of a lake or river beside the centre. Each listing draws from its own stream
 * (seed and id), so the listings' other fields stay as they were and the first N of a run stay the same.
 */
import * as z from 'zod';
import { budapestCityId, type City, citiesByName, districtsById } from '../../domain/geography/index';
import { hashSeed } from '../../domain/helpers/seededRandom';
import type { LocationPrecision } from '../../domain/listings/listingLocation';
import { createRng, type Rng, weightedPicker } from './random';
// Imported, not read from disk: the worker tests run this generator inside workerd to know what the demo D1 holds.
import placeOutlines from '../mapData/placeOutlines.geojson';
import { outlinePropertiesSchema, settlementCentresSchema } from '../mapData/mapDataSchemas.ts';
import centres from '../mapData/settlementCentres.json' with { type: 'json' };

/** [latitude, longitude], WGS 84. */
export type LatLng = readonly [number, number];

const outlineFeatureSchema = z.object({
  type: z.literal('Feature'),
  properties: outlinePropertiesSchema,
  // GeoJSON rings are [longitude, latitude]; the first ring is the outline, any others are holes.
  geometry: z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.tuple([z.number(), z.number()])).min(4)).min(1) }),
});
const outlinesSchema = z.object({ type: z.literal('FeatureCollection'), features: z.array(outlineFeatureSchema) });

/** A polygon with its bounding box, for a quick "not near it" before walking its edges. */
export interface Outline {
  name: string;
  /** Rings of [latitude, longitude]. */
  rings: readonly (readonly LatLng[])[];
  south: number;
  west: number;
  north: number;
  east: number;
}

function outlineOf(name: string, coordinates: readonly (readonly (readonly [number, number])[])[]): Outline {
  const rings = coordinates.map((ring) => ring.map(([lng, lat]) => [lat, lng] as const));
  const outer = rings[0] ?? [];
  return {
    name,
    rings,
    south: Math.min(...outer.map(([lat]) => lat)),
    north: Math.max(...outer.map(([lat]) => lat)),
    west: Math.min(...outer.map(([, lng]) => lng)),
    east: Math.max(...outer.map(([, lng]) => lng)),
  };
}

const outlines = outlinesSchema.parse(placeOutlines).features;
/** Budapest's districts' outlines, by district id. */
export const districtOutlines: ReadonlyMap<number, Outline> = new Map(
  outlines.flatMap((f) => (f.properties.kind === 'district' && f.properties.districtId !== undefined ? [[f.properties.districtId, outlineOf(f.properties.name, f.geometry.coordinates)] as const] : [])),
);
/** The outlines of the settlements that have one, by city id (Budapest's own is not used: its districts are). */
export const cityOutlines: ReadonlyMap<number, Outline> = new Map(
  outlines.flatMap((f) => (f.properties.kind === 'city' && f.properties.cityId !== undefined ? [[f.properties.cityId, outlineOf(f.properties.name, f.geometry.coordinates)] as const] : [])),
);
/** Settlement centres (GeoNames), by city id; the smallest villages have none. */
export const settlementCentres: ReadonlyMap<number, LatLng> = new Map(Object.entries(settlementCentresSchema.parse(centres)).map(([id, centre]) => [Number(id), centre]));

/** Even-odd point in polygon over every ring (so a hole is outside), after the bounding box. */
export function insideOutline(outline: Outline, [lat, lng]: LatLng): boolean {
  if (lat < outline.south || lat > outline.north || lng < outline.west || lng > outline.east) return false;
  let inside = false;
  for (const ring of outline.rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [latI, lngI] = ring[i] as LatLng;
      const [latJ, lngJ] = ring[j] as LatLng;
      if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI) inside = !inside;
    }
  }
  return inside;
}

const metresPerDegreeLat = 111_320;
const metresPerDegreeLng = (lat: number) => metresPerDegreeLat * Math.cos((lat * Math.PI) / 180);

/** Metres east and north of `from` (a flat approximation: good to a metre over a few kilometres). */
export function offsetMetres(from: LatLng, to: LatLng): { east: number; north: number } {
  return { east: (to[1] - from[1]) * metresPerDegreeLng(from[0]), north: (to[0] - from[0]) * metresPerDegreeLat };
}

/** The shortest distance in metres from a point to an outline's edges, or Infinity when farther than `within` from its box. */
export function distanceToOutline(outline: Outline, point: LatLng, within: number): number {
  // Metres per degree at the point, once: the outline's vertices are near enough for one scale.
  const ky = metresPerDegreeLat;
  const kx = metresPerDegreeLng(point[0]);
  const dLat = within / ky;
  const dLng = within / kx;
  if (point[0] < outline.south - dLat || point[0] > outline.north + dLat || point[1] < outline.west - dLng || point[1] > outline.east + dLng) return Infinity;
  let bestSquared = Infinity;
  for (const ring of outline.rings) {
    let [lat0, lng0] = ring[0] as LatLng;
    let ax = (lng0 - point[1]) * kx;
    let ay = (lat0 - point[0]) * ky;
    for (let i = 1; i < ring.length; i++) {
      [lat0, lng0] = ring[i] as LatLng;
      const bx = (lng0 - point[1]) * kx;
      const by = (lat0 - point[0]) * ky;
      const dx = bx - ax;
      const dy = by - ay;
      const lengthSquared = dx * dx + dy * dy;
      const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
      const ex = ax + t * dx;
      const ey = ay + t * dy;
      bestSquared = Math.min(bestSquared, ex * ex + ey * ey);
      ax = bx;
      ay = by;
    }
  }
  return Math.sqrt(bestSquared);
}

/** Csepel island (district XXI): the Danube's main branch on its west, the narrower Ráckeve branch on its east. */
const csepel = 21;
const rackeveBranchNeighbours: ReadonlySet<number> = new Set([9, 20, 23]);
/** How far a listing keeps from a border that runs in the Danube: half its width and a little more. */
export const mainBranchBuffer = 250;
export const rackeveBranchBuffer = 100;

/**
 * The borders of district `id` that run in the Danube, with the distance a listing keeps from each: every
 * border between a Buda and a Pest district (the river is their border), and Csepel island's with the others.
 */
function riverBorders(id: number): readonly { outline: Outline; buffer: number }[] {
  const own = districtsById.get(id);
  if (!own) return [];
  return [...districtOutlines].flatMap(([otherId, outline]) => {
    const other = districtsById.get(otherId);
    if (otherId === id || !other) return [];
    const acrossCsepel = id === csepel || otherId === csepel;
    if (other.side === own.side && !acrossCsepel) return [];
    const narrow = acrossCsepel && (rackeveBranchNeighbours.has(id) || rackeveBranchNeighbours.has(otherId));
    return [{ outline, buffer: narrow ? rackeveBranchBuffer : mainBranchBuffer }];
  });
}
/** Each district's river borders, computed once. */
export const riverBordersByDistrict: ReadonlyMap<number, readonly { outline: Outline; buffer: number }[]> = new Map([...districtOutlines.keys()].map((id) => [id, riverBorders(id)]));

/** An area where nobody lives, and how far a listing keeps from its edge. */
export interface ExcludedArea {
  outline: Outline;
  /** Metres; 0 is "not inside". */
  keepOff: number;
}

const west = [[47.5145, 19.0425], [47.516, 19.0415], [47.52, 19.0405], [47.524, 19.041], [47.528, 19.043], [47.532, 19.046], [47.536, 19.0495], [47.5405, 19.0545]] as const;
const east = [[47.5405, 19.057], [47.536, 19.056], [47.532, 19.055], [47.528, 19.054], [47.524, 19.0515], [47.52, 19.049], [47.516, 19.0465], [47.5145, 19.0425]] as const;

/**
 * The Danube's islands in Budapest where nobody lives: no listing on them. Margitsziget is in no district's
 * outline (OSM keeps it apart), so its area is the gap between II/III and XIII, read off the outlines, whose
 * edges run in the river's two branches: a listing keeps 150 m from it (the branches' half width and more),
 * as the 250 m from a district across the river keeps it off the rest. The others lie inside a district and
 * are drawn by hand around the island and its side branch with some margin (approximate), as [lng, lat] rings.
 */
export const uninhabitedIslands: readonly ExcludedArea[] = [
  // Margitsziget (XIII since 2013): a park with two hotels and no homes, from Margaret Bridge to Árpád Bridge.
  { outline: outlineOf('Margitsziget', [[...west, ...east].map(([lat, lng]) => [lng, lat] as const)]), keepOff: 150 },
  // Óbudai-sziget or Hajógyári-sziget (III): the old shipyard, the festival grounds and a park, and the Óbuda branch.
  { outline: outlineOf('Óbudai-sziget', [[[19.0455, 47.54], [19.0425, 47.547], [19.044, 47.557], [19.049, 47.5635], [19.058, 47.561], [19.059, 47.55], [19.0555, 47.541], [19.0455, 47.54]]]), keepOff: 0 },
  // Népsziget and Palotai-sziget (XIII and IV): boatyards, the Újpest harbour and sports grounds.
  { outline: outlineOf('Népsziget és Palotai-sziget', [[[19.061, 47.544], [19.06, 47.556], [19.064, 47.568], [19.076, 47.569], [19.077, 47.556], [19.07, 47.544], [19.061, 47.544]]]), keepOff: 0 },
  // Háros-sziget (XXII): a nature reserve in the main branch off Budafok.
  { outline: outlineOf('Háros-sziget', [[[19.028, 47.419], [19.0255, 47.43], [19.03, 47.44], [19.039, 47.439], [19.04, 47.428], [19.035, 47.418], [19.028, 47.419]]]), keepOff: 0 },
  // Molnár-sziget (XXI): a narrow island in the Ráckeve branch, boathouses and weekend plots, no homes of record.
  { outline: outlineOf('Molnár-sziget', [[[19.08, 47.427], [19.078, 47.439], [19.086, 47.442], [19.09, 47.43], [19.086, 47.425], [19.08, 47.427]]]), keepOff: 0 },
];

/**
 * Settlements with a lake or a river beside their centre: which way the water lies from the centre (a bearing,
 * degrees clockwise from north) and about how far the shore is (metres). A point is kept on the land side of the
 * shore line through that point. Approximate: a shore is not straight, and a town on both banks keeps one.
 */
export const watersides: ReadonlyMap<string, { bearing: number; shore: number }> = new Map(
  (
    [
      // Balaton, south shore: the lake lies north-west to north.
      ['Siófok', 330, 400], ['Zamárdi', 320, 700], ['Szántód', 310, 400], ['Balatonföldvár', 320, 400], ['Balatonszárszó', 330, 500],
      ['Balatonszemes', 330, 500], ['Balatonlelle', 340, 500], ['Balatonboglár', 340, 500], ['Fonyód', 0, 400], ['Balatonfenyves', 340, 600],
      ['Balatonmáriafürdő', 330, 300],
      // Balaton, north shore: the lake lies south-east to south.
      ['Balatonkenese', 200, 300], ['Balatonfűzfő', 200, 500], ['Balatonalmádi', 160, 300], ['Alsóörs', 150, 300], ['Csopak', 140, 800],
      ['Paloznak', 150, 800], ['Balatonfüred', 150, 400], ['Tihany', 90, 300], ['Balatonudvari', 150, 400], ['Zánka', 150, 700],
      ['Révfülöp', 170, 300], ['Badacsonytomaj', 160, 500], ['Balatongyörök', 180, 400], ['Vonyarcvashegy', 160, 500], ['Gyenesdiás', 150, 700],
      ['Keszthely', 120, 600],
      // Velencei-tó, Tisza-tó, Fertő.
      ['Velence', 200, 400], ['Gárdony', 300, 400], ['Sukoró', 180, 600], ['Tiszafüred', 260, 600], ['Poroszló', 90, 1500], ['Abádszalók', 30, 800],
      ['Fertőrákos', 80, 1500],
      // The Danube: its bend, then downstream.
      ['Esztergom', 30, 600], ['Komárom', 0, 500], ['Győr', 10, 400], ['Pilismarót', 0, 400], ['Dömös', 0, 200], ['Visegrád', 30, 150],
      ['Nagymaros', 200, 200], ['Zebegény', 190, 200], ['Verőce', 220, 500], ['Vác', 260, 300], ['Göd', 270, 800], ['Dunakeszi', 270, 1500],
      ['Leányfalu', 90, 300], ['Szentendre', 80, 300], ['Szigetszentmiklós', 90, 1500], ['Ráckeve', 80, 200], ['Dunaújváros', 90, 800],
      ['Paks', 80, 600], ['Baja', 270, 300], ['Mohács', 90, 300],
      // The Tisza.
      ['Tokaj', 170, 300], ['Szolnok', 180, 400], ['Szeged', 100, 400],
    ] as const
  ).map(([name, bearing, shore]) => [name, { bearing, shore }]),
);

/** The watersides' cities, by id (the table is by name, for reading). */
const watersideByCityId: ReadonlyMap<number, { bearing: number; shore: number }> = new Map(
  [...watersides].flatMap(([name, side]) => {
    const city = citiesByName.get(name);
    return city ? [[city.id, side] as const] : [];
  }),
);

/** True when the point is on the land side of the shore line `side` draws beside `centre`. */
export function onLandSide(centre: LatLng, point: LatLng, side: { bearing: number; shore: number }): boolean {
  const { east, north } = offsetMetres(centre, point);
  const radians = (side.bearing * Math.PI) / 180;
  return east * Math.sin(radians) + north * Math.cos(radians) < side.shore;
}

/** How far from its centre a settlement's listings are (metres): a few hundred for a village, about 3 km for a big city. */
export function settlementRadius(population: number): number {
  return Math.min(3200, Math.max(300, 400 * Math.pow(population / 1000, 0.38)));
}

/** A listing's place as the generator knows it. */
export interface PlaceOfListing {
  city: City;
  district: { id: number } | null;
}

/** A demo listing's stored location: three columns, all null for a listing off the map. */
export interface LocationColumns {
  latitude: number | null;
  longitude: number | null;
  location_precision: LocationPrecision | null;
}

const offMap: LocationColumns = { latitude: null, longitude: null, location_precision: null };
/** Most draws tried for one point; a district or settlement that cannot place one within them is a bug (thrown). */
const maxTries = 500;
const precisionPicker = weightedPicker<LocationPrecision>([['area', 8], ['street', 25], ['exact', 67]]);
const fiveDecimals = (value: number) => Math.round(value * 1e5) / 1e5;

/** True for a Budapest point the generator may place in `districtId`: inside it, off the river and the islands. */
export function budapestPointAllowed(districtId: number, point: LatLng): boolean {
  const outline = districtOutlines.get(districtId);
  if (!outline || !insideOutline(outline, point)) return false;
  if (uninhabitedIslands.some(({ outline: island, keepOff }) => insideOutline(island, point) || (keepOff > 0 && distanceToOutline(island, point, keepOff) < keepOff))) return false;
  return (riverBordersByDistrict.get(districtId) ?? []).every(({ outline: other, buffer }) => distanceToOutline(other, point, buffer) >= buffer);
}

function budapestPoint(rng: Rng, districtId: number): LatLng {
  const outline = districtOutlines.get(districtId);
  if (!outline) throw new Error(`district ${districtId} has no outline`);
  for (let i = 0; i < maxTries; i++) {
    const point: LatLng = [fiveDecimals(outline.south + rng.next() * (outline.north - outline.south)), fiveDecimals(outline.west + rng.next() * (outline.east - outline.west))];
    if (budapestPointAllowed(districtId, point)) return point;
  }
  throw new Error(`no point found in district ${districtId}`);
}

/** True for a point the generator may place in a settlement: within its radius of its centre, inside its outline if any, on the land side. */
export function settlementPointAllowed(city: City, centre: LatLng, point: LatLng): boolean {
  const { east, north } = offsetMetres(centre, point);
  if (Math.hypot(east, north) > settlementRadius(city.population)) return false;
  const outline = cityOutlines.get(city.id);
  if (outline && !insideOutline(outline, point)) return false;
  const side = watersideByCityId.get(city.id);
  return !side || onLandSide(centre, point, side);
}

function settlementPoint(rng: Rng, city: City, centre: LatLng): LatLng {
  const radius = settlementRadius(city.population);
  for (let i = 0; i < maxTries; i++) {
    // Distance linear in the draw (not its square root, which would be even over the disc): denser in the centre.
    const distance = radius * rng.next();
    const bearing = rng.next() * 2 * Math.PI;
    const point: LatLng = [
      fiveDecimals(centre[0] + (distance * Math.cos(bearing)) / metresPerDegreeLat),
      fiveDecimals(centre[1] + (distance * Math.sin(bearing)) / metresPerDegreeLng(centre[0])),
    ];
    if (settlementPointAllowed(city, centre, point)) return point;
  }
  throw new Error(`no point found in ${city.name}`);
}

/**
 * Listing `id`'s location for the run's seed, from its own stream: a Budapest listing in its district, any other
 * near its settlement's centre; none where the settlement has no known centre.
 */
export function listingLocation(seed: number, id: number, place: PlaceOfListing): LocationColumns {
  const rng = createRng(hashSeed(`location:${seed}:${id}`));
  let point: LatLng;
  if (place.city.id === budapestCityId) {
    // Every Budapest listing has its district (places.ts); one without would have no honest place.
    if (!place.district) return offMap;
    point = budapestPoint(rng, place.district.id);
  } else {
    const centre = settlementCentres.get(place.city.id);
    if (!centre) return offMap;
    point = settlementPoint(rng, place.city, centre);
  }
  // Stored at 5 decimals (about a metre), as the points were checked.
  return { latitude: point[0], longitude: point[1], location_precision: precisionPicker(rng) };
}
