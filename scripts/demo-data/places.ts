/**
 * @module Where listings are: each office's selling area (its own city or district mostly, then
 * the surroundings), neighbourhoods and streets, and what a place is like (tier, inner city, hills, water).
 */
import { budapestCityId, cities, type City, type District, districts, type Neighbourhood, neighbourhoods } from '../../domain/geography/index';
import { cityNamed, districtNumbered, type OfficeSeed } from './network';
import { neighbourhoodHomes } from './neighbourhoodFigures';
import { type Rng, type Weighted, weightedPicker } from './random';

/** A listing's place: a city, its Budapest district if any, and a named neighbourhood if any. */
export interface Location {
  city: City;
  district: District | null;
  neighbourhood: Neighbourhood | null;
}

export type Tier = 'budapest' | 'bigCity' | 'town' | 'village';

/** The kind of market a city is: Budapest, a big city, a town or a village. */
export function tierOf(city: City): Tier {
  if (city.kind === 'capital') return 'budapest';
  if (city.kind === 'county_seat' || city.population >= 50_000) return 'bigCity';
  return city.kind === 'town' ? 'town' : 'village';
}

// Districts whose flats are mostly in old brick tenement houses, and those with hills and views.
export const innerDistricts: ReadonlySet<number> = new Set([1, 5, 6, 7, 8, 9]);
export const hillDistricts: ReadonlySet<number> = new Set([1, 2, 3, 11, 12, 22]);
// Fully built-up districts of the inner city: blocks of flats only, no family houses or building plots.
export const compactDistricts: ReadonlySet<number> = new Set([1, 5, 6, 7, 8, 9, 13]);
// The flats of a housing estate (lakótelep) are mostly panel; an old brick quarter has next to none.
// Elsewhere a flat is panel as often as its district's or city's are (features.ts).
const estates: readonly [number, number][] = [
  [14, 0.6], [15, 0.85], [19, 0.8], [22, 0.5], [23, 0.85], [42, 0.85], [49, 0.6], [51, 0.85], [71, 0.8], [84, 0.85], [90, 0.6], [97, 0.85],
  [117, 0.8], [128, 0.8], [133, 0.6], [140, 0.85], [149, 0.8], [157, 0.8], [158, 0.85], [171, 0.7], [172, 0.8], [177, 0.8], [185, 0.8],
];
const brickQuarters = [1, 2, 4, 5, 6, 27, 28, 32, 37, 56, 61, 62, 69, 100] as const;
/** The share of panel flats in a neighbourhood where it differs from its place's, by neighbourhood id. */
export const neighbourhoodPanelShare: ReadonlyMap<number, number> = new Map([...estates, ...brickQuarters.map((id) => [id, 0.02] as [number, number])]);

// Short-term letting was banned in Terézváros from 2026 after a local referendum.
export const shortLetBanDistricts: ReadonlySet<number> = new Set([6]);

const neighbourhoodsByPlace = new Map<string, Neighbourhood[]>();
for (const n of neighbourhoods) {
  const key = `${n.cityId}/${n.districtId ?? 0}`;
  neighbourhoodsByPlace.set(key, [...(neighbourhoodsByPlace.get(key) ?? []), n]);
}
/** Homes a neighbourhood has, as a listing weight; 0 (the islands, the city park) gets no listing. */
export const homesIn = (n: Neighbourhood) => neighbourhoodHomes.get(n.id) ?? 0;
// Picks a place's neighbourhood by how many homes it has: one draw, as the uniform pick it replaced.
const neighbourhoodPickers = new Map(
  [...neighbourhoodsByPlace].filter(([, ns]) => ns.some((n) => homesIn(n) > 0)).map(([key, ns]) => [key, weightedPicker(ns.map((n) => [n, homesIn(n)] as const))]),
);

export interface Place {
  city: City;
  district: District | null;
}

/** The places an office sells in, weighted by how often. */
export function officeArea(office: OfficeSeed): Weighted<Place> {
  const home = cityNamed(office.city);
  const places: [Place, number][] = [];
  const townWeight = (c: City) => Math.pow(c.population, 0.6);
  if (office.districtId !== undefined) {
    // A Budapest office: its district, the rest of Budapest, and the agglomeration in Pest vármegye.
    places.push([{ city: home, district: districtNumbered(office.districtId) }, 55]);
    const others = districts.filter((d) => d.id !== office.districtId);
    const othersTotal = others.reduce((sum, d) => sum + d.population, 0);
    for (const d of others) places.push([{ city: home, district: d }, (30 * d.population) / othersTotal]);
    const pest = cities.filter((c) => c.countyId === 13);
    const pestTotal = pest.reduce((sum, c) => sum + townWeight(c), 0);
    for (const c of pest) places.push([{ city: c, district: null }, (15 * townWeight(c)) / pestTotal]);
    return places;
  }
  const ownShare = home.resort ? 40 : 60;
  places.push([{ city: home, district: null }, ownShare]);
  const county = cities.filter((c) => c.countyId === home.countyId && c.id !== home.id && c.id !== budapestCityId);
  // Resort offices sell holiday places first: weigh the county's other resorts up.
  const weightIn = (c: City) => townWeight(c) * (home.resort && c.resort ? 4 : 1);
  const total = county.reduce((sum, c) => sum + weightIn(c), 0);
  for (const c of county) places.push([{ city: c, district: null }, ((100 - ownShare) * weightIn(c)) / total]);
  return places;
}

/** A place with a neighbourhood of it, most of the time, picked by where its homes are. */
export function locate(place: Place, rng: Rng): Location {
  const pick = neighbourhoodPickers.get(`${place.city.id}/${place.district?.id ?? 0}`);
  const neighbourhood = pick && rng.chance(0.8) ? pick(rng) : null;
  return { city: place.city, district: place.district, neighbourhood };
}

const genericStreets = [
  'Petőfi Sándor utca', 'Kossuth Lajos utca', 'Ady Endre utca', 'Rákóczi Ferenc utca', 'Dózsa György út', 'Széchenyi István utca',
  'Arany János utca', 'Jókai Mór utca', 'Bem József utca', 'Deák Ferenc utca', 'Táncsics Mihály utca', 'Fő utca',
  'Kölcsey Ferenc utca', 'Hunyadi János utca', 'Vörösmarty Mihály utca', 'Bartók Béla utca', 'Kodály Zoltán utca',
  'Munkácsy Mihály utca', 'Madách Imre utca', 'Liszt Ferenc utca', 'Béke utca', 'Tavasz utca', 'Rózsa utca', 'Akácfa utca',
  'Virág utca', 'Szabadság utca', 'Attila utca', 'Árpád utca', 'Bajcsy-Zsilinszky utca', 'Mátyás király utca', 'Erkel Ferenc utca',
  'Mikszáth Kálmán utca', 'Móricz Zsigmond utca', 'József Attila utca', 'Radnóti Miklós utca', 'Zrínyi Miklós utca',
  'Eötvös utca', 'Dobó István utca', 'Bocskai István utca', 'Honvéd utca', 'Kinizsi utca', 'Szent István utca', 'Templom utca',
  'Iskola utca', 'Malom utca', 'Kert utca', 'Hegyalja utca', 'Patak utca', 'Nefelejcs utca', 'Ibolya utca', 'Diófa utca', 'Pipacs utca',
] as const;
// Real streets of the demo tenants' own areas, so their listings read true.
const localStreets: Readonly<Record<string, readonly string[]>> = {
  'Budapest/13': ['Pannónia utca', 'Hollán Ernő utca', 'Pozsonyi út', 'Tátra utca', 'Visegrádi utca', 'Váci út', 'Dagály utca', 'Frangepán utca', 'Béke utca', 'Lehel utca', 'Hegedűs Gyula utca', 'Újpesti rakpart'],
  'Debrecen/0': ['Piac utca', 'Kossuth utca', 'Simonyi út', 'Egyetem sugárút', 'Füredi út', 'Böszörményi út', 'Hatvan utca', 'Csapó utca', 'Széchenyi utca', 'Nagyerdei körút', 'Kassai út', 'Vezér utca'],
};

/** A street of the place (real ones in the demo tenants' areas), with a house number or without. */
export function streetFor(rng: Rng, location: Location, withNumber: boolean): string {
  const pool = localStreets[`${location.city.name}/${location.district?.id ?? 0}`] ?? genericStreets;
  const street = rng.pick(pool);
  return withNumber ? `${street} ${rng.int(1, 120)}.` : street;
}

/** "Budapest XIII. kerület, Angyalföld" or "Debrecen". */
export function placeLabel(location: Location): string {
  const base = location.district ? `Budapest ${location.district.name}` : location.city.name;
  return location.neighbourhood ? `${base}, ${location.neighbourhood.name}` : base;
}

// Lakes and rivers where holiday homes are "a few minutes from the water".
const watersideResorts = new Set([
  'Siófok', 'Zamárdi', 'Fonyód', 'Szántód', 'Tihany', 'Révfülöp', 'Zánka', 'Alsóörs', 'Csopak', 'Paloznak', 'Badacsonytomaj',
  'Keszthely', 'Gyenesdiás', 'Vonyarcvashegy', 'Gárdony', 'Velence', 'Sukoró', 'Poroszló', 'Tiszafüred', 'Abádszalók',
  'Visegrád', 'Nagymaros', 'Zebegény', 'Verőce', 'Leányfalu', 'Dömös', 'Pilismarót', 'Fertőrákos',
]);
export const isWaterside = (city: City) => city.name.startsWith('Balaton') || watersideResorts.has(city.name);
