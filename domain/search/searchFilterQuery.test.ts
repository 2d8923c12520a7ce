import { describe, expect, it } from 'vitest';
import { searchFilterFields } from './searchFilter';
import {
  activeFilterKeys,
  emptySearchFilter,
  emptySearchQuery,
  maxListValues,
  problemField,
  queryString,
  queryValuesOf,
  readSearchQuery,
  type SearchFilter,
  type SearchQuery,
  searchPageHref,
  withoutFilter,
  writeSearchQuery,
} from './searchFilterQuery';

const readPage = (text: string) => readSearchQuery(queryValuesOf(new URLSearchParams(text)), 'page');
const readApi = (text: string) => readSearchQuery(queryValuesOf(new URLSearchParams(text)), 'api');
const pageText = (query: SearchQuery) => queryString(writeSearchQuery(query, 'page'));
const withFilter = (filter: Partial<SearchFilter>): SearchQuery => ({ ...emptySearchQuery, filter: { ...emptySearchFilter, ...filter } });

/** One value for every field of the definition, as the page's URL writes it and as the filter holds it. */
const everyField: { param: string; url: string; filter: Partial<SearchFilter> }[] = [
  { param: 'id', url: 'id=4242', filter: { id: 4242 } },
  { param: 'places', url: 'places=city:136,district:13', filter: { places: [{ kind: 'city', id: 136 }, { kind: 'district', id: 13 }] } },
  { param: 'county', url: 'county=8', filter: { county: 8 } },
  { param: 'price', url: 'price_min=20&price_max=49.9', filter: { ranges: { price: { min: 20_000_000, max: 49_900_000 } } } },
  { param: 'default_size', url: 'default_size_min=50', filter: { ranges: { default_size: { min: 50, max: undefined } } } },
  { param: 'property_types', url: 'property_types=1,2', filter: { options: { property_types: [1, 2] } } },
  { param: 'sale_status', url: 'sale_status=1', filter: { sale_status: 1 } },
  { param: 'net_size', url: 'net_size_max=80', filter: { ranges: { net_size: { min: undefined, max: 80 } } } },
  { param: 'lot_size', url: 'lot_size_min=500&lot_size_max=1500', filter: { ranges: { lot_size: { min: 500, max: 1500 } } } },
  { param: 'condition', url: 'condition=3', filter: { options: { condition: [3] } } },
  { param: 'otthon_start_hitel_filter', url: 'otthon_start_hitel_filter=true', filter: { otthon_start_hitel_filter: true } },
  { param: 'rooms', url: 'rooms_min=2', filter: { ranges: { rooms: { min: 2, max: undefined } } } },
  ...searchFilterFields
    .filter((f) => f.kind === 'multiSelect' && f.param !== 'condition')
    .map((f) => ({ param: f.param, url: `${f.param}=1,4`, filter: { options: { [f.param]: [1, 4] } } })),
  { param: 'furnished', url: 'furnished=true', filter: { furnished: [true] } },
  { param: 'pets_allowed', url: 'pets_allowed=true', filter: { pets_allowed: true } },
  { param: 'price_reduced', url: 'price_reduced=true', filter: { price_reduced: true } },
  { param: 'area', url: 'area=47.5,19;47.6,19.1;47.5,19.2', filter: { area: [[47.5, 19], [47.6, 19.1], [47.5, 19.2]] } },
];

/** Every field in one URL: its sale_status=1 makes the price a monthly rent, typed in forints. */
const everyFieldUrl = everyField.map((f) => (f.param === 'price' ? 'price_min=150000&price_max=300000' : f.url)).join('&');

describe('readSearchQuery and writeSearchQuery: the page URL', () => {
  it('covers every field of the definition', () => {
    expect(everyField.map((f) => f.param)).toEqual(searchFilterFields.map((f) => f.param));
  });

  for (const { param, url, filter } of everyField) {
    it(`reads ${param} from the URL and writes it back the same`, () => {
      const read = readPage(url);
      expect(read.problems).toEqual([]);
      expect(read.query.filter).toEqual({ ...emptySearchFilter, ...filter });
      expect(pageText(read.query)).toBe(url);
    });
  }

  it('round-trips every field at once, in definition order, with order and page', () => {
    const url = `${everyFieldUrl}&sort=price_asc&page=3`;
    const read = readPage(url);
    expect(read.problems).toEqual([]);
    expect(pageText(read.query)).toBe(url);
    expect(readPage(pageText(read.query)).query).toEqual(read.query);
  });

  it('reads the price in millions with a decimal comma or point, and writes it with a point', () => {
    for (const typed of ['49,9', '49.9', ' 49,9 ']) expect(readPage(`price_max=${encodeURIComponent(typed)}`).query.filter.ranges.price?.max, typed).toBe(49_900_000);
    expect(readPage('price_min=0,25').query.filter.ranges.price?.min).toBe(250_000);
    expect(pageText(withFilter({ ranges: { price: { min: 1, max: 1_234_567 } } }))).toBe('price_min=0.000001&price_max=1.234567');
    expect(pageText(withFilter({ ranges: { price: { min: 150_000_000, max: undefined } } }))).toBe('price_min=150');
  });

  it('reads and writes a rent or lease price in whole forints a month, never in millions', () => {
    const rent = readPage('price_max=300000&sale_status=1');
    expect(rent.problems).toEqual([]);
    expect(rent.query.filter.ranges.price).toEqual({ min: undefined, max: 300_000 });
    expect(pageText(rent.query)).toBe('price_max=300000&sale_status=1');
    expect(readPage('sale_status=2&price_min=1%20200').query.filter.ranges.price?.min).toBe(1_200);
    expect(pageText(withFilter({ sale_status: 2, ranges: { price: { min: 180_000, max: undefined } } }))).toBe('price_min=180000&sale_status=2');
    // The same number is millions for a sale: the unit follows the sale status wherever it stands.
    expect(readPage('sale_status=0&price_max=300').query.filter.ranges.price?.max).toBe(300_000_000);
  });

  it('reads the pets filter as a checkbox: true or 1 narrows, anything else is named and filters nothing', () => {
    expect(readPage('pets_allowed=1').query.filter.pets_allowed).toBe(true);
    const bad = readPage('pets_allowed=maybe&sale_status=1');
    expect(bad.problems.map((p) => p.key)).toEqual(['pets_allowed']);
    expect(bad.query.filter.pets_allowed).toBe(false);
    expect(readApi('pets_allowed=true&pets_allowed=false').problems.map((p) => p.key)).toEqual(['pets_allowed']);
  });

  it('refuses fractions of a forint in a rent price, naming the bound', () => {
    const read = readPage('sale_status=1&price_max=0,3');
    expect(read.problems.map((p) => p.key)).toEqual(['price_max']);
    expect(read.query.filter.ranges.price).toBeUndefined();
    expect(read.query.filter.sale_status).toBe(1);
  });

  it('reads the price in millions when the sale status itself is bad (it is named, the price kept)', () => {
    const read = readPage('sale_status=7&price_max=60');
    expect(read.problems.map((p) => p.key)).toEqual(['sale_status']);
    expect(read.query.filter.ranges.price?.max).toBe(60_000_000);
  });

  it('reads digit groups as the form does ("1 200"), but no fractions where whole numbers are asked', () => {
    expect(readPage('default_size_min=1%20200').query.filter.ranges.default_size?.min).toBe(1200);
    const read = readPage('rooms_min=2,5');
    expect(read.query.filter.ranges.rooms).toBeUndefined();
    expect(read.problems.map((p) => p.key)).toEqual(['rooms_min']);
  });

  it('takes lists as comma lists or repeated parameters, each value once, options ascending', () => {
    expect(readPage('property_types=2&property_types=1,2').query.filter.options.property_types).toEqual([1, 2]);
    expect(readPage('places=city:1&places=city:1,county:13').query.filter.places).toEqual([
      { kind: 'city', id: 1 },
      { kind: 'county', id: 13 },
    ]);
    expect(readPage('furnished=true,false,1').query.filter.furnished).toEqual([true, false]);
  });

  it('writes a readable URL: place ids and lists unescaped, the rest escaped', () => {
    expect(searchPageHref(withFilter({ places: [{ kind: 'city', id: 1 }, { kind: 'district', id: 13 }], options: { heating: [1, 4] } }))).toBe(
      '/kereses?places=city:1,district:13&heating=1,4',
    );
    expect(queryString([['a b', 'x&y=z']])).toBe('a%20b=x%26y%3Dz');
    expect(searchPageHref(emptySearchQuery)).toBe('/kereses');
  });

  it('leaves out what is not asked: for sale, Otthon Start unchecked, newest first, page 1', () => {
    expect(pageText(readPage('otthon_start_hitel_filter=false&sort=newest&page=1&furnished=').query)).toBe('');
    expect(pageText(readPage('sale_status=0').query)).toBe('sale_status=0');
  });

  it('ignores parameters no search takes (utm_*, fbclid, gclid), listing them as unknown', () => {
    const read = readPage('utm_source=facebook&utm_campaign=tavasz&fbclid=IwAR0&gclid=Cj0K&rooms_min=2');
    expect(read.problems).toEqual([]);
    expect(read.unknown).toEqual(['utm_source', 'utm_campaign', 'fbclid', 'gclid']);
    expect(pageText(read.query)).toBe('rooms_min=2');
  });

  it('drops each bad value and names its parameter, keeping the good ones', () => {
    const read = readPage('rooms_min=sok&places=city:1,street:9&condition=3,x&sale_status=7&sort=cheap&page=0&id=-4&price_max=60');
    expect(read.problems.map((p) => p.key).sort()).toEqual(['places', 'condition', 'sale_status', 'id', 'rooms_min', 'sort', 'page'].sort());
    expect(read.query.filter.places).toEqual([{ kind: 'city', id: 1 }]);
    expect(read.query.filter.options.condition).toEqual([3]);
    expect(read.query.filter.ranges.price?.max).toBe(60_000_000);
    expect(read.query).toMatchObject({ sort: 'newest', page: 1 });
    expect(read.query.filter.sale_status).toBeUndefined();
  });

  it('drops a range whose minimum is above its maximum, naming the field', () => {
    const read = readPage('price_min=60&price_max=20');
    expect(read.query.filter.ranges.price).toBeUndefined();
    expect(read.problems.map((p) => p.key)).toEqual(['price']);
  });

  it('refuses a single-valued parameter given twice, and values above the field maximum', () => {
    expect(readPage('rooms_min=1&rooms_min=2').problems.map((p) => p.key)).toEqual(['rooms_min']);
    expect(readPage('rooms_max=1001').problems.map((p) => p.key)).toEqual(['rooms_max']);
    expect(readPage('price_max=10000001').problems.map((p) => p.key)).toEqual(['price_max']);
  });
});

describe('readSearchQuery and writeSearchQuery: the API', () => {
  it('takes a rent price in whole forints as a sale price is: the unit is the page\'s only', () => {
    const page = readPage('sale_status=1&price_max=300000').query;
    expect(queryString(writeSearchQuery(page, 'api'))).toBe('price_max=300000&sale_status=1');
    expect(readApi('price_max=300000&sale_status=1').query).toEqual(page);
  });

  it('writes prices in whole forints and reads them back the same', () => {
    const query = withFilter({ ranges: { price: { min: 20_000_000, max: 49_900_000 } } });
    expect(queryString(writeSearchQuery(query, 'api'))).toBe('price_min=20000000&price_max=49900000');
    expect(readApi('price_min=20000000&price_max=49900000').query).toEqual(query);
  });

  it('takes digits only: no fraction, sign, exponent, hex, padding or leading zero', () => {
    for (const bad of ['49.9', '49,9', '-5', '+5', '1e3', '0x1', ' 5', '05', '1 200']) {
      expect(readApi(`price_max=${encodeURIComponent(bad)}`).problems.map((p) => p.key), bad).toEqual(['price_max']);
    }
    expect(readApi('price_max=0').problems).toEqual([]);
  });

  it('takes every option of a field, and refuses a list longer than any dropdown has, naming its parameter', () => {
    const values = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(',');
    expect(readApi(`energy_certificate=${values(maxListValues)}`).query.filter.options.energy_certificate).toHaveLength(maxListValues);
    const long = readApi(`condition=${values(maxListValues + 1)}&places=${values(maxListValues + 1).replace(/(\d+)/g, 'city:$1')}&heating=1`);
    expect(long.problems.map((p) => p.key).sort()).toEqual(['condition', 'places']);
    expect(long.problems[0]?.message).toBe(`must have at most ${maxListValues} values`);
    expect(long.query.filter.options).toEqual({ heating: [1] });
  });

  it('round-trips every field of the page URL through the API unchanged', () => {
    const page = readPage(`${everyFieldUrl}&sort=size_desc&page=2`).query;
    const api = readApi(queryString(writeSearchQuery(page, 'api')));
    expect(api.problems).toEqual([]);
    expect(api.query).toEqual(page);
  });
});

describe('readSearchQuery and writeSearchQuery: the area', () => {
  it('writes one canonical form: no trailing zeros, separators unescaped, the same in the API', () => {
    const read = readPage('area=47.50000,19.00;47.6,19.1;47.5,19.20010');
    expect(read.problems).toEqual([]);
    expect(pageText(read.query)).toBe('area=47.5,19;47.6,19.1;47.5,19.2001');
    expect(queryString(writeSearchQuery(read.query, 'api'))).toBe('area=47.5,19;47.6,19.1;47.5,19.2001');
    expect(readApi('area=47.5,19;47.6,19.1;47.5,19.2001').query.filter.area).toEqual(read.query.filter.area);
  });

  it('drops a bad area and names it: too few or too many vertices, out of bounds, more than 5 decimals, closed, given twice', () => {
    const forty = Array.from({ length: 41 }, (_, i) => `47.${i + 10},19`).join(';');
    for (const bad of ['47.5,19;47.6,19.1', forty, '47.5,19;47.6,19.1;44.9,19.2', '47.5,19;47.6,25;47.5,19.2', '47.5,19;47.6,19.1;47.5,19.123456', '47.5,19;47.6,19.1;47.5,19.2;47.5,19', '47.5,19;47.6,19.1;47.5,19.2,1', '1e1,19;47.6,19.1;47.5,19.2', 'x']) {
      const read = readPage(`area=${encodeURIComponent(bad)}&rooms_min=2`);
      expect(read.problems.map((p) => p.key), bad).toEqual(['area']);
      expect(read.query.filter.area, bad).toBeUndefined();
      expect(read.query.filter.ranges.rooms, bad).toEqual({ min: 2, max: undefined });
    }
    expect(readPage('area=47.5,19;47.6,19.1;47.5,19.2&area=47.5,19;47.6,19.1;47.5,19.3').problems).toEqual([{ key: 'area', message: 'must be given once' }]);
  });

  it('takes 40 vertices, and the bounds themselves', () => {
    const forty = Array.from({ length: 40 }, (_, i) => `${45 + i * 0.1},${i % 2 === 0 ? 15.5 : 23.5}`).join(';');
    expect(readPage(`area=${forty}`).query.filter.area).toHaveLength(40);
  });
});

describe('problemField, activeFilterKeys and withoutFilter', () => {
  it('names the field of a problem, range bounds included', () => {
    expect(problemField('price_min')).toBe('price');
    expect(problemField('rooms')).toBe('rooms');
    expect(problemField('places')).toBe('places');
    expect(problemField('sort')).toBeUndefined();
  });

  it('lists the fields that narrow a search, in form order; the default sale status narrows nothing', () => {
    const query = readPage('rooms_min=2&places=city:136&price_max=60&sale_status=0&furnished=true,false&heating=1').query;
    expect(activeFilterKeys(query.filter)).toEqual(['places', 'price', 'rooms', 'heating']);
    expect(activeFilterKeys(readPage('sale_status=1&furnished=false&otthon_start_hitel_filter=true').query.filter)).toEqual([
      'sale_status',
      'otthon_start_hitel_filter',
      'furnished',
    ]);
    expect(activeFilterKeys(emptySearchFilter)).toEqual([]);
  });

  it('removes the rent with its monthly price and the pets filter: back on sale they would mean something else', () => {
    const rent = readPage('sale_status=1&price_max=300000&pets_allowed=true&rooms_min=2').query.filter;
    expect(pageText(withFilter(withoutFilter(rent, 'sale_status')))).toBe('rooms_min=2');
    const sale = readPage('sale_status=0&price_max=60').query.filter;
    expect(withoutFilter(sale, 'sale_status').ranges.price).toEqual({ min: undefined, max: 60_000_000 });
  });

  it('removes exactly one field, except that the rent takes its monthly price and the pets filter along', () => {
    const { filter } = readPage(everyFieldUrl).query;
    for (const key of activeFilterKeys(filter)) {
      const rest = activeFilterKeys(withoutFilter(filter, key));
      const along: readonly string[] = key === 'sale_status' ? [key, 'price', 'pets_allowed'] : [key];
      expect(rest, key).toEqual(activeFilterKeys(filter).filter((k) => !along.includes(k)));
    }
  });
});
