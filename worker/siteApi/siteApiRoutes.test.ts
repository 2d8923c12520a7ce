import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { tenantCacheKey } from '../siteShell/tenantCache';
import { callWorkerSettled } from '../test/tenantRequest';

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
