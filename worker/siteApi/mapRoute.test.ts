/**
 * GET /api/site/map against the real local D1 (the test network, its listings placed by backOffice/test/listingPlaces.ts
 * or inserted here): the unit's scope, the search's own counts for every filter, the 5,000-point cap and its clusters,
 * the answer's size, bad parameters, an upstream CMS without the call, and the cache.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { propertyMapSchema } from '../../domain/cms/listingSchemas';
import { areaContains, maxMapPoints, parseArea } from '../../domain/search/searchArea';
import { queryValuesOf, readSearchQuery, writeSearchQuery } from '../../domain/search/searchFilterQuery';
import { embeddedCms } from '../../backOffice/cms/embeddedCms';
import { placeListings, type PlacedListing } from '../../backOffice/test/listingPlaces';
import { cmsClientOver, cmsRequest } from '../cms/cmsClient';
import { recordTenant, resetFakeCms, teachFakeCms, upstreamBindings } from '../test/fakeCms';
import { fakeCmsKey } from '../test/fakeCmsScript';
import { callWorkerSettled } from '../test/tenantRequest';

const invalidSchema = z.object({ error: z.literal('invalid_request'), fields: z.array(z.object({ field: z.string(), message: z.string() })) });

async function mapOf(host: string, query: string) {
  const response = await callWorkerSettled(host, `/api/site/map?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return { map: propertyMapSchema.parse(await response.json()), response };
}

/** The search's own total for the same page parameters, from the built-in CMS's search. */
async function searchTotal(unit: { type: 'franchise' | 'office'; id: number }, pageQuery: string): Promise<number> {
  const read = readSearchQuery(queryValuesOf(new URLSearchParams(pageQuery)), 'page');
  expect(read.problems).toEqual([]);
  const cms = cmsClientOver(async (request) => embeddedCms.fetch(request, env));
  const result = await cms.search({ unit, filter: Object.fromEntries(writeSearchQuery(read.query, 'api')) });
  return result?.total ?? Number.NaN;
}

/** Inserts `count` listings of franchise 2's Debrecen office, for sale, placed over Hungary, with prices from 10 to 210 M. */
async function insertPlacedListings(count: number, firstId = 5_000_001): Promise<void> {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO properties (id, franchise_id, office_id, name, sale_status, property_type, price, default_size, county_id, city_id, latitude, longitude, location_precision)
     SELECT ? + i, 2, 21, 'Térképes lakás ' || i, 0, 1, 10000000 + ((i * 7919) % 2001) * 100000, 50, t.county_id, t.city_id,
       round(45.8 + ((i * 7919) % 20011) * (2.6 / 20011), 6), round(16.2 + ((i * 104729) % 30011) * (6.6 / 30011), 6),
       CASE WHEN i % 12 = 0 THEN 'area' WHEN i % 4 = 0 THEN 'street' ELSE 'exact' END
     FROM n, (SELECT county_id, city_id FROM properties WHERE office_id = 21 LIMIT 1) t WHERE i < ?`,
  )
    .bind(count, firstId, count)
    .run();
}

const gzippedBytes = async (text: string) => (await new Response(new Response(text).body?.pipeThrough(new CompressionStream('gzip'))).arrayBuffer()).byteLength;

let listings: PlacedListing[];
beforeEach(async () => {
  listings = await placeListings(env.DB);
});

describe('GET /api/site/map: scope', () => {
  it('shows exactly the unit’s located listings: a franchise its offices’ too, an office only its own, never another unit’s', async () => {
    for (const [host, inUnit] of [
      ['immo1.localhost', (l: PlacedListing) => l.franchise_id === 1],
      ['lakaspont.localhost', (l: PlacedListing) => l.franchise_id === 2],
      ['budapest13.localhost', (l: PlacedListing) => l.office_id === 13],
    ] as const) {
      const { map } = await mapOf(host, '');
      const forSale = listings.filter((l) => inUnit(l) && l.sale_status === 0);
      const located = forSale.filter((l) => l.latitude !== null);
      expect(located.length, host).toBeGreaterThan(0);
      expect(map.points.map((p) => p[0]).sort((a, b) => a - b), host).toEqual(located.map((l) => l.id));
      expect([map.total, map.notOnMap], host).toEqual([forSale.length, forSale.length - located.length]);
    }
  });
});

describe('GET /api/site/map: the search’s own filter', () => {
  const area = '47.45,19.0;47.55,19.02;47.52,19.2;47.47,19.12';
  const filters = [
    '',
    'rooms_min=2',
    'price_max=80',
    'property_types=1',
    'sale_status=1',
    'sale_status=1&price_max=400000',
    'places=district:13',
    'otthon_start_hitel_filter=true',
    `area=${area}`,
    `area=${area}&rooms_min=2&property_types=1,2`,
    'area=47.4,18.9;47.6,18.9;47.6,19.3;47.4,19.3',
  ];

  it('answers the search’s own total for every filter, the area included, and a point for each located listing of it', async () => {
    for (const filter of filters) {
      for (const [host, unit] of [
        ['immo1.localhost', { type: 'franchise', id: 1 }],
        ['budapest13.localhost', { type: 'office', id: 13 }],
      ] as const) {
        const { map } = await mapOf(host, filter);
        expect(map.total, `${host} ${filter}`).toBe(await searchTotal(unit, filter));
        expect(map.points.length, `${host} ${filter}`).toBe(map.total - map.notOnMap);
      }
    }
    // The area's pins are inside it.
    const { map } = await mapOf('immo1.localhost', `area=${area}`);
    const polygon = parseArea(area);
    if (typeof polygon === 'string') throw new Error(polygon);
    expect(map.points.length).toBeGreaterThan(5);
    expect(map.notOnMap).toBe(0);
    for (const [, lat, lng] of map.points) expect(areaContains(polygon, lat, lng)).toBe(true);
  });

  it('keeps the total whatever the rectangle, and shows only the pins inside it', async () => {
    const whole = (await mapOf('immo1.localhost', 'rooms_min=2')).map;
    const part = (await mapOf('immo1.localhost', 'rooms_min=2&bbox=47.45,19.0,47.5,19.1&zoom=14')).map;
    expect(part.total).toBe(whole.total);
    expect(part.points.length).toBeGreaterThan(0);
    expect(part.points.length).toBeLessThan(whole.points.length);
    for (const [, lat, lng] of part.points) expect(lat >= 47.45 && lat <= 47.5 && lng >= 19 && lng <= 19.1).toBe(true);
    expect(part.points).toEqual(whole.points.filter(([, lat, lng]) => lat >= 47.45 && lat <= 47.5 && lng >= 19 && lng <= 19.1));
  });

  it('gives an area listing’s point only on its 0.005° grid, and no area, however small, finds it by its stored point', async () => {
    const grid = (value: number) => Math.round(value / 0.005) * 0.005;
    const hidden = listings.find((l) => l.franchise_id === 1 && l.sale_status === 0 && l.location_precision === 'area' && l.latitude !== null && Math.abs(l.latitude - grid(l.latitude)) > 0.001);
    if (!hidden || hidden.latitude === null || hidden.longitude === null) throw new Error('no area listing off its grid point');
    const pin = (await mapOf('immo1.localhost', '')).map.points.find((p) => p[0] === hidden.id);
    expect(pin?.[4]).toBe(2);
    expect(pin?.[1]).toBeCloseTo(grid(hidden.latitude), 9);
    expect(pin?.[2]).toBeCloseTo(grid(hidden.longitude), 9);
    /** A square 2d wide around a point, as the area parameter. */
    const square = (lat: number, lng: number, d: number) =>
      [[lat - d, lng - d], [lat + d, lng - d], [lat + d, lng + d], [lat - d, lng + d]].map(([a = 0, b = 0]) => `${a.toFixed(5)},${b.toFixed(5)}`).join(';');
    const ids = async (query: string) => (await mapOf('immo1.localhost', query)).map.points.map((p) => p[0]);
    expect(await ids(`area=${square(hidden.latitude, hidden.longitude, 0.0002)}`)).not.toContain(hidden.id);
    expect(await ids(`area=${square(grid(hidden.latitude), grid(hidden.longitude), 0.0002)}`)).toContain(hidden.id);
  });

  it('writes each pin’s short price as the cards do: millions for a sale, thousands a month for a rent', async () => {
    const sale = (await mapOf('immo1.localhost', '')).map.points;
    const rent = (await mapOf('immo1.localhost', 'sale_status=1')).map.points;
    expect(sale.length).toBeGreaterThan(0);
    for (const [, , , label] of sale) expect(label).toMatch(/^\d[\d\u00a0]*(,\d)? M$/);
    for (const [, , , label] of rent) expect(label).toMatch(/^\d[\d\u00a0]* e Ft\/hó$/);
  });
});

describe('GET /api/site/map: the cap and the clusters', () => {
  it('sends 5,000 pins within 100 kB gzipped, and past 5,000 in the rectangle grid clusters that hold every one', async () => {
    await env.DB.prepare('UPDATE properties SET latitude = NULL, longitude = NULL, location_precision = NULL WHERE franchise_id = 2').run();
    await insertPlacedListings(maxMapPoints);
    const { map, response } = await mapOf('lakaspont.localhost', 'bbox=45.5,16,48.6,23&zoom=7');
    expect(map.points).toHaveLength(maxMapPoints);
    expect(map.clusters).toEqual([]);
    const body = JSON.stringify(map);
    const gzipped = await gzippedBytes(body);
    console.log(`map: ${maxMapPoints} points, ${body.length} bytes of JSON, ${gzipped} bytes gzipped`);
    expect(gzipped).toBeLessThanOrEqual(100_000);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);

    await insertPlacedListings(200, 6_000_001);
    const over = (await mapOf('lakaspont.localhost', 'zoom=7')).map;
    expect(over.points).toEqual([]);
    expect(over.clusters.length).toBeGreaterThan(10);
    expect(over.clusters.reduce((sum, c) => sum + c[2], 0)).toBe(maxMapPoints + 200);
    expect(over.total - over.notOnMap).toBe(maxMapPoints + 200);
    // A finer zoom, finer cells: more clusters of the same listings.
    const finer = (await mapOf('lakaspont.localhost', 'zoom=9')).map;
    expect(finer.clusters.length).toBeGreaterThan(over.clusters.length);
    // A rectangle holding fewer than the cap gets its pins again.
    const corner = (await mapOf('lakaspont.localhost', 'bbox=45.8,16.2,46.3,17&zoom=11')).map;
    expect(corner.clusters).toEqual([]);
    expect(corner.points.length).toBeGreaterThan(0);
    expect(corner.total).toBe(over.total);
  });
});

describe('GET /api/site/map: bad requests', () => {
  it('answers 400 naming each bad parameter: bbox, zoom, area and the filter’s own', async () => {
    const cases: [string, string[]][] = [
      ['bbox=47.6,19,47.4,19.2', ['bbox']],
      ['bbox=47.4,19,47.6', ['bbox']],
      ['bbox=47.4,19,47.6,19.2&bbox=47.4,19,47.6,19.3', ['bbox']],
      ['zoom=21', ['zoom']],
      ['zoom=abc', ['zoom']],
      ['area=47.5,19;47.6,19.1', ['area']],
      ['area=47.5,19;47.6,19.1;52,19.2', ['area']],
      ['rooms_min=kettő&zoom=30', ['rooms_min', 'zoom']],
    ];
    for (const [query, fields] of cases) {
      const response = await callWorkerSettled('immo1.localhost', `/api/site/map?${query}`);
      expect(response.status, query).toBe(400);
      expect(invalidSchema.parse(await response.json()).fields.map((f) => f.field), query).toEqual(fields);
    }
  });
});

describe('GET /api/site/map: an upstream CMS', () => {
  beforeEach(resetFakeCms);

  it('answers 404 { error: not_found } when the upstream CMS lacks the map call', async () => {
    await recordTenant('immo1');
    const request = cmsRequest('propertyMap', { unit: { type: 'franchise', id: 1 }, filter: { rooms_min: '2' } });
    const url = new URL(request.url);
    await teachFakeCms({ [fakeCmsKey('GET', url.pathname + url.search, '')]: { status: 404, body: JSON.stringify({ error: 'not_found', message: 'No such CMS endpoint' }) } });
    const response = await callWorkerSettled('immo1.localhost', '/api/site/map?rooms_min=2', undefined, upstreamBindings());
    expect([response.status, await response.json()]).toEqual([404, { error: 'not_found' }]);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('GET /api/site/map: the cache', () => {
  it('is kept as the search page’s JSON is, and keyed by the filter and the rectangle only: order, page, view, the map’s centre and made-up parameters share it', async () => {
    const pageJson = await callWorkerSettled('immo1.localhost', `/api/site/page?path=${encodeURIComponent('/kereses?rooms_min=2')}`);
    const first = await callWorkerSettled('immo1.localhost', '/api/site/map?rooms_min=2&bbox=47.4,18.9,47.6,19.3&zoom=12');
    expect(first.headers.get('cache-control')).toBe(pageJson.headers.get('cache-control'));
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const same = await callWorkerSettled('immo1.localhost', '/api/site/map?zoom=12.0&sort=price_asc&page=3&view=map&map=47.5,19.1,12&utm_source=x&bbox=47.40,18.9,47.6,19.30&rooms_min=2');
    expect(same.headers.get('x-cache')).toBe('HIT');
    expect(await same.text()).toBe(await first.text());
    const other = await callWorkerSettled('immo1.localhost', '/api/site/map?rooms_min=3&bbox=47.4,18.9,47.6,19.3&zoom=12');
    expect(other.headers.get('x-cache')).toBe('MISS');
  });
});
