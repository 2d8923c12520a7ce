/**
 * The CMS API contract, both ways it is served: the same requests and the same assertions
 * against the built-in CMS (worker A, answering from its D1) and against a worker that forwards
 * /api/cms/* to A through CMS_API_ORIGIN (worker B). B must answer exactly what A answers:
 * status, content type, body, errors. A's D1 is changed after both copied the same state, and
 * the cases read those changes, so B's own D1 cannot be what answers.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as z from 'zod';
import { filterDropdownTypes } from '../domain/search/filterDropdowns';
import { d1ExecuteSql } from '../scripts/tenants/wranglerTarget.ts';
import { browserBuildsWrittenTree, browserView } from '../worker/htmlSanitizer/testing/browserTree';
import { xssPayloads } from '../worker/htmlSanitizer/testing/xssPayloads';
import { localD1Query } from './harness/localD1';
import { requestWithHost, type RunningWorker, startWorker } from './harness/worker';

let upstream: RunningWorker;
let forwarding: RunningWorker;

/**
 * Some misnested ordinary markup, then every XSS payload of the sanitizer's test, one after another, as one CMS
 * page's content (the ordinary part first: a payload such as <plaintext> makes the rest text in any browser).
 */
const hostileHtml = [
  '<table>before the rows<tr><td>cell<td>cell</table>',
  '<p><b>bold<i>both</p>after</i>',
  '<ul><li>one<li>two<ol start=3><li>three</ul>',
  '<h1>Cím</h1><p>a<br>b &amp; c&nbsp;d</p>',
  ...xssPayloads.map((p) => p.html),
].join('\n');

/** Rows only A's D1 gets: a tenant, a CMS page, a renamed listing, and a CMS page of XSS payloads (as hex: no SQL quoting). */
const upstreamOnlySql = `
INSERT INTO cms_pages (id, unit_type, unit_id, title, content_html, created_at, updated_at)
  VALUES (901, 'franchise', 1, 'Támadások', CAST(X'${Buffer.from(hostileHtml).toString('hex')}' AS TEXT), '2026-10-01 08:00:00', '2026-10-01 08:00:00');
INSERT INTO public_site_domains (id, subdomain, unit_type, unit_id) VALUES (90, 'felsocms', 'office', 22);
INSERT INTO public_site_settings (site_domain_id, key, value) VALUES (90, 'site_name', 'Felső CMS Nyíregyháza');
INSERT INTO cms_pages (id, unit_type, unit_id, title, content_html, created_at, updated_at)
  VALUES (900, 'franchise', 1, 'Csak a felső CMS-ben', '<p>Ezt az oldalt csak az upstream ismeri.</p>', '2026-10-01 08:00:00', '2026-10-02 09:30:00');
UPDATE properties SET name = 'Felső CMS: ' || name WHERE id = 1;
UPDATE properties SET sale_status = 1, price = 320000, deposit_months = NULL, deposit_amount = 640000, utilities_monthly = 41000,
  common_charge_monthly = 9500, pets_allowed = 1, move_in = '2027-02-01'
  WHERE id = (SELECT min(id) FROM properties WHERE franchise_id = 1 AND id > 1);
UPDATE properties SET latitude = 47.51234, longitude = 19.05678, location_precision = 'area'
  WHERE id = (SELECT min(id) FROM properties WHERE franchise_id = 1 AND id > 1);
`;

beforeAll(async () => {
  const templateStateDir = inject('templateStateDir');
  // The same service token on both: the forwarding worker writes enquiries to its upstream with it.
  upstream = await startWorker({ templateStateDir, vars: { CMS_SERVICE_TOKEN: serviceToken } });
  forwarding = await startWorker({ templateStateDir, vars: { CMS_API_ORIGIN: `http://127.0.0.1:${upstream.port}`, CMS_SERVICE_TOKEN: serviceToken } });
  await d1ExecuteSql({ kind: 'local', persistTo: upstream.stateDir }, upstreamOnlySql);
});

afterAll(async () => {
  await Promise.all([forwarding?.stop(), upstream?.stop()]);
});

interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

interface ContractCase {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  /** An object is sent as JSON; a string is sent as is (malformed JSON). */
  body?: unknown;
  status: number;
  /** What the answer's JSON must hold, asserted on both workers. */
  expectBody: (json: unknown) => void;
  /** Top-level keys that differ between any two calls (the search's D1 timings), left out of the comparison. */
  volatileKeys?: string[];
}

const serviceToken = 'e2e-service-token-0123456789abcdef0123456789';

async function call(worker: RunningWorker, c: ContractCase): Promise<Answer> {
  const body = c.body === undefined ? undefined : typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
  const res = await requestWithHost(worker.port, `immo1.localhost:${worker.port}`, c.path, {
    method: c.method ?? 'GET',
    headers: body === undefined ? {} : { 'content-type': 'application/json', authorization: `Bearer ${serviceToken}` },
    ...(body === undefined ? {} : { body }),
  });
  const contentType = res.headers['content-type'];
  return { status: res.status, contentType: Array.isArray(contentType) ? contentType.join(', ') : contentType, body: res.body };
}

const fieldsNamed = (...fields: string[]) => (json: unknown) => {
  expect(json).toMatchObject({ error: 'invalid_request' });
  expect(json).toHaveProperty('fields', fields.map((field) => expect.objectContaining({ field })));
};
/** One bad field, with zod's English message: the worker has only zod/mini, which brings no messages (worker/zodEnglish.ts). */
const fieldWithMessage = (field: string, message: string) => (json: unknown) => expect(json).toEqual({ error: 'invalid_request', fields: [{ field, message }] });
const notFound = (json: unknown) => expect(json).toMatchObject({ error: 'not_found', message: expect.any(String) });

const franchise1 = 'franchise_id=1&unit_type=franchise';
const office13 = 'office_id=13&unit_type=office';

const cases: ContractCase[] = [
  // SPEC section 7, with its exact paths, methods and payloads.
  {
    name: 'site record',
    path: '/api/cms/public-site-domains/immo1',
    status: 200,
    expectBody: (json) => expect(json).toMatchObject({ data: { subdomain: 'immo1', unit_type: 'franchise', unit_id: 1, corporate_identities: [{ main_color: '#0b3d5c' }] } }),
  },
  {
    name: 'tenant directory',
    path: '/api/cms/public-site-domains',
    status: 200,
    expectBody: (json) => expect(json).toMatchObject({ data: expect.arrayContaining([{ subdomain: 'immo1' }, { subdomain: 'felsocms' }]) }),
  },
  {
    name: 'site record of a tenant only the upstream has',
    path: '/api/cms/public-site-domains/felsocms',
    status: 200,
    expectBody: (json) =>
      expect(json).toEqual({ data: { subdomain: 'felsocms', unit_type: 'office', unit_id: 22, corporate_identities: [], public_site_setting: [{ key: 'site_name', value: 'Felső CMS Nyíregyháza' }] } }),
  },
  {
    name: 'menu entries',
    path: `/api/cms/pages/getPages?${franchise1}`,
    status: 200,
    expectBody: (json) => expect(json).toMatchObject({ data: [{ label: 'Rólunk', url: '/oldal/1', group: 'main', hidden: false, blank: false }, {}, {}, {}] }),
  },
  {
    name: 'privacy policy',
    path: `/api/cms/files/privacy-policy?${franchise1}`,
    status: 200,
    expectBody: (json) => expect(json).toEqual({ data: { file_url: '/dokumentumok/adatkezelesi-tajekoztato' } }),
  },
  {
    name: 'terms and conditions',
    path: `/api/cms/files/terms-and-conditions?${office13}`,
    status: 200,
    expectBody: (json) => expect(json).toEqual({ data: { file_url: '/dokumentumok/altalanos-szerzodesi-feltetelek' } }),
  },
  {
    name: 'dropdown options by type',
    method: 'POST',
    path: '/api/cms/dropdowns/getByType',
    body: { types: filterDropdownTypes, unit_type: 'franchise', franchise_id: 1 },
    status: 200,
    expectBody: (json) => {
      expect(json).toMatchObject({ data: { property_type: expect.arrayContaining([{ value: 1, label: 'Lakás' }]), heating: expect.any(Array) } });
      expect(Object.keys(Object(json).data)).toEqual([...filterDropdownTypes]);
    },
  },
  {
    name: 'place search, accents ignored',
    method: 'POST',
    path: '/api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty',
    body: { search: 'gyor', limit: 3 },
    status: 200,
    expectBody: (json) =>
      expect(json).toMatchObject({ data: [{ id: 'city:136', type: 'city', label: 'Győr', detail: 'Győr-Moson-Sopron vármegye' }, { id: 'county:8' }, {}] }),
  },
  {
    name: 'place options by type alone, before typing',
    method: 'POST',
    path: '/api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty',
    body: { type: 'city', limit: 2 },
    status: 200,
    expectBody: (json) => expect(json).toMatchObject({ data: [{ id: 'city:1', label: 'Budapest' }, { label: 'Debrecen' }] }),
  },
  {
    name: 'place search with an accented UTF-8 body and a type',
    method: 'POST',
    path: '/api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty',
    body: { search: 'ÚJPEST', type: 'neighbourhood' },
    status: 200,
    expectBody: (json) => expect(json).toEqual({ data: [{ id: 'neighbourhood:22', type: 'neighbourhood', label: 'Újpest', detail: 'Budapest IV. kerület' }] }),
  },
  // The calls we designed (docs/api/network.md).
  {
    name: 'one listing, renamed only upstream',
    path: `/api/cms/properties/1?${franchise1}`,
    status: 200,
    expectBody: (json) =>
      expect(json).toMatchObject({ data: { id: 1, name: expect.stringMatching(/^Felső CMS: /), type: { label: expect.any(String) }, address: { city: { label: expect.any(String) } }, office: { id: expect.any(Number) } } }),
  },
  {
    name: 'similar listings of one listing',
    path: `/api/cms/properties/1/similar?${franchise1}`,
    status: 200,
    expectBody: (json) => expect(json).toMatchObject({ data: expect.any(Array) }),
  },
  {
    name: 'an enquiry with wrong fields',
    method: 'POST',
    path: '/api/cms/leads',
    body: { unit_type: 'franchise', franchise_id: 1, property_id: 1, name: '', email: 'nem-email', message: 'Érdeklődöm az ingatlan iránt.', consent: false },
    status: 400,
    expectBody: fieldsNamed('name', 'email', 'consent'),
  },
  {
    name: 'offices of a franchise',
    path: '/api/cms/offices?franchise_id=2',
    status: 200,
    expectBody: (json) => expect(json).toMatchObject({ data: expect.arrayContaining([expect.objectContaining({ id: 21, name: 'Debreceni Ingatlaniroda', city: { id: 157, label: 'Debrecen' } })]) }),
  },
  {
    name: 'one office with its agents',
    path: `/api/cms/offices/13?${office13}`,
    status: 200,
    expectBody: (json) => expect(json).toMatchObject({ data: { id: 13, name: 'Immo1 Budapest XIII. kerület', city: { label: 'Budapest' }, agents: expect.any(Array) } }),
  },
  {
    name: 'one agent with a page of listings',
    path: `/api/cms/agents/122?page_size=3&${office13}`,
    status: 200,
    expectBody: (json) =>
      expect(json).toMatchObject({ data: { salesman: { id: 122, fullname: expect.any(String) }, sales_man_profile: { banner_url: expect.any(String) }, properties: { page: 1, pageSize: 3 } } }),
  },
  {
    name: 'a CMS page only the upstream has',
    path: `/api/cms/pages/900?${franchise1}`,
    status: 200,
    expectBody: (json) =>
      expect(json).toEqual({ data: { id: 900, title: 'Csak a felső CMS-ben', content_html: '<p>Ezt az oldalt csak az upstream ismeri.</p>', updated_at: '2026-10-02T09:30:00Z' } }),
  },
  {
    name: 'sitemap page',
    path: '/api/cms/sitemap?office_id=21&unit_type=office&limit=100',
    status: 200,
    expectBody: (json) => expect(json).toMatchObject({ data: { properties: expect.any(Array), properties_total: expect.any(Number), offices: [{ id: 21 }], pages: [{ id: 10 }, { id: 11 }, { id: 12 }] } }),
  },
  // Errors travel unchanged too.
  { name: 'unknown subdomain', path: '/api/cms/public-site-domains/nincsilyen', status: 404, expectBody: notFound },
  { name: 'unit without that file', path: '/api/cms/files/terms-and-conditions?office_id=21&unit_type=office', status: 404, expectBody: notFound },
  { name: 'unknown listing', path: '/api/cms/properties/999999', status: 404, expectBody: notFound },
  { name: 'listing of another network', path: '/api/cms/properties/1?franchise_id=2&unit_type=franchise', status: 404, expectBody: notFound },
  { name: 'unknown CMS path', path: '/api/cms/nincs-ilyen', status: 404, expectBody: notFound },
  {
    name: 'unknown unit type',
    path: '/api/cms/pages/getPages?franchise_id=1&unit_type=agent',
    status: 400,
    expectBody: fieldWithMessage('unit_type', 'Invalid option: expected one of "franchise"|"office"'),
  },
  {
    name: 'unknown dropdown type',
    method: 'POST',
    path: '/api/cms/dropdowns/getByType',
    body: { types: ['nincs'], unit_type: 'office', office_id: 13 },
    status: 400,
    expectBody: fieldsNamed('types.0'),
  },
  {
    name: 'malformed JSON body',
    method: 'POST',
    path: '/api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty',
    body: '{"search": "gy',
    status: 400,
    expectBody: fieldsNamed('body'),
  },
  { name: 'listing id that is not a number', path: '/api/cms/properties/abc', status: 400, expectBody: fieldsNamed('id') },
  { name: 'bad paging', path: '/api/cms/agents/122?page=0&page_size=100', status: 400, expectBody: fieldsNamed('page', 'page_size') },
  // The property search (docs/api/search.md).
  {
    name: 'property search',
    path: `/api/cms/properties/search?${franchise1}&property_types=1&rooms_min=2&sort=price_asc&page_size=5`,
    status: 200,
    volatileKeys: ['meta'],
    expectBody: (json) => {
      expect(json).toMatchObject({ data: { total: expect.any(Number), page: 1, pageSize: 5 } });
      expect(json).toHaveProperty('data.items', expect.arrayContaining([expect.objectContaining({ type: { value: 1, label: 'Lakás' } })]));
    },
  },
  { name: 'search with an unknown sort', path: `/api/cms/properties/search?${office13}&sort=olcso`, status: 400, expectBody: fieldsNamed('sort') },
];

/** The answer as compared between the two workers: volatile keys of the JSON body left out. */
function comparable(answer: Answer, volatileKeys: readonly string[]) {
  const json: unknown = JSON.parse(answer.body);
  const body = typeof json === 'object' && json !== null ? Object.fromEntries(Object.entries(json).filter(([key]) => !volatileKeys.includes(key))) : json;
  return { status: answer.status, contentType: answer.contentType, body };
}

describe('the CMS API contract, built in and forwarded', () => {
  it.for(cases.map((c) => ({ ...c, method: c.method ?? 'GET' })))('$name: $method $path answers $status the same both ways', async (c) => {
    const direct = await call(upstream, c);
    const forwarded = await call(forwarding, c);
    for (const answer of [direct, forwarded]) {
      expect(answer.status).toBe(c.status);
      expect(answer.contentType).toMatch(/^application\/json/);
      c.expectBody(JSON.parse(answer.body));
    }
    expect(comparable(forwarded, c.volatileKeys ?? [])).toEqual(comparable(direct, c.volatileKeys ?? []));
  });

  it("proves the forwarded answers are not the forwarding worker's own: its D1 lacks the upstream's rows", async () => {
    expect(await localD1Query(forwarding.stateDir, "SELECT count(*) AS n FROM public_site_domains WHERE subdomain = 'felsocms'")).toEqual([{ n: 0 }]);
    expect(await localD1Query(forwarding.stateDir, 'SELECT count(*) AS n FROM cms_pages WHERE id = 900')).toEqual([{ n: 0 }]);
    expect(await localD1Query(forwarding.stateDir, "SELECT count(*) AS n FROM properties WHERE id = 1 AND name LIKE 'Felső CMS:%'")).toEqual([{ n: 0 }]);
  });

  // The sanitizer's tests run in workerd; this checks that the built worker sanitizes the same.
  it('sanitizes CMS pages in the built worker: nothing executable, nothing leaking out, ordinary content kept', async () => {
    const res = await requestWithHost(upstream.port, `immo1.localhost:${upstream.port}`, `/api/site/page?path=${encodeURIComponent('/oldal/901')}`);
    expect(res.status).toBe(200);
    const html = z.object({ outcome: z.object({ routeId: z.literal('cmsPage'), data: z.object({ content_html: z.string() }) }) }).parse(JSON.parse(res.body)).outcome.data.content_html;
    const view = browserView(html);
    expect(view.problems).toEqual([]);
    expect(view.contained).toBe(true);
    expect(browserBuildsWrittenTree(html).same).toBe(true);
    expect(html).toContain('<h2>Cím</h2><p>a<br>b &amp; c&nbsp;d</p>');
    expect(html).toContain('<ul><li>one</li><li>two<ol start="3"><li>three</li></ol></li></ul>');
    expect(html).toMatch(/^before the rows<table><tbody><tr><td>cell<\/td><td>cell<\/td><\/tr><\/tbody><\/table>/);
  });

  it("delivers an enquiry sent through the forwarding worker's form to the upstream's D1, once, keeping only its outbox row", async () => {
    const res = await requestWithHost(forwarding.port, `immo1.localhost:${forwarding.port}`, '/api/site/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://immo1.localhost:${forwarding.port}` },
      body: JSON.stringify({ property_id: 1, name: 'Felső Vevő', email: 'felso.vevo@example.hu', phone: '', message: 'Érdeklődöm az ingatlan iránt.', consent: true, weboldal: '' }),
    });
    expect(res.status).toBe(202);
    const query = "SELECT unit_type, unit_id, subdomain FROM leads WHERE email = 'felso.vevo@example.hu'";
    // The forwarding worker's queue consumer writes it upstream with the service token, naming the site by X-Forwarded-Host.
    await expect.poll(() => localD1Query(upstream.stateDir, query), { timeout: 20_000, interval: 500 }).toEqual([{ unit_type: 'franchise', unit_id: 1, subdomain: 'immo1' }]);
    expect(await localD1Query(forwarding.stateDir, query)).toEqual([]);
    await expect
      .poll(() => localD1Query(forwarding.stateDir, "SELECT state FROM enquiries WHERE email = 'felso.vevo@example.hu'"), { timeout: 20_000, interval: 500 })
      .toEqual([{ state: 'delivered' }]);
  });

  it("passes a rental's terms set only upstream through the forwarding worker's CMS and its listing page alike", async () => {
    const [row] = await localD1Query(upstream.stateDir, 'SELECT min(id) AS id FROM properties WHERE franchise_id = 1 AND id > 1');
    const id = z.object({ id: z.number() }).parse(row).id;
    const terms = { deposit: { forints: 640_000 }, utilities_monthly: 41_000, common_charge_monthly: 9_500, pets_allowed: true, move_in: '2027-02-01' };
    const api = await requestWithHost(forwarding.port, `immo1.localhost:${forwarding.port}`, `/api/cms/properties/${id}?${franchise1}`);
    expect(z.object({ data: z.object({ rental: z.unknown() }) }).parse(JSON.parse(api.body)).data.rental).toEqual(terms);
    // The page's data went through the contract's answer schema in the forwarding worker's CMS client.
    const page = await requestWithHost(forwarding.port, `immo1.localhost:${forwarding.port}`, `/api/site/page?path=${encodeURIComponent(`/ingatlan/${id}`)}`);
    expect(page.status).toBe(200);
    expect(z.object({ outcome: z.object({ data: z.object({ rental: z.unknown() }) }) }).parse(JSON.parse(page.body)).outcome.data.rental).toEqual(terms);
  });

  it("passes a location set only upstream through the forwarding worker's CMS and its listing page, an 'area' point rounded to 0.005°", async () => {
    const [row] = await localD1Query(upstream.stateDir, 'SELECT min(id) AS id FROM properties WHERE franchise_id = 1 AND id > 1');
    const id = z.object({ id: z.number() }).parse(row).id;
    const location = { latitude: 47.51, longitude: 19.055, precision: 'area' };
    const api = await requestWithHost(forwarding.port, `immo1.localhost:${forwarding.port}`, `/api/cms/properties/${id}?${franchise1}`);
    expect(z.object({ data: z.object({ location: z.unknown() }) }).parse(JSON.parse(api.body)).data.location).toEqual(location);
    const search = await requestWithHost(forwarding.port, `immo1.localhost:${forwarding.port}`, `/api/cms/properties/search?${franchise1}&id=${id}`);
    expect(z.object({ data: z.object({ items: z.array(z.object({ location: z.unknown() })) }) }).parse(JSON.parse(search.body)).data.items.map((item) => item.location)).toEqual([location]);
    const page = await requestWithHost(forwarding.port, `immo1.localhost:${forwarding.port}`, `/api/site/page?path=${encodeURIComponent(`/ingatlan/${id}`)}`);
    expect(z.object({ outcome: z.object({ data: z.object({ location: z.unknown() }) }) }).parse(JSON.parse(page.body)).outcome.data.location).toEqual(location);
  });

  it('serves a site whose tenant only the upstream knows, through the forwarding worker', async () => {
    const res = await requestWithHost(forwarding.port, `felsocms.localhost:${forwarding.port}`, '/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>Főoldal | Felső CMS Nyíregyháza</title>');
  });
});
