import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { tenantCacheKey } from '../tenant/tenantCache';
import { callWorkerSettled } from '../test/tenantRequest';
import { placeCountsSchema } from '../../domain/cms/placeCountSchemas';
import { placeCountsCacheKey } from '../../domain/tenant/tenantCacheKeys';
import { embeddedCms } from '../../backOffice/cms/embeddedCms';
import { countCalls } from '../test/countCalls';

describe('GET /api/site/dropdown-options', () => {
  it("answers the tenant's dropdown options for every filter field and caches them in the tenant's KV entry", async () => {
    const res = await callWorkerSettled('immo1.localhost', '/api/site/dropdown-options');
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: Record<string, { value: number; label: string }[]> }>();
    expect(data.property_type?.map((o) => o.label)).toContain('Lakás');
    expect(Object.keys(data)).toContain('discounts');
    expect(await env.SITE_CACHE.get(tenantCacheKey('immo1'))).toContain('"dropdowns":{"answer":{');
  });

  it('answers an empty set when the options cannot be loaded', async () => {
    await env.DB.exec('DROP TABLE dropdown_options');
    const res = await callWorkerSettled('immo1.localhost', '/api/site/dropdown-options');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: {} });
  });

  it('answers JSON 404 without a tenant', async () => {
    const res = await callWorkerSettled('localhost', '/api/site/dropdown-options');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'noTenant' });
  });
});

describe('/api/site/*: methods and paths', () => {
  it('answers a wrong method with 405 and the Allow header of the endpoint', async () => {
    const cases: [string, string, string][] = [
      ['POST', '/api/site/page?path=/', 'GET, HEAD'],
      ['DELETE', '/api/site/page-part?path=/', 'GET, HEAD'],
      ['PUT', '/api/site/dropdown-options', 'GET, HEAD'],
      ['POST', '/api/site/place-counts', 'GET, HEAD'],
      ['GET', '/api/site/leads', 'POST'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await callWorkerSettled('immo1.localhost', path, { method, body: method === 'GET' ? undefined : '{}' });
      expect([method, path, res.status, res.headers.get('allow')]).toEqual([method, path, 405, allow]);
    }
  });

  it('answers an unknown path with JSON 404', async () => {
    const res = await callWorkerSettled('immo1.localhost', '/api/site/nincs-ilyen');
    expect([res.status, await res.json()]).toEqual([404, { error: 'not_found', message: 'No such site endpoint' }]);
  });
});

describe('GET /api/site/place-counts', () => {
  const answer = async (host: string) => {
    const res = await callWorkerSettled(host, '/api/site/place-counts');
    expect(res.status).toBe(200);
    return { cacheControl: res.headers.get('cache-control'), data: placeCountsSchema.parse((await res.json<{ data: unknown }>()).data) };
  };

  it("answers the site's own places with their counts: an office's, not its network's", async () => {
    const office = await answer('budapest13.localhost');
    const direct = await embeddedCms.request('/api/cms/places/counts?unit_type=office&office_id=13', {}, env);
    expect(office.data).toEqual((await direct.json<{ data: unknown }>()).data);
    expect(office.cacheControl).toBe('public, max-age=60');
    expect(office.data.some((p) => p.id === 'city:136')).toBe(false);
    expect((await answer('immo1.localhost')).data.some((p) => p.id === 'city:136')).toBe(true);
  });

  it('is cached per unit like the other dropdown data: a second ask reads no D1, and the cache outlives a failing CMS', async () => {
    const first = await answer('budapest13.localhost');
    expect(await env.SITE_CACHE.get(placeCountsCacheKey({ type: 'office', id: 13 }))).toContain('"district:13"');
    const db = countCalls(env.DB);
    const again = await callWorkerSettled('budapest13.localhost', '/api/site/place-counts', undefined, { ...env, DB: db.binding });
    expect((await again.json<{ data: unknown }>()).data).toEqual(first.data);
    expect(db.calls('prepare')).toBe(0);
    await env.DB.exec('DROP TABLE properties');
    expect((await answer('budapest13.localhost')).data).toEqual(first.data);
  });

  it('answers 503 JSON, not a 500 page, when nothing is cached and the counts cannot be loaded', async () => {
    await env.DB.exec('DROP TABLE property_descriptions; DROP TABLE property_images; DROP TABLE properties');
    const res = await callWorkerSettled('debrecen.localhost', '/api/site/place-counts');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'upstream_unavailable' });
  });
});
