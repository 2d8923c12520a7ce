import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type CmsCallName, type CmsClient, cmsContract } from '../../domain/cms/cmsContract';
import { filterDropdownTypes } from '../../domain/search/filterDropdowns';
import { app } from '../app';
import { cmsClientOver, cmsRequest } from './cmsClient';
import { embeddedCms } from '../../backOffice/cms/embeddedCms';
import { matchCmsCall } from './cmsCallMatch';

const immo1 = { type: 'franchise', id: 1 } as const;
const office13 = { type: 'office', id: 13 } as const;

/**
 * The site's typed client over the built-in CMS of the test bindings, called as over HTTP: each answer is
 * JSON, checked with the call's schema (the site's own in-process calls get the data as built: cmsAnswer.ts).
 */
const client: CmsClient = cmsClientOver(async (request) => embeddedCms.fetch(request, env));

/** One real call per contract entry, over the demo data: every entry is exercised. */
const calls: { [K in CmsCallName]: (cms: CmsClient) => Promise<unknown> } = {
  siteDirectory: (cms) => cms.siteDirectory({}),
  siteRecord: (cms) => cms.siteRecord({ subdomain: 'immo1' }),
  menuEntries: (cms) => cms.menuEntries({ unit: immo1 }),
  privacyPolicy: (cms) => cms.privacyPolicy({ unit: immo1 }),
  termsAndConditions: (cms) => cms.termsAndConditions({ unit: immo1 }),
  dropdownOptions: (cms) => cms.dropdownOptions({ unit: office13, types: filterDropdownTypes }),
  places: (cms) => cms.places({ search: 'gyor' }),
  placeCounts: (cms) => cms.placeCounts({ unit: office13 }),
  search: (cms) => cms.search({ unit: immo1, filter: { property_types: ['1'], rooms_min: '2' } }),
  listingCards: (cms) => cms.listingCards({ unit: immo1, ids: [3, 1] }),
  propertyMap: (cms) => cms.propertyMap({ unit: immo1, filter: { rooms_min: '2', bbox: '45,15.5,49,23.5', zoom: '7' } }),
  property: async (cms) => cms.property({ id: 1, unit: null }),
  similarListings: (cms) => cms.similarListings({ id: 1, unit: null }),
  offMarketListing: async (cms) => {
    const row = await env.DB.prepare("SELECT id FROM off_market_listings WHERE status = 'sold' ORDER BY id LIMIT 1").first<{ id: number }>();
    return cms.offMarketListing({ id: row?.id ?? 0, unit: null });
  },
  leads: (cms) =>
    cms.leads({
      unit: immo1,
      lead: {
        property_id: 1,
        name: 'Kovács Anna',
        email: 'kovacs.anna@example.hu',
        phone: '+36 30 123 4567',
        message: 'Érdeklődöm a lakás iránt, mikor lehet megnézni?',
        consent: true,
      },
      siteUrl: 'http://immo1.localhost',
      enquiryId: crypto.randomUUID(),
    }),
  offices: (cms) => cms.offices({ unit: immo1 }),
  office: (cms) => cms.office({ id: 13, unit: immo1 }),
  agent: async (cms) => {
    const agentId = (await cms.office({ id: 13, unit: office13 }))?.agents[0]?.id ?? 0;
    return cms.agent({ id: agentId, unit: office13, page: 1 });
  },
  cmsPage: (cms) => cms.cmsPage({ id: 1, unit: immo1 }),
  sitemap: (cms) => cms.sitemap({ unit: office13, limit: 5 }),
  marketPrices: (cms) => cms.marketPrices({ unit: immo1, place: 'budapest' }),
  marketPlaces: (cms) => cms.marketPlaces({ unit: immo1 }),
};

describe('the CMS contract', () => {
  for (const name of Object.keys(calls) as CmsCallName[]) {
    it(`${name}: the request the site writes is accepted by the built-in API and its answer passes the contract's schema`, async () => {
      // The client throws on any answer that fails the schema and returns null on 404.
      await expect(calls[name](client)).resolves.not.toBeNull();
    });
  }

  it('matches each call by path and method, literal paths before parameters', () => {
    expect(matchCmsCall('GET', '/api/cms/pages/getPages')).toEqual({ kind: 'call', name: 'menuEntries' });
    expect(matchCmsCall('GET', '/api/cms/pages/12')).toEqual({ kind: 'call', name: 'cmsPage' });
    expect(matchCmsCall('GET', '/api/cms/properties/search')).toEqual({ kind: 'call', name: 'search' });
    expect(matchCmsCall('HEAD', '/api/cms/offices/3')).toEqual({ kind: 'call', name: 'office' });
    expect(matchCmsCall('POST', '/api/cms/offices/3')).toEqual({ kind: 'wrongMethod', allow: 'GET, HEAD' });
    expect(matchCmsCall('GET', '/api/cms/dropdowns/getByType')).toEqual({ kind: 'wrongMethod', allow: 'POST' });
    expect(matchCmsCall('GET', '/api/cms/nothing-here')).toEqual({ kind: 'none' });
  });

  it('writes every path parameter encoded, so a value cannot change the path', () => {
    expect(new URL(cmsRequest('siteRecord', { subdomain: '../x?y' }).url).pathname).toBe('/api/cms/public-site-domains/..%2Fx%3Fy');
  });
});

describe('/api/cms/* outside the contract', () => {
  it('answers 404 for a path no call has, without reaching D1', async () => {
    const res = await app.request('http://immo1.localhost/api/cms/secret-table', {}, env);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers 405 with Allow for a call asked with the wrong method', async () => {
    const res = await app.request('http://immo1.localhost/api/cms/dropdowns/getByType', {}, env);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    const del = await app.request('http://immo1.localhost/api/cms/offices/1', { method: 'DELETE' }, env);
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('/api/cms/* hardening', () => {
  const post = (path: string, body: BodyInit, contentType: string | null) =>
    app.request(`http://immo1.localhost${path}`, { method: 'POST', headers: contentType ? { 'content-type': contentType } : {}, body }, env);

  it('refuses a POST body that is not JSON with 415, rather than reading it as empty', async () => {
    const form = await post('/api/cms/dropdowns/getByType', 'types=heating', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect((await post('/api/cms/dropdowns/getByType', '{}', null)).status).toBe(415);
  });

  it('takes JSON with a charset parameter', async () => {
    const res = await post('/api/cms/dropdowns/getByType', JSON.stringify({ types: ['heating'], unit_type: 'office', office_id: 13 }), 'application/json; charset=utf-8');
    expect(res.status).toBe(200);
  });

  it('refuses a body over 64 KiB with 413, also when it is streamed without a length', async () => {
    const big = JSON.stringify({ search: 'x'.repeat(70 * 1024) });
    expect((await post('/api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty', big, 'application/json')).status).toBe(413);
    const stream = new Blob([big]).stream();
    const res = await app.request(
      'http://immo1.localhost/api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit,
      env,
    );
    expect(res.status).toBe(413);
  });

  it('marks every GET answer cacheable as public, and errors as not to be stored', async () => {
    const ok = await app.request('http://immo1.localhost/api/cms/offices/13', {}, env);
    expect(ok.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const bad = await app.request('http://immo1.localhost/api/cms/offices/1e3', {}, env);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });
});

describe('strict numbers in CMS calls', () => {
  const badIds = ['1e3', '0x1', '+1', '01', '1.0', ' 1', '-1', '0'];
  for (const bad of badIds) {
    it(`refuses the unit id ${JSON.stringify(bad)} with a 400 naming franchise_id`, async () => {
      const res = await embeddedCms.request(`/api/cms/pages/getPages?franchise_id=${encodeURIComponent(bad)}&unit_type=franchise`, {}, env);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ fields: [{ field: 'franchise_id' }] });
    });
  }

  for (const bad of [true, '1', [1], 1.5]) {
    it(`refuses the JSON unit id ${JSON.stringify(bad)} with a 400 naming office_id`, async () => {
      const res = await embeddedCms.request(
        '/api/cms/dropdowns/getByType',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ types: ['heating'], unit_type: 'office', office_id: bad }) },
        env,
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ fields: [{ field: 'office_id' }] });
    });
  }

  it('refuses a page number written as an exponent', async () => {
    const res = await embeddedCms.request('/api/cms/agents/1?page=1e1', {}, env);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: [{ field: 'page' }] });
  });

  it('exercises every call of the contract above', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(cmsContract).sort());
  });
});

describe("a listing's location in the CMS contract", () => {
  /** Listing 1's stored location columns, set for one test; the demo's own are put back after it. */
  async function withStoredLocation<T>(latitude: number | null, longitude: number | null, precision: string | null, run: () => Promise<T>): Promise<T> {
    const before = await env.DB.prepare('SELECT latitude, longitude, location_precision FROM properties WHERE id = 1').first<{ latitude: number | null; longitude: number | null; location_precision: string | null }>();
    await env.DB.prepare('UPDATE properties SET latitude = ?, longitude = ?, location_precision = ? WHERE id = 1').bind(latitude, longitude, precision).run();
    try {
      return await run();
    } finally {
      await env.DB.prepare('UPDATE properties SET latitude = ?, longitude = ?, location_precision = ? WHERE id = 1').bind(before?.latitude ?? null, before?.longitude ?? null, before?.location_precision ?? null).run();
    }
  }

  /** Listing 1 as a search result item, found by its id. */
  const searchItem = async (cms: CmsClient) => (await cms.search({ unit: immo1, filter: { id: '1' } }))?.items.find((item) => item.id === 1);

  it('answers an exact location as stored, in the search result and on the listing alike', async () => {
    await withStoredLocation(47.5123456, 19.0567891, 'exact', async () => {
      const expected = { latitude: 47.51235, longitude: 19.05679, precision: 'exact' };
      expect((await client.property({ id: 1, unit: null }))?.location).toEqual(expected);
      expect((await searchItem(client))?.location).toEqual(expected);
    });
  });

  it("never answers an 'area' location finer than 0.005°", async () => {
    await withStoredLocation(47.51234, 19.05678, 'area', async () => {
      const expected = { latitude: 47.51, longitude: 19.055, precision: 'area' };
      expect((await client.property({ id: 1, unit: null }))?.location).toEqual(expected);
      expect((await searchItem(client))?.location).toEqual(expected);
    });
  });

  it('answers null for a listing with no coordinates, or with only one of the two, keeping the listing', async () => {
    await withStoredLocation(null, null, null, async () => {
      expect((await client.property({ id: 1, unit: null }))?.location).toBeNull();
    });
    await withStoredLocation(47.5, null, 'exact', async () => {
      const property = await client.property({ id: 1, unit: null });
      expect(property?.id).toBe(1);
      expect(property?.location).toBeNull();
      expect((await searchItem(client))?.location).toBeNull();
    });
  });

  it("reads an upstream CMS's invalid location as none, keeping the listing, and a missing one as none", async () => {
    /** The built-in answer as an upstream CMS would send it, with listing 1's location replaced. */
    const upstreamWith = (location: unknown) =>
      cmsClientOver(async (request) => {
        const answer = await embeddedCms.fetch(request, env);
        const body = (await answer.json()) as { data: Record<string, unknown> & { items?: Record<string, unknown>[] } };
        const listings = body.data.items ?? [body.data];
        for (const listing of listings) {
          if (location === undefined) delete listing.location;
          else listing.location = location;
        }
        return Response.json(body);
      });
    for (const location of [{ latitude: 147.5, longitude: 19.05, precision: 'exact' }, { latitude: 47.5, precision: 'street' }, { latitude: 47.5, longitude: 19.05, precision: 'roof' }, 'Budapest', undefined]) {
      const upstream = upstreamWith(location);
      const property = await upstream.property({ id: 1, unit: null });
      expect(property?.id).toBe(1);
      expect(property?.location).toBeNull();
      expect((await searchItem(upstream))?.location).toBeNull();
    }
    expect((await upstreamWith({ latitude: 47.5, longitude: 19.05, precision: 'street' }).property({ id: 1, unit: null }))?.location).toEqual({ latitude: 47.5, longitude: 19.05, precision: 'street' });
  });
});
