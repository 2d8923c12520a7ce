/**
 * The property search against real D1 with the 300 generated demo listings. Every expectation
 * is computed in JavaScript from the generator's own rows (generateListings), not from SQL, so a
 * wrong WHERE or ORDER BY cannot agree with itself.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { dropdownOptionLists, maskValues } from '../../../domain/search/filterOptionLists';
import { citiesById, districtsById, neighbourhoodsById } from '../../../domain/geography/index';
import { searchAnswerSchema, searchResultItemSchema } from '../../../domain/cms/listingSchemas';
import { generateListings, type PropertyRow } from '../../../scripts/demo-data/generate';
import { embeddedCms } from '../embeddedCms';
import { searchFilterFields } from '../../../domain/search/searchFilter';
import { maxListValues } from '../../../domain/search/searchFilterQuery';
import { latestReduction } from '../../../domain/listings/priceHistory';
import { priceChangesOf } from '../../../scripts/demo-data/priceChanges';

/** The dropdown-fed fields by parameter, with the column the definition names (checked against the generator's rows below). */
const columnsOf = (match: 'in' | 'hasAny') => searchFilterFields.flatMap((f) => ('dropdown' in f && f.match === match ? [[f.param, f.column] as const] : []));
const inFilterColumns = columnsOf('in');
const maskFilterColumns = columnsOf('hasAny');

const generated = [...generateListings({ size: 300, seed: 1 })];
const listings: PropertyRow[] = generated.map((l) => l.property);
const isPropertyColumn = (column: string): column is keyof PropertyRow => column in (listings[0] ?? {});

const franchise1 = 'unit_type=franchise&franchise_id=1';
const office13 = 'unit_type=office&office_id=13';

const cms = (path: string) => embeddedCms.request(path, {}, env);

async function search(query: string) {
  const res = await cms(`/api/cms/properties/search?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return searchAnswerSchema.parse(await res.json()).data;
}

/** Every page of a search (60 a page), in order, with the total each page reported. */
async function searchAll(query: string): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page++) {
    const data = await search(`${query}&page_size=60&page=${page}`);
    ids.push(...data.items.map((i) => i.id));
    totals.push(data.total);
    if (data.items.length < 60) return { ids, totals };
  }
}

type Order = (a: PropertyRow, b: PropertyRow) => number;
const newestFirst: Order = (a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1);
const ascendingBy =
  (key: (p: PropertyRow) => number): Order =>
  (a, b) =>
    key(a) - key(b) || a.id - b.id;
const descendingBy =
  (key: (p: PropertyRow) => number): Order =>
  (a, b) =>
    key(b) - key(a) || b.id - a.id;

/** When the listing's latest price change (as the generator wrote it) was a reduction, its date; else null. */
const reducedAt = (p: PropertyRow) => latestReduction(priceChangesOf(1, p))?.reduced_at ?? null;
const latestReducedFirst: Order = (a, b) => {
  const [x, y] = [reducedAt(a), reducedAt(b)];
  if (x !== y) return x === null ? 1 : y === null ? -1 : x < y ? 1 : -1;
  return newestFirst(a, b);
};

const inFranchise1ForSale = (p: PropertyRow) => p.franchise_id === 1 && p.sale_status === 0;

/** The ids the search must answer, in order: newest first unless told otherwise. */
const expected = (match: (p: PropertyRow) => boolean, order: Order = newestFirst) => listings.filter(match).sort(order).map((p) => p.id);

/** Searches franchise 1 for sale with `query` and checks ids and total against `match`. */
async function expectFranchiseSearch(query: string, match: (p: PropertyRow) => boolean, order: Order = newestFirst) {
  const want = expected((p) => inFranchise1ForSale(p) && match(p), order);
  const got = await searchAll(`${franchise1}&${query}`);
  expect(got.ids).toEqual(want);
  expect(new Set(got.totals)).toEqual(new Set([want.length]));
  return want;
}

/** The two values of a column most common among franchise 1's listings for sale. */
function commonValues(column: (p: PropertyRow) => number | null): number[] {
  const counts = new Map<number, number>();
  for (const p of listings.filter(inFranchise1ForSale)) {
    const value = column(p);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([value]) => value);
}

async function expectBadRequest(query: string, fields: string[]) {
  const res = await cms(`/api/cms/properties/search?${query}`);
  expect(res.status).toBe(400);
  const body = await res.json<{ error: string; fields: { field: string; message: string }[] }>();
  expect(body.error).toBe('invalid_request');
  expect(body.fields.map((f) => f.field).sort()).toEqual([...fields].sort());
  for (const f of body.fields) expect(f.message).not.toBe('');
}

describe('GET /api/cms/properties/search: unit scope', () => {
  it('a franchise sees the listings of all its offices and of no other franchise', async () => {
    const ids = await expectFranchiseSearch('', () => true);
    const offices = new Set(listings.filter((p) => ids.includes(p.id)).map((p) => p.office_id));
    expect(offices.size).toBeGreaterThan(5);
    expect(listings.some((p) => p.franchise_id === 2 && p.sale_status === 0)).toBe(true);
  });

  it('an office sees only its own listings', async () => {
    const want = expected((p) => p.office_id === 13 && p.sale_status === 0);
    expect(want.length).toBeGreaterThan(3);
    expect((await searchAll(office13)).ids).toEqual(want);
  });

  it('an id of another unit finds nothing', async () => {
    const other = listings.find((p) => p.office_id !== 13 && p.sale_status === 0);
    const data = await search(`${office13}&id=${other?.id}`);
    expect(data).toMatchObject({ items: [], total: 0 });
  });

  it('answers 404 for a franchise or office that does not exist', async () => {
    for (const query of ['unit_type=franchise&franchise_id=999', 'unit_type=office&office_id=999']) {
      const res = await cms(`/api/cms/properties/search?${query}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found' });
    }
  });
});

describe('GET /api/cms/properties/search: matching rules', () => {
  it('searches listings for sale when sale_status is not given, and each status 0, 1, 2 when it is', async () => {
    expect((await searchAll(franchise1)).ids).toEqual((await searchAll(`${franchise1}&sale_status=0`)).ids);
    for (const status of [1, 2]) {
      const want = expected((p) => p.franchise_id === 1 && p.sale_status === status);
      expect(want.length, `status ${status}`).toBeGreaterThan(0);
      expect((await searchAll(`${franchise1}&sale_status=${status}`)).ids).toEqual(want);
    }
  });

  it('id matches exactly one listing of the unit', async () => {
    const target = listings.filter(inFranchise1ForSale)[7];
    await expectFranchiseSearch(`id=${target?.id}`, (p) => p.id === target?.id);
  });

  it('id finds the listing whatever its sale status, unless a status is given too', async () => {
    for (const status of [1, 2]) {
      const rental = listings.find((p) => p.franchise_id === 1 && p.sale_status === status);
      if (!rental) throw new Error(`no listing of status ${status}`);
      expect((await search(`${franchise1}&id=${rental.id}`)).items.map((i) => i.id)).toEqual([rental.id]);
      expect((await search(`${franchise1}&id=${rental.id}&sale_status=${status}`)).items.map((i) => i.id)).toEqual([rental.id]);
      expect(await search(`${franchise1}&id=${rental.id}&sale_status=0`)).toMatchObject({ items: [], total: 0 });
    }
  });

  it('ranges keep min <= value <= max, both bounds included, each bound usable alone', async () => {
    const ranges = {
      price: (p: PropertyRow) => p.price,
      default_size: (p: PropertyRow) => p.default_size,
      net_size: (p: PropertyRow) => p.net_size,
      lot_size: (p: PropertyRow) => p.lot_size,
      rooms: (p: PropertyRow) => p.rooms,
    };
    for (const [field, value] of Object.entries(ranges)) {
      const values = listings.filter(inFranchise1ForSale).flatMap((p) => (value(p) === null ? [] : [value(p) ?? 0])).sort((a, b) => a - b);
      // Bounds taken from real values, so that "included" is tested on listings exactly at them.
      const min = values[Math.floor(values.length / 4)] ?? 0;
      const max = values[Math.floor((values.length * 3) / 4)] ?? 0;
      const inRange = (p: PropertyRow, lo: number, hi: number) => {
        const v = value(p);
        return v !== null && v >= lo && v <= hi;
      };
      const both = await expectFranchiseSearch(`${field}_min=${min}&${field}_max=${max}`, (p) => inRange(p, min, max));
      expect(listings.some((p) => both.includes(p.id) && value(p) === min), `${field} min included`).toBe(true);
      expect(listings.some((p) => both.includes(p.id) && value(p) === max), `${field} max included`).toBe(true);
      await expectFranchiseSearch(`${field}_min=${min}`, (p) => inRange(p, min, Number.MAX_SAFE_INTEGER));
      await expectFranchiseSearch(`${field}_max=${max}`, (p) => inRange(p, 0, max));
    }
  });

  it('property_types matches any of the chosen types, as a comma list or repeated parameters', async () => {
    const want = await expectFranchiseSearch('property_types=2,3', (p) => p.property_type === 2 || p.property_type === 3);
    expect(want.length).toBeGreaterThan(0);
    expect((await searchAll(`${franchise1}&property_types=2&property_types=3`)).ids).toEqual(want);
  });

  it('every single-valued multi-select matches a listing whose value is among the chosen ones (whereIn)', async () => {
    for (const [param, column] of inFilterColumns) {
      expect(isPropertyColumn(column), column).toBe(true);
      const read = (p: PropertyRow): number | null => {
        const v: unknown = isPropertyColumn(column) ? p[column] : null;
        return typeof v === 'number' ? v : null;
      };
      const values = commonValues(read);
      expect(values.length, param).toBeGreaterThan(0);
      const want = await expectFranchiseSearch(`${param}=${values.join(',')}`, (p) => {
        const v = read(p);
        return v !== null && values.includes(v);
      });
      expect(want.length, param).toBeGreaterThan(0);
    }
  });

  it('public_utility, equipment and discounts match a listing that has any of the chosen values', async () => {
    for (const [param, column] of maskFilterColumns) {
      expect(isPropertyColumn(column), column).toBe(true);
      const mask = (p: PropertyRow): number => {
        const v: unknown = isPropertyColumn(column) ? p[column] : 0;
        return typeof v === 'number' ? v : 0;
      };
      const counts = new Map<number, number>();
      for (const p of listings.filter(inFranchise1ForSale)) for (const v of maskValues(mask(p))) counts.set(v, (counts.get(v) ?? 0) + 1);
      // The two rarest values present: neither everything nor nothing matches.
      const values = [...counts.entries()].sort((a, b) => a[1] - b[1]).slice(0, 2).map(([v]) => v);
      const want = await expectFranchiseSearch(`${param}=${values.join(',')}`, (p) => maskValues(mask(p)).some((v) => values.includes(v)));
      expect(want.length, param).toBeGreaterThan(0);
      expect(want.length, param).toBeLessThan(listings.filter(inFranchise1ForSale).length);
    }
  });

  it('furnished=true keeps furnished listings, false unfurnished ones, both either', async () => {
    const yes = await expectFranchiseSearch('furnished=true', (p) => p.furnished === 1);
    const no = await expectFranchiseSearch('furnished=false', (p) => p.furnished === 0);
    expect(yes.length).toBeGreaterThan(0);
    expect(no.length).toBeGreaterThan(0);
    await expectFranchiseSearch('furnished=true,false', (p) => p.furnished === 0 || p.furnished === 1);
  });

  it('otthon_start_hitel_filter=true keeps only Otthon Start eligible listings; false filters nothing', async () => {
    const eligible = await expectFranchiseSearch('otthon_start_hitel_filter=true', (p) => p.otthon_start === 1);
    expect(eligible.length).toBeGreaterThan(0);
    await expectFranchiseSearch('otthon_start_hitel_filter=false', () => true);
  });

  it('price_reduced=true keeps only listings whose latest price change was a reduction; false filters nothing', async () => {
    const reduced = await expectFranchiseSearch('price_reduced=true', (p) => reducedAt(p) !== null);
    expect(reduced.length).toBeGreaterThan(0);
    await expectFranchiseSearch('price_reduced=false', () => true);
  });

  it('pets_allowed=true keeps only rentals that allow pets; false filters nothing', async () => {
    const rentals = (p: PropertyRow) => p.franchise_id === 1 && p.sale_status === 1;
    const want = expected((p) => rentals(p) && p.pets_allowed === 1);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(expected(rentals).length);
    const got = await searchAll(`${franchise1}&sale_status=1&pets_allowed=true`);
    expect(got.ids).toEqual(want);
    expect((await searchAll(`${franchise1}&sale_status=1&pets_allowed=false`)).ids).toEqual(expected(rentals));
  });

  it('places match listings in any chosen city, Budapest district, neighbourhood or county', async () => {
    const forSale = listings.filter(inFranchise1ForSale);
    const withNeighbourhood = forSale.find((p) => p.neighbourhood_id !== null);
    const outsideBudapest = forSale.find((p) => p.city_id !== 1);
    const district = forSale.find((p) => p.district_id !== null && p.district_id !== 13)?.district_id;
    const county = forSale.find((p) => p.county_id !== 1 && p.county_id !== outsideBudapest?.county_id)?.county_id;
    if (!withNeighbourhood?.neighbourhood_id || !outsideBudapest || !district || !county) throw new Error('the demo data lacks places to test');
    const n = withNeighbourhood.neighbourhood_id;
    expect(neighbourhoodsById.has(n) && districtsById.has(district) && citiesById.has(outsideBudapest.city_id)).toBe(true);

    await expectFranchiseSearch(`places=city:${outsideBudapest.city_id}`, (p) => p.city_id === outsideBudapest.city_id);
    await expectFranchiseSearch(`places=district:${district}`, (p) => p.district_id === district);
    await expectFranchiseSearch(`places=neighbourhood:${n}`, (p) => p.neighbourhood_id === n);
    await expectFranchiseSearch(`places=county:${county}`, (p) => p.county_id === county);
    const mixed = await expectFranchiseSearch(
      `places=city:${outsideBudapest.city_id},district:${district},neighbourhood:${n},county:${county}`,
      (p) => p.city_id === outsideBudapest.city_id || p.district_id === district || p.neighbourhood_id === n || p.county_id === county,
    );
    expect(mixed.length).toBeGreaterThan(3);
  });

  it('county (the form field "country") keeps listings of that county', async () => {
    const want = await expectFranchiseSearch('county=1', (p) => p.county_id === 1);
    expect(want.length).toBeGreaterThan(0);
  });

  it('several fields together must all match', async () => {
    const want = await expectFranchiseSearch(
      'property_types=1&rooms_min=2&price_max=90000000&places=city:1&otthon_start_hitel_filter=true',
      (p) => p.property_type === 1 && (p.rooms ?? 0) >= 2 && p.price <= 90_000_000 && p.city_id === 1 && p.otthon_start === 1,
    );
    expect(want.length).toBeGreaterThan(0);
  });

  it('answers cards shaped like the other listing lists, with labels, place references, slogan and ISO times', async () => {
    const data = await search(`${office13}&page_size=5`);
    expect(data.items.length).toBe(5);
    for (const item of data.items) {
      searchResultItemSchema.parse(item);
      const source = generated.find((l) => l.property.id === item.id);
      const p = source?.property;
      if (!p) throw new Error(`no generated listing ${item.id}`);
      expect(item).toMatchObject({
        name: p.name,
        price: p.price,
        main_image: p.main_image,
        sale_status: { value: 0, label: 'Eladó' },
        type: { value: p.property_type, label: dropdownOptionLists.property_type.find((o) => o.value === p.property_type)?.label },
        default_size: p.default_size,
        rooms: p.rooms,
        description: { slogan: source?.description.slogan },
        otthon_start: p.otthon_start === 1,
        created_at: `${p.created_at.replace(' ', 'T')}Z`,
      });
      expect(item.address.city).toEqual({ id: p.city_id, label: citiesById.get(p.city_id)?.name });
      expect(item.address.district).toEqual(p.district_id === null ? null : { id: p.district_id, label: districtsById.get(p.district_id)?.name });
    }
  });
});

describe('GET /api/cms/properties/search: sorting', () => {
  const size = (p: PropertyRow) => p.default_size ?? p.lot_size ?? 0;
  const pricePerM2 = (p: PropertyRow) => Math.round(p.price / size(p));
  const orders: [string, Order][] = [
    ['newest', newestFirst],
    ['price_asc', ascendingBy((p) => p.price)],
    ['price_desc', descendingBy((p) => p.price)],
    ['price_per_m2_asc', ascendingBy(pricePerM2)],
    ['price_per_m2_desc', descendingBy(pricePerM2)],
    ['size_asc', ascendingBy(size)],
    ['size_desc', descendingBy(size)],
    ['price_reduced', latestReducedFirst],
  ];

  it('orders newest first by default', async () => {
    await expectFranchiseSearch('', () => true, newestFirst);
  });

  for (const [sort, order] of orders) {
    it(`sort=${sort} orders the whole result, ties by id, for a franchise and an office`, async () => {
      await expectFranchiseSearch(`sort=${sort}`, () => true, order);
      expect((await searchAll(`${office13}&sort=${sort}`)).ids).toEqual(expected((p) => p.office_id === 13 && p.sale_status === 0, order));
    });
  }

  it('sizes a plot by its plot area, as its price per m²', async () => {
    const plots = await expectFranchiseSearch('property_types=3&sort=size_desc', (p) => p.property_type === 3, descendingBy(size));
    expect(plots.length).toBeGreaterThan(1);
  });
});

describe('GET /api/cms/properties/search: paging', () => {
  it('pages of the chosen size split the result in order, without overlap, with the same total', async () => {
    const all = expected(inFranchise1ForSale);
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.length / 25); page++) pages.push(await search(`${franchise1}&page_size=25&page=${page}`));
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(all);
    for (const [i, p] of pages.entries()) expect(p).toMatchObject({ total: all.length, page: i + 1, pageSize: 25 });
  });

  it('answers 24 a page by default, and an empty page past the end with the total', async () => {
    const first = await search(franchise1);
    expect(first.items.length).toBe(24);
    expect(first).toMatchObject({ page: 1, pageSize: 24 });
    const beyond = await search(`${franchise1}&page=999`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('takes page sizes up to 60 and pages up to 1000', async () => {
    expect((await search(`${franchise1}&page_size=60`)).items.length).toBe(60);
    await expectBadRequest(`${franchise1}&page_size=61`, ['page_size']);
    await expectBadRequest(`${franchise1}&page_size=0`, ['page_size']);
    await expectBadRequest(`${franchise1}&page=1001`, ['page']);
    await expectBadRequest(`${franchise1}&page=0`, ['page']);
  });
});

describe('GET /api/cms/properties/search: bad input answers 400 naming each bad field', () => {
  it('refuses an unknown sort', async () => {
    await expectBadRequest(`${franchise1}&sort=cheapest`, ['sort']);
  });

  it('refuses a range whose min is greater than its max, naming the field', async () => {
    await expectBadRequest(`${franchise1}&price_min=60000000&price_max=50000000`, ['price']);
    await expectBadRequest(`${franchise1}&rooms_min=4&rooms_max=2&lot_size_min=900&lot_size_max=100`, ['rooms', 'lot_size']);
  });

  it('takes only digits for id, price, sizes and rooms', async () => {
    await expectBadRequest(
      `${franchise1}&id=12a&price_min=49.9&default_size_max=-5&net_size_min=1e3&lot_size_max=abc&rooms_min=2,5`,
      ['id', 'price_min', 'default_size_max', 'net_size_min', 'lot_size_max', 'rooms_min'],
    );
  });

  it('refuses exponents, hex, signs, decimals and padding in every number, paging and unit ids included', async () => {
    for (const bad of ['1e3', '0x10', '+5', '5.0', '05', '%205', '5%20']) {
      await expectBadRequest(`${franchise1}&rooms_min=${bad}&id=${bad}&page=${bad}&page_size=${bad}&county=${bad}`, ['rooms_min', 'id', 'page', 'page_size', 'county']);
      await expectBadRequest(`unit_type=franchise&franchise_id=${bad}`, ['franchise_id']);
    }
  });

  it('refuses bad place ids, option values, booleans and sale statuses', async () => {
    await expectBadRequest(`${franchise1}&places=city:1,street:4&condition=x&furnished=maybe&otthon_start_hitel_filter=yes&sale_status=3&equipment=54`, [
      'places',
      'condition',
      'furnished',
      'otthon_start_hitel_filter',
      'sale_status',
      'equipment',
    ]);
  });

  it('refuses a list longer than any dropdown or the place search has, naming the field', async () => {
    const long = Array.from({ length: maxListValues + 1 }, (_, i) => i + 1);
    await expectBadRequest(`${franchise1}&condition=${long.join(',')}&places=${long.map((id) => `city:${id}`).join(',')}`, ['condition', 'places']);
    await expectBadRequest(`${franchise1}&${long.map((v) => `heating=${v}`).join('&')}`, ['heating']);
  });

  it('refuses unknown parameters, naming each', async () => {
    await expectBadRequest(`${franchise1}&price_mn=5&colour=red`, ['price_mn', 'colour']);
  });

  it('refuses a single-valued parameter given twice', async () => {
    await expectBadRequest(`${franchise1}&price_min=1&price_min=2`, ['price_min']);
  });

  it('needs the unit: unit_type and the id named after it', async () => {
    await expectBadRequest('sort=newest', ['unit_type']);
    await expectBadRequest('unit_type=office&franchise_id=1', ['office_id']);
    await expectBadRequest('unit_type=office&office_id=13&sort=x&price_min=2&price_max=1', ['sort', 'price']);
  });

  it('treats empty parameters, as an empty form sends them, as not given', async () => {
    const empty = await searchAll(`${franchise1}&price_min=&rooms_max=&places=&furnished=&sort=&id=`);
    expect(empty.ids).toEqual(expected(inFranchise1ForSale));
  });
});
