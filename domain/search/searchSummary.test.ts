import { describe, expect, it } from 'vitest';
import { filterDropdownTypes } from './filterDropdowns';
import { queryValuesOf, readSearchQuery } from './searchFilterQuery';
import { filterLabels } from '../geography/filterLabels';
import { searchSummary, summaryLimits } from './searchSummary';

const options = {
  property_type: [
    { value: 1, label: 'Lakás' },
    { value: 2, label: 'Ház' },
    { value: 3, label: 'Telek' },
    { value: 6, label: 'Iroda' },
  ],
  heating: [
    { value: 1, label: 'Gáz (cirkó)' },
    { value: 4, label: 'Távfűtés' },
  ],
  energy_certificate: [{ value: 1, label: 'A++' }],
};
const labels = filterLabels(
  [
    { id: 'district:13', label: 'Budapest XIII. kerület' },
    { id: 'city:136', label: 'Győr' },
    { id: 'neighbourhood:5', label: 'Újlipótváros' },
    { id: 'city:7', label: 'Szeged' },
  ],
  options,
);
const filterOf = (text: string) => readSearchQuery(queryValuesOf(new URLSearchParams(text)), 'page').query.filter;

describe('searchSummary', () => {
  it('says a typical search in words: kind, place, price and rooms, with no parameter in sight', () => {
    expect(searchSummary(filterOf('places=district:13&price_max=80&rooms_min=2&property_types=1'), labels)).toBe('Eladó lakás, Budapest XIII. kerület, legfeljebb 80 M Ft, legalább 2 szoba');
  });

  it('says an area drawn on the map in words, where the places go, never with its vertices', () => {
    expect(searchSummary(filterOf('area=47.5,19;47.6,19.1;47.5,19.2&price_max=80&property_types=1'), labels)).toBe('Eladó lakás, a térképen kijelölt területen, legfeljebb 80 M Ft');
  });

  it('names a rent by its status and its price a month, and several types with "vagy"', () => {
    expect(searchSummary(filterOf('sale_status=1&property_types=1,2&price_max=300000&pets_allowed=true&furnished=true'), labels)).toBe(
      'Kiadó lakás vagy ház, legfeljebb 300\u00a0000 Ft/hó, bútorozott, kisállat hozható',
    );
  });

  it('reads an empty search as every listing for sale, and one with only a status as every listing of it', () => {
    expect(searchSummary(filterOf(''), labels)).toBe('Minden eladó ingatlan');
    expect(searchSummary(filterOf('sale_status=0&sort=price_asc'), labels)).toBe('Minden eladó ingatlan');
    expect(searchSummary(filterOf('sale_status=1'), labels)).toBe('Minden kiadó ingatlan');
  });

  it('says a search by id without a status, which finds the listing whatever its status', () => {
    expect(searchSummary(filterOf('id=42'), labels)).toBe('Ingatlan, azonosító: 42');
  });

  it('keeps names and symbols as written inside the line and lowercases ordinary words', () => {
    expect(searchSummary(filterOf('otthon_start_hitel_filter=true&heating=4&energy_certificate=1&default_size_min=50'), labels)).toBe(
      'Eladó ingatlan, alapterület legalább 50 m², Otthon Start (fix 3%-os hitel), energetikai besorolás: A++, fűtés: távfűtés',
    );
  });

  it('never prints the id of a place it has no name for: the unnamed ones are counted', () => {
    expect(searchSummary(filterOf('places=city:999,district:13'), labels)).toBe('Eladó ingatlan, Budapest XIII. kerület és még 1 helyszín');
    const unnamed = searchSummary(filterOf('places=city:998,city:999&heating=9'), labels);
    expect(unnamed).toBe('Eladó ingatlan, 2 kiválasztott helyszín, fűtés: 1 kiválasztott érték');
    expect(unnamed).not.toMatch(/city|998|999|:9\b/);
  });

  it('bounds a huge search to one readable line: a few values per field, a few conditions, the rest counted', () => {
    const places = Array.from({ length: 40 }, (_, i) => (i < 4 ? ['district:13', 'city:136', 'neighbourhood:5', 'city:7'][i] : `city:${1000 + i}`)).join(',');
    const everyOption = filterDropdownTypes.map((type) => `${type === 'property_type' ? 'property_types' : type}=1,2,3,4,5,6`).join('&');
    const query = `places=${places}&county=1&price_min=10&price_max=900&default_size_min=30&default_size_max=300&net_size_min=20&lot_size_max=5000&rooms_min=1&rooms_max=9&otthon_start_hitel_filter=true&price_reduced=true&furnished=false&${everyOption}`;
    const summary = searchSummary(filterOf(query), labels);
    expect(summary).toBe(
      'Eladó lakás, ház, telek és még 3 típus, Budapest XIII. kerület, Győr, Újlipótváros és még 37 helyszín, Budapest, 10–900 M Ft, 1–9 szoba, alapterület 30–300 m², hasznos alapterület legalább 20 m² és még 25 feltétel',
    );
    expect(summary.length).toBeLessThanOrEqual(summaryLimits.characters + 40);
  });
});
