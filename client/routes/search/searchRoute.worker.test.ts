/**
 * The search page's loader through the real worker (D1, KV): the URL read with the filter
 * definition, the results of the same filter, bad values dropped and named, never a failure.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { searchPageDataSchema } from './searchData';
import { searchAnswerSchema } from '../../../domain/cms/listingSchemas';
import { embeddedCms } from '../../../backOffice/cms/embeddedCms';
import { env } from 'cloudflare:test';
import { canonicalOf, stateOf } from '../../../worker/test/pageHtml';
import { callWorkerSettled } from '../../../worker/test/tenantRequest';
import { placeListings } from '../../../backOffice/test/listingPlaces';

const host = 'immo1.localhost';

async function searchPage(path: string) {
  const res = await callWorkerSettled(host, path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const { page } = await stateOf(html);
  if (page.outcome.kind !== 'route' || page.outcome.routeId !== 'search') throw new Error(`not the search page: ${page.outcome.kind}`);
  return { html, data: z.parse(searchPageDataSchema, page.outcome.data) };
}

async function apiSearch(query: string) {
  const res = await embeddedCms.request(`/api/cms/properties/search?unit_type=franchise&franchise_id=1&${query}`, {}, env);
  return searchAnswerSchema.parse(await res.json()).data;
}

describe('GET /kereses', () => {
  it('shows the results of the API for the same filter, the price read in millions', async () => {
    const { data } = await searchPage('/kereses?price_min=20&price_max=49,9&rooms_min=2&sort=price_asc');
    const want = await apiSearch('price_min=20000000&price_max=49900000&rooms_min=2&sort=price_asc');
    expect(want.total).toBeGreaterThan(0);
    expect(data.result.items.map((i) => i.id)).toEqual(want.items.map((i) => i.id));
    expect(data.result.total).toBe(want.total);
    expect(data).toMatchObject({ query: 'price_min=20&price_max=49.9&rooms_min=2&sort=price_asc', invalid: [] });
  });

  it('reads a rent price in forints a month: every result is a rental at or under 300 000 Ft', async () => {
    const { data } = await searchPage('/kereses?sale_status=1&price_max=300000');
    const want = await apiSearch('sale_status=1&price_max=300000');
    expect(want.total).toBeGreaterThan(0);
    expect(data).toMatchObject({ query: 'price_max=300000&sale_status=1', invalid: [] });
    expect(data.result.total).toBe(want.total);
    for (const item of data.result.items) {
      expect(item.sale_status.value, String(item.id)).toBe(1);
      expect(item.price, String(item.id)).toBeLessThanOrEqual(300_000);
    }
  });

  it('drops a rent price given in millions ("0,3"), naming the price, rather than read it as 300 000 Ft', async () => {
    const { data } = await searchPage('/kereses?sale_status=1&price_max=0,3');
    expect(data.invalid).toEqual(['price']);
    expect(data.query).toBe('sale_status=1');
  });

  it('ignores tracking parameters, and the canonical URL leaves them out', async () => {
    const { data, html } = await searchPage('/kereses?utm_source=facebook&utm_medium=cpc&fbclid=IwAR0&gclid=Cj0K&rooms_min=2');
    expect(data).toMatchObject({ query: 'rooms_min=2', invalid: [] });
    expect(canonicalOf(html)).toBe('http://immo1.localhost/kereses?rooms_min=2');
  });

  it('drops bad values from the search and names their fields, never failing', async () => {
    const { data } = await searchPage('/kereses?rooms_min=sok&price_min=60&price_max=20&places=city:1,street:9&sale_status=7&page=0&sort=x&id=1e3');
    expect([...data.invalid].sort()).toEqual(['id', 'places', 'price', 'rooms', 'sale_status']);
    expect(data.query).toBe('places=city:1');
    expect(data.result.total).toBe((await apiSearch('places=city:1')).total);
  });

  it('searches an area drawn on the map: the API’s results for it, its chip "Kijelölt terület", and the form keeps it', async () => {
    await placeListings(env.DB);
    const area = '47.45,19;47.55,19.02;47.52,19.2;47.47,19.12';
    const { data, html } = await searchPage(`/kereses?area=${area}&rooms_min=2`);
    const want = await apiSearch(`area=${area}&rooms_min=2`);
    expect(want.total).toBeGreaterThan(0);
    expect(want.total).toBeLessThan((await apiSearch('rooms_min=2')).total);
    expect(data).toMatchObject({ query: `rooms_min=2&area=${area}`, invalid: [] });
    expect(data.result.total).toBe(want.total);
    expect(html).toContain('Kijelölt terület');
    expect(html).toMatch(new RegExp(`<input type="hidden" name="area" value="${area.replace(/\./g, '\\.')}"/>`));
  });

  it('drops a bad area as it drops any bad value, naming it, never failing', async () => {
    const { data } = await searchPage('/kereses?area=47.5,19;47.6,19.1&rooms_min=2');
    expect(data).toMatchObject({ query: 'rooms_min=2', invalid: ['area'] });
  });

  it('preloads the map view’s chunks, MapLibre’s stylesheet, the TileJSON and its worker from the head on the map view only', async () => {
    const head = async (path: string) => (await (await callWorkerSettled('immo1.localhost', path)).text()).split('</head>')[0] ?? '';
    const mapView = await head('/kereses?view=map');
    expect(mapView).toContain('<link rel="modulepreload" href="/assets/MapPanel-TEST.js">');
    expect(mapView).toContain('<link rel="prefetch" href="/assets/maplibre-gl-worker-TEST.js">');
    const listView = await head('/kereses');
    expect(listView).toContain('<link rel="modulepreload" href="/assets/SearchPage-TEST.js">');
    expect(listView).not.toContain('MapPanel-TEST');
    expect(listView).not.toContain('maplibre');
  });

  it('loads the first three cards’ pictures at once on the list view, and none on the map view, whose phone layout shows the map in their place', async () => {
    const eager = (html: string) => [...html.matchAll(/<img [^>]*loading="eager"/g)].length;
    expect(eager((await searchPage('/kereses')).html)).toBe(3);
    const mapView = (await searchPage('/kereses?view=map')).html;
    expect(eager(mapView)).toBe(0);
    expect(mapView).toContain('loading="lazy"');
  });

  it('drops a place no place has, naming the field, and gives the chosen places their labels', async () => {
    const { data } = await searchPage('/kereses?places=city:136,city:999999,district:13');
    expect(data.invalid).toEqual(['places']);
    expect(data.query).toBe('places=city:136,district:13');
    expect(data.places.map((p) => p.label)).toEqual(['Győr', 'Budapest XIII. kerület']);
    expect(data.result.total).toBe((await apiSearch('places=city:136,district:13')).total);
  });

  it('carries the tenant’s dropdown options for the form', async () => {
    const { data } = await searchPage('/kereses');
    expect(data.options.property_type?.map((o) => o.label)).toContain('Lakás');
    expect(Object.keys(data.options).length).toBeGreaterThanOrEqual(20);
  });

  it('answers the same data as JSON for client-side navigation', async () => {
    const res = await callWorkerSettled(host, `/api/site/page?path=${encodeURIComponent('/kereses?rooms_min=3&utm_source=x')}`);
    expect(res.status).toBe(200);
    const body: { outcome: { data: { query: string } } } = await res.json();
    expect(body.outcome.data.query).toBe('rooms_min=3');
  });
});
