import { describe, expect, it } from 'vitest';
import {
  budapestCityId,
  cities,
  citiesById,
  citiesByName,
  counties,
  countiesById,
  districts,
  districtsById,
  neighbourhoods,
  searchPlaces,
} from './index';

describe('geography data', () => {
  it('has the 19 counties, named vármegye, and Budapest', () => {
    expect(counties.filter((c) => c.kind === 'county')).toHaveLength(19);
    expect(counties.filter((c) => c.kind === 'county').every((c) => c.name === `${c.shortName} vármegye`)).toBe(true);
    expect(counties.find((c) => c.kind === 'capital')?.name).toBe('Budapest');
  });

  it('has every county seat among the cities, in its own county', () => {
    for (const county of counties) {
      const seat = citiesByName.get(county.seat);
      expect(seat, county.seat).toBeDefined();
      // Budapest is the seat of Pest vármegye without belonging to it.
      if (county.shortName !== 'Pest') expect(seat?.countyId).toBe(county.id);
    }
  });

  it('has a few hundred places with unique ids and names, each in a known county', () => {
    expect(cities.length).toBeGreaterThanOrEqual(300);
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    expect(citiesByName.size).toBe(cities.length);
    expect(cities.every((c) => countiesById.has(c.countyId) && c.population > 0)).toBe(true);
    expect(cities.filter((c) => c.kind === 'village').length).toBeGreaterThanOrEqual(50);
  });

  it('puts Budapest first, the only capital, with the big cities in their counties', () => {
    expect(citiesById.get(budapestCityId)).toMatchObject({ name: 'Budapest', kind: 'capital', countyId: 1 });
    expect(citiesByName.get('Debrecen')?.countyId).toBe(countiesById.get(9)?.id);
    expect(countiesById.get(citiesByName.get('Győr')?.countyId ?? 0)?.shortName).toBe('Győr-Moson-Sopron');
  });

  it('numbers Budapest districts I. to XXIII. by their id', () => {
    const romans = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI', 'XXII', 'XXIII'];
    expect(districts.map((d) => d.roman)).toEqual(romans);
    expect(districts.every((d, i) => d.id === i + 1 && d.name === `${d.roman}. kerület`)).toBe(true);
  });

  it('places neighbourhoods in a known city, and in a district exactly when in Budapest', () => {
    expect(new Set(neighbourhoods.map((n) => n.id)).size).toBe(neighbourhoods.length);
    for (const n of neighbourhoods) {
      expect(citiesById.has(n.cityId)).toBe(true);
      expect(n.districtId !== null).toBe(n.cityId === budapestCityId);
      if (n.districtId !== null) expect(districtsById.has(n.districtId)).toBe(true);
    }
    const inDistrict = (name: string) => neighbourhoods.find((n) => n.name === name && n.cityId === budapestCityId)?.districtId;
    expect(inDistrict('Újlipótváros')).toBe(13);
    expect(inDistrict('Angyalföld')).toBe(13);
    expect(inDistrict('Vizafogó')).toBe(13);
    expect(inDistrict('Újpest')).toBe(4);
  });

  it('gives every Budapest district and the big cities some neighbourhoods', () => {
    for (const d of districts) expect(neighbourhoods.some((n) => n.districtId === d.id), d.name).toBe(true);
    const debrecen = citiesByName.get('Debrecen')?.id;
    expect(neighbourhoods.filter((n) => n.cityId === debrecen).map((n) => n.name)).toEqual(expect.arrayContaining(['Nagyerdő', 'Józsa']));
  });
});

describe('searchPlaces', () => {
  it('finds Győr from "gyor", the city before the places that only start with it', () => {
    const hits = searchPlaces('gyor');
    expect(hits[0]).toMatchObject({ kind: 'city', label: 'Győr' });
    expect(hits.map((h) => h.label)).toEqual(expect.arrayContaining(['Győr-Moson-Sopron vármegye', 'Győrújbarát']));
  });

  it('finds Újpest from "ujpest" in the IV. district', () => {
    const hits = searchPlaces('ujpest');
    expect(hits.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'district', id: 4 }),
        expect.objectContaining({ kind: 'neighbourhood', label: 'Újpest (Budapest IV. kerület)', districtId: 4 }),
      ]),
    );
  });

  it('finds districts by Roman or Arabic number and by their own name', () => {
    expect(searchPlaces('13. kerulet')[0]).toMatchObject({ kind: 'district', id: 13, label: 'Budapest XIII. kerület' });
    expect(searchPlaces('budapest xiii')[0]).toMatchObject({ kind: 'district', id: 13 });
    expect(searchPlaces('zuglo')[0]).toMatchObject({ kind: 'district', id: 14 });
  });

  it('labels neighbourhoods with their city, and finds counties without the capital twice', () => {
    expect(searchPlaces('nagyerdo')[0]).toMatchObject({ kind: 'neighbourhood', label: 'Nagyerdő (Debrecen)' });
    expect(searchPlaces('hajdu bihar')[0]).toMatchObject({ kind: 'county', label: 'Hajdú-Bihar vármegye' });
    expect(searchPlaces('budapest').filter((p) => p.label === 'Budapest')).toHaveLength(1);
  });

  it('ranks bigger places first among prefix matches and bounds the list', () => {
    const hits = searchPlaces('bal', 5);
    expect(hits).toHaveLength(5);
    const populations = hits.map((h) => h.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });
});
