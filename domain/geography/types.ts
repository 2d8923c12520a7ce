/**
 * @module The shapes of Hungarian geography data: counties, cities, Budapest districts, neighbourhoods.
 */

export interface County {
  id: number;
  /** Full name as shown: "Pest vármegye"; the capital is just "Budapest". */
  name: string;
  /** Name without "vármegye": "Pest". */
  shortName: string;
  /** The county seat (Budapest is also the seat of Pest vármegye). */
  seat: string;
  population: number;
  kind: 'capital' | 'county';
}

export type CityKind = 'capital' | 'county_seat' | 'town' | 'village';

export interface City {
  id: number;
  name: string;
  countyId: number;
  population: number;
  kind: CityKind;
  /** A holiday place: holiday homes are listed and priced higher here. */
  resort?: true;
}

export interface District {
  /** The district number, 1 to 23. */
  id: number;
  /** The Roman numeral the district is written with: "XIII". */
  roman: string;
  /** "XIII. kerület". */
  name: string;
  /** The district's own name where it has one: "Újpest", "Zugló". */
  nickname?: string;
  side: 'Buda' | 'Pest';
  population: number;
}

export interface Neighbourhood {
  id: number;
  name: string;
  cityId: number;
  /** The Budapest district it lies in; null outside Budapest. */
  districtId: number | null;
}
