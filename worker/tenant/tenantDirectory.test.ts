import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../app';
import { tenantDirectoryKey } from './tenantCache';
import { countCalls } from '../test/countCalls';
import { callWorkerSettled } from '../test/tenantRequest';

/** The worker's bindings with D1 (the built-in CMS: every CMS call queries it) and KV counted. */
function countedEnv() {
  const db = countCalls(env.DB);
  const kv = countCalls(env.SITE_CACHE);
  return {
    env: { ...env, DB: db.binding, SITE_CACHE: kv.binding },
    cmsQueries: () => db.calls('prepare') + db.calls('batch') + db.calls('exec'),
    kvReads: () => kv.calls('get'),
    kvWrites: () => kv.calls('put') + kv.calls('delete'),
  };
}

async function call(workerEnv: typeof env, host: string, path: string): Promise<number> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://${host}${path}`), workerEnv, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response.status;
}

const randomLabel = () => `x${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tenant directory', () => {
  it('answers 10 000 random subdomains from memory: no CMS call and no KV write for any of them', async () => {
    const counted = countedEnv();
    expect(await call(counted.env, 'immo1.localhost', '/api/site/dropdown-options')).toBe(200);
    const [queries, writes, reads] = [counted.cmsQueries(), counted.kvWrites(), counted.kvReads()];
    const names = Array.from({ length: 10_000 }, randomLabel);
    for (let i = 0; i < names.length; i += 500) {
      const statuses = await Promise.all(names.slice(i, i + 500).map((name) => call(counted.env, `${name}.localhost`, '/api/site/dropdown-options')));
      expect(new Set(statuses)).toEqual(new Set([404]));
    }
    // The page route answers the same way, with the HTML error view.
    expect(await call(counted.env, `${randomLabel()}.localhost`, '/')).toBe(404);
    expect(counted.cmsQueries() - queries).toBe(0);
    expect(counted.kvWrites() - writes).toBe(0);
    // KV is read again at most once a second for an unknown name, never once per name.
    expect(counted.kvReads() - reads).toBeLessThan(20);
  });

  it('knows the tenants of the CMS list call, and stores the list as one KV entry', async () => {
    expect((await callWorkerSettled('debrecen.localhost')).status).toBe(200);
    const stored = await env.SITE_CACHE.get<{ value: string[] }>(tenantDirectoryKey, 'json');
    expect(stored?.value).toEqual(['budapest13', 'debrecen', 'immo1', 'lakaspont']);
  });

  it('serves a tenant added in the CMS within the refresh window, with no restart', async () => {
    expect((await callWorkerSettled('ujiroda.localhost')).status).toBe(404);
    await env.DB.exec("INSERT INTO public_site_domains (subdomain, unit_type, unit_id) VALUES ('ujiroda', 'office', 77)");
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect((await callWorkerSettled('ujiroda.localhost')).status).toBe(200);
  });

  it('shows the error view with 503 when the directory cannot be loaded and nothing is cached', async () => {
    await env.DB.exec('DROP TABLE public_site_domains');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await callWorkerSettled('immo1.localhost')).status).toBe(503);
  });
});
