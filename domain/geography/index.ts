/**
 * @module Hungarian geography as data: counties, cities and towns, Budapest's districts and named
 * neighbourhoods, with lookups and the live place search (cities, neighbourhoods, counties, districts).
 */
import { createTextIndex, type TextIndex } from '../helpers/textSearch';
import { cities } from './cities';
import { counties } from './counties';
import { budapestCityId, districts } from './districts';
import { neighbourhoods } from './neighbourhoods';
import type { City, County, District, Neighbourhood } from './types';

export type { City, CityKind, County, District, Neighbourhood } from './types';
export { budapestCityId, cities, counties, districts, neighbourhoods };

function byId<T extends { id: number }>(items: readonly T[]): ReadonlyMap<number, T> {
  return new Map(items.map((item) => [item.id, item]));
}

export const countiesById = byId(counties);
export const citiesById = byId(cities);
export const districtsById = byId(districts);
export const neighbourhoodsById = byId(neighbourhoods);

/** Hungarian settlement names are unique nationwide, so a name names one city. */
export const citiesByName: ReadonlyMap<string, City> = new Map(cities.map((c) => [c.name, c]));

/**
 * The label of a Budapest district with the city: "Budapest XIII. kerület".
 * @example districtLabel({ id: 13, roman: 'XIII', name: 'XIII. kerület', side: 'Pest', population: 118000 }) // 'Budapest XIII. kerület'
 */
function districtLabel(district: District): string {
  return `Budapest ${district.name}`;
}

/** One hit of the live place search, labelled for a dropdown. */
export type Place =
  | { kind: 'county'; id: number; label: string; population: number }
  | { kind: 'city'; id: number; label: string; population: number; countyId: number }
  | { kind: 'district'; id: number; label: string; population: number; cityId: number }
  | { kind: 'neighbourhood'; id: number; label: string; population: number; cityId: number; districtId: number | null };

interface IndexedPlace {
  place: Place;
  names: string[];
}

function neighbourhoodPlace(n: Neighbourhood): IndexedPlace {
  const district = n.districtId === null ? undefined : districtsById.get(n.districtId);
  const city = citiesById.get(n.cityId);
  const parent = district ? districtLabel(district) : (city?.name ?? '');
  // A neighbourhood has no population of its own here; its district's or city's ranks it among equals.
  const population = district?.population ?? city?.population ?? 0;
  return {
    place: { kind: 'neighbourhood', id: n.id, label: `${n.name} (${parent})`, population, cityId: n.cityId, districtId: n.districtId },
    names: [n.name],
  };
}

function districtPlace(d: District): IndexedPlace {
  const number = String(d.id);
  return {
    place: { kind: 'district', id: d.id, label: districtLabel(d), population: d.population, cityId: budapestCityId },
    // People write districts many ways: "XIII. kerület", "13. kerület", "Budapest XIII", "Zugló".
    names: [d.name, `${number}. kerület`, `Budapest ${d.roman}`, `Budapest ${number}`, ...(d.nickname ? [d.nickname] : [])],
  };
}

function countyPlace(c: County): IndexedPlace {
  return { place: { kind: 'county', id: c.id, label: c.name, population: c.population }, names: [c.name] };
}

function cityPlace(c: City): IndexedPlace {
  return { place: { kind: 'city', id: c.id, label: c.name, population: c.population, countyId: c.countyId }, names: [c.name] };
}

const placeIndex: TextIndex<IndexedPlace> = createTextIndex(
  [
    ...cities.map(cityPlace),
    ...districts.map(districtPlace),
    ...neighbourhoods.map(neighbourhoodPlace),
    // The capital is already a city; as a county it would only repeat it.
    ...counties.filter((c) => c.kind === 'county').map(countyPlace),
  ],
  { names: (p) => p.names, weight: (p) => p.place.population },
);

/**
 * The live place search: cities, Budapest districts, neighbourhoods and counties whose name
 * matches the query, ignoring case and accents; exact, then prefix, then infix; bigger first; bounded.
 * @example searchPlaces('gyor')[0] // { kind: 'city', id: …, label: 'Győr', population: 127000, countyId: 8 }
 */
export function searchPlaces(query: string, limit?: number): Place[] {
  return placeIndex.search(query, limit).map((p) => p.place);
}
