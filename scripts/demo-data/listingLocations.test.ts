import { describe, expect, it } from 'vitest';
import { budapestCityId, citiesById, citiesByName, districts, districtsById } from '../../domain/geography/index';
import {
  budapestPointAllowed,
  cityOutlines,
  distanceToOutline,
  districtOutlines,
  insideOutline,
  type LatLng,
  listingLocation,
  offsetMetres,
  onLandSide,
  settlementCentres,
  settlementRadius,
  uninhabitedIslands,
  watersides,
} from './listingLocations';
import { generateListings } from './listings';
import type { PropertyRow } from './rows';

const size = 5000;
const runs = [1, 2].map((seed) => ({ seed, properties: [...generateListings({ size, seed })].map((l) => l.property) }));

const pointOf = (p: PropertyRow): LatLng | null => (p.latitude === null || p.longitude === null ? null : [p.latitude, p.longitude]);

/** The distance a Budapest listing keeps from each other district, written out from the rule, not from the generator's table. */
function riverBuffer(districtId: number, otherId: number): number | null {
  const own = districtsById.get(districtId);
  const other = districtsById.get(otherId);
  if (!own || !other || districtId === otherId) return null;
  const pair = new Set([districtId, otherId]);
  if (pair.has(21)) return [9, 20, 23].some((id) => pair.has(id)) ? 100 : 250;
  return own.side === other.side ? null : 250;
}

describe('demo listing locations', () => {
  it('places every Budapest listing inside its district, at least 250 m from the Danube (100 m from the Ráckeve branch), off the islands', () => {
    let checked = 0;
    for (const { properties } of runs) {
      for (const p of properties) {
        if (p.city_id !== budapestCityId) continue;
        const point = pointOf(p);
        expect(point, `listing ${p.id}`).not.toBeNull();
        if (!point || p.district_id === null) continue;
        const outline = districtOutlines.get(p.district_id);
        expect(outline && insideOutline(outline, point), `listing ${p.id} in district ${p.district_id}`).toBe(true);
        for (const { outline: island, keepOff } of uninhabitedIslands) {
          expect(insideOutline(island, point), `listing ${p.id} on ${island.name}`).toBe(false);
          expect(distanceToOutline(island, point, keepOff), `listing ${p.id} by ${island.name}`).toBeGreaterThanOrEqual(keepOff);
        }
        for (const d of districts) {
          const buffer = riverBuffer(p.district_id, d.id);
          const other = districtOutlines.get(d.id);
          if (buffer === null || !other) continue;
          expect(distanceToOutline(other, point, buffer), `listing ${p.id} (${p.district_id}) near ${d.id}`).toBeGreaterThanOrEqual(buffer);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('places every other listing within its radius of its settlement centre, inside its outline where one is carried, on the land side of its water', () => {
    let checked = 0;
    let inOutline = 0;
    for (const { properties } of runs) {
      for (const p of properties) {
        if (p.city_id === budapestCityId) continue;
        const city = citiesById.get(p.city_id);
        const centre = settlementCentres.get(p.city_id);
        const point = pointOf(p);
        if (!city || !centre) {
          expect(point, `listing ${p.id} in a place with no centre`).toBeNull();
          continue;
        }
        expect(point, `listing ${p.id}`).not.toBeNull();
        if (!point) continue;
        const { east, north } = offsetMetres(centre, point);
        expect(Math.hypot(east, north), `listing ${p.id} in ${city.name}`).toBeLessThanOrEqual(settlementRadius(city.population));
        const outline = cityOutlines.get(city.id);
        if (outline) {
          expect(insideOutline(outline, point), `listing ${p.id} inside ${city.name}`).toBe(true);
          inOutline++;
        }
        const side = watersides.get(city.name);
        if (side) expect(onLandSide(centre, point, side), `listing ${p.id} on land in ${city.name}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2000);
    expect(inOutline).toBeGreaterThan(500);
  });

  it('draws a radius that grows with the population: a few hundred metres for a village, about 3 km for a big city', () => {
    expect(settlementRadius(800)).toBeLessThan(500);
    expect(settlementRadius(20_000)).toBeGreaterThan(1000);
    expect(settlementRadius(200_000)).toBeGreaterThan(2800);
    expect(settlementRadius(200_000)).toBeLessThanOrEqual(3200);
  });

  it('gives the same points for the same seed and other points for another', () => {
    const again = [...generateListings({ size: 300, seed: 1 })].map((l) => [l.property.latitude, l.property.longitude, l.property.location_precision]);
    expect(again).toEqual(runs[0]?.properties.slice(0, 300).map((p) => [p.latitude, p.longitude, p.location_precision]));
    const other = runs[1]?.properties.slice(0, 300).map((p) => [p.latitude, p.longitude]);
    expect(other).not.toEqual(again.map(([lat, lng]) => [lat, lng]));
  });

  it('makes about 8 % of the placed listings area, 25 % street and the rest exact', () => {
    for (const { seed, properties } of runs) {
      const placed = properties.filter((p) => p.location_precision !== null);
      const share = (precision: string) => placed.filter((p) => p.location_precision === precision).length / placed.length;
      expect(share('area'), `seed ${seed}`).toBeGreaterThan(0.065);
      expect(share('area'), `seed ${seed}`).toBeLessThan(0.095);
      expect(share('street'), `seed ${seed}`).toBeGreaterThan(0.22);
      expect(share('street'), `seed ${seed}`).toBeLessThan(0.28);
      expect(share('exact'), `seed ${seed}`).toBeGreaterThan(0.63);
    }
  });

  it('leaves the listings of settlements with no known centre off the map, with no precision, and there are some', () => {
    const off = runs.flatMap((r) => r.properties).filter((p) => p.latitude === null);
    expect(off.length).toBeGreaterThan(0);
    for (const p of off) {
      expect(settlementCentres.has(p.city_id)).toBe(false);
      expect([p.longitude, p.location_precision]).toEqual([null, null]);
    }
  });

  it('stores each coordinate with at most 5 decimals', () => {
    for (const p of runs[0]?.properties ?? []) {
      for (const value of [p.latitude, p.longitude]) if (value !== null) expect(Math.abs(value * 1e5 - Math.round(value * 1e5))).toBeLessThan(1e-6);
    }
  });
});

describe('the location tables', () => {
  it('has an outline for each of the 23 districts and a centre for Budapest', () => {
    expect([...districtOutlines.keys()].sort((a, b) => a - b)).toEqual(districts.map((d) => d.id));
    expect(settlementCentres.has(budapestCityId)).toBe(true);
  });

  it('names only settlements the geography knows in the waterside table', () => {
    for (const name of watersides.keys()) expect(citiesByName.has(name), name).toBe(true);
  });

  it('draws each island inside Budapest, Margitsziget where no district is, and refuses a point in the Danube or on Margitsziget', () => {
    const budapest = cityOutlines.get(budapestCityId);
    for (const { outline: island } of uninhabitedIslands) {
      const middle: LatLng = [(island.south + island.north) / 2, (island.west + island.east) / 2];
      expect(budapest && insideOutline(budapest, middle), island.name).toBe(true);
      const inDistrict = [...districtOutlines.values()].some((outline) => insideOutline(outline, middle));
      expect(inDistrict, island.name).toBe(island.name !== 'Margitsziget');
    }
    // Mid-river at the Chain Bridge, between I and V, and the middle of Margitsziget (XIII).
    expect(budapestPointAllowed(1, [47.4989, 19.0455])).toBe(false);
    expect(budapestPointAllowed(5, [47.4989, 19.0455])).toBe(false);
    expect(budapestPointAllowed(13, [47.5265, 19.05])).toBe(false);
    // The Pest branch beside Margitsziget, in XIII's outline.
    expect(budapestPointAllowed(13, [47.527, 19.0545])).toBe(false);
    // Szent István park in Újlipótváros (XIII), a street away from the river, is fine.
    expect(budapestPointAllowed(13, [47.5205, 19.0600])).toBe(true);
  });

  it('counts a point in a hole of an outline as outside', () => {
    const ring = (s: number, w: number, n: number, e: number): LatLng[] => [[s, w], [s, e], [n, e], [n, w], [s, w]];
    const square = { name: 'test', rings: [ring(0, 0, 10, 10), ring(4, 4, 6, 6)], south: 0, west: 0, north: 10, east: 10 };
    expect(insideOutline(square, [2, 2])).toBe(true);
    expect(insideOutline(square, [5, 5])).toBe(false);
    expect(insideOutline(square, [11, 5])).toBe(false);
  });

  it('places a listing off the map only where its settlement has no centre', () => {
    const noCentre = [...citiesById.values()].find((c) => !settlementCentres.has(c.id));
    expect(noCentre).toBeDefined();
    if (noCentre) expect(listingLocation(1, 1, { city: noCentre, district: null })).toEqual({ latitude: null, longitude: null, location_precision: null });
  });
});
