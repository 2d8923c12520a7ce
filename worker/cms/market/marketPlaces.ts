/**
 * @module The places that have a price statistics page, by slug: every county (Budapest, the
 * capital, is its city's page), city and Budapest district, named as the site names them
 * ("Budapest XIII. kerület"); and the area names the statistics list within a place.
 */
import type { MarketArea, MarketPlace } from '../../../domain/cms/marketSchemas';
import { budapestCityId, cities, citiesById, counties, countiesById, districtLabel, districts, neighbourhoodsById } from '../../../domain/geography/index';
import { placeSlug } from '../../../domain/marketStatistics/placeSlug';

const place = (kind: MarketPlace['kind'], id: number, name: string): MarketPlace => ({ kind, id, name, slug: placeSlug(name) });

const countyPlaces = counties.filter((c) => c.kind === 'county').map((c) => place('county', c.id, c.name));
const cityPlaces = cities.map((c) => place('city', c.id, c.name));
const districtPlaces = districts.map((d) => place('district', d.id, districtLabel(d)));

/** Every place with a page, by slug (prototype-less lookups keyed by input are Maps). Cities first: a county never shares a city's slug. */
export const marketPlacesBySlug: ReadonlyMap<string, MarketPlace> = new Map([...districtPlaces, ...countyPlaces, ...cityPlaces].map((p) => [p.slug, p]));

const countyPlaceById = new Map(countyPlaces.map((p) => [p.id, p]));
const cityPlaceById = new Map(cityPlaces.map((p) => [p.id, p]));
const districtPlaceById = new Map(districtPlaces.map((p) => [p.id, p]));

/** The places a place lies in, largest first. */
export function parentPlaces(p: MarketPlace): MarketPlace[] {
  if (p.kind === 'district') return [cityPlaceById.get(budapestCityId)].filter((x) => x !== undefined);
  if (p.kind === 'city') {
    const county = countyPlaceById.get(citiesById.get(p.id)?.countyId ?? 0);
    return county ? [county] : [];
  }
  return [];
}

/** The kind of area a place's statistics list within it. */
export type AreaKind = MarketArea['kind'];

/** What areas a place is split into: the scope by county, a county by city, Budapest by district, a city or district by neighbourhood. */
export function areaKindWithin(p: MarketPlace | null): AreaKind {
  if (p === null) return 'county';
  if (p.kind === 'county') return 'city';
  if (p.kind === 'city' && p.id === budapestCityId) return 'district';
  return 'neighbourhood';
}

/** An area's name and slug (null: no page), or null for an id the geography does not know. */
export function areaOf(kind: AreaKind, id: number): { name: string; slug: string | null } | null {
  switch (kind) {
    case 'county': {
      // Budapest is a county and a city: its page is the city's.
      if (countiesById.get(id)?.kind === 'capital') return cityPlaceById.get(budapestCityId) ?? null;
      return countyPlaceById.get(id) ?? null;
    }
    case 'city':
      return cityPlaceById.get(id) ?? null;
    case 'district':
      return districtPlaceById.get(id) ?? null;
    case 'neighbourhood': {
      const n = neighbourhoodsById.get(id);
      return n ? { name: n.name, slug: null } : null;
    }
  }
}
