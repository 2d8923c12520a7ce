import { describe, expect, it } from 'vitest';
import { boundText, type ChipLabels, filterChips, rangeText } from './searchFilterChips';
import { queryValuesOf, readSearchQuery } from './searchFilterQuery';

const labels: ChipLabels = {
  option: (dropdown, value) =>
    new Map([
      ['property_type:1', 'Lakás'],
      ['property_type:2', 'Ház'],
      ['heating:4', 'Távfűtés'],
    ]).get(`${dropdown}:${value}`),
  place: (id) =>
    new Map([
      ['city:136', 'Győr'],
      ['district:13', 'Budapest XIII. kerület'],
    ]).get(id),
  county: (id) => (id === 8 ? 'Győr-Moson-Sopron vármegye' : undefined),
};
const filterOf = (text: string) => readSearchQuery(queryValuesOf(new URLSearchParams(text)), 'page').query.filter;

describe('filterChips', () => {
  it('names every narrowing field in form order, in Hungarian, with the chosen values', () => {
    const chips = filterChips(
      filterOf('rooms_min=2&price_min=150000&price_max=300000&places=city:136,district:13&property_types=1,2&heating=4&sale_status=1&otthon_start_hitel_filter=true&furnished=false&county=8&id=42'),
      labels,
    );
    expect(chips).toEqual([
      { key: 'id', text: 'Azonosító: 42' },
      { key: 'places', text: 'Győr, Budapest XIII. kerület' },
      { key: 'county', text: 'Győr-Moson-Sopron vármegye' },
      { key: 'price', text: 'Ár: 150\u00a0000–300\u00a0000 Ft/hó' },
      { key: 'property_types', text: 'Lakás, Ház' },
      { key: 'sale_status', text: 'Kiadó' },
      { key: 'otthon_start_hitel_filter', text: 'Otthon Start (fix 3%-os hitel)' },
      { key: 'rooms', text: 'Szobák száma: legalább 2 szoba' },
      { key: 'heating', text: 'Fűtés: Távfűtés' },
      { key: 'furnished', text: 'Bútorozott: Nem' },
    ]);
  });

  it('shows an area drawn on the map as one chip, "Kijelölt terület", removable by its key', () => {
    expect(filterChips(filterOf('area=47.5,19;47.6,19.1;47.5,19.2&rooms_min=2'), labels)).toEqual([
      { key: 'rooms', text: 'Szobák száma: legalább 2 szoba' },
      { key: 'area', text: 'Kijelölt terület' },
    ]);
  });

  it('writes a sale price in millions and a rent price in forints a month, grouped, as the form took it', () => {
    expect(filterChips(filterOf('price_min=20&price_max=60'), labels)).toEqual([{ key: 'price', text: 'Ár: 20–60 M Ft' }]);
    const chips = filterChips(filterOf('sale_status=1&price_max=300000'), labels);
    expect(chips).toEqual([
      { key: 'price', text: 'Ár: legfeljebb 300\u00a0000 Ft/hó' },
      { key: 'sale_status', text: 'Kiadó' },
    ]);
    expect(filterChips(filterOf('sale_status=2&price_min=150000&price_max=250000'), labels)[0]?.text).toBe('Ár: 150\u00a0000–250\u00a0000 Ft/hó');
  });

  it('names the pets filter by its label', () => {
    expect(filterChips(filterOf('sale_status=1&pets_allowed=true'), labels)).toEqual([
      { key: 'sale_status', text: 'Kiadó' },
      { key: 'pets_allowed', text: 'Kisállat hozható' },
    ]);
  });

  it('shows nothing for a search that asks nothing, the default sale status included', () => {
    expect(filterChips(filterOf('sale_status=0&sort=price_asc'), labels)).toEqual([]);
  });

  it('falls back to the value when a label is unknown', () => {
    expect(filterChips(filterOf('places=city:999&heating=9'), labels).map((c) => c.text)).toEqual(['city:999', 'Fűtés: 9']);
  });
});

describe('rangeText and boundText', () => {
  const price = { multiplier: 1_000_000, unit: 'M Ft' };
  it('writes ranges with a decimal comma, an en dash and open bounds in words', () => {
    expect(rangeText(price, { min: 49_900_000, max: undefined })).toBe('legalább 49,9 M Ft');
    expect(rangeText(price, { min: undefined, max: 1_250_000_000 })).toBe('legfeljebb 1\u00a0250 M Ft');
    expect(rangeText({ multiplier: 1, unit: 'm²' }, { min: 1200, max: 15000 })).toBe('1\u00a0200–15\u00a0000 m²');
  });

  it('shows a bound for editing: millions with a decimal comma, no grouping', () => {
    expect(boundText(price, 49_900_000)).toBe('49,9');
    expect(boundText({ multiplier: 1 }, 15000)).toBe('15000');
    expect(boundText(price, undefined)).toBe('');
  });
});
