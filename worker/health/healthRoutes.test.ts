import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as z from 'zod';
import { breakFakeCms, fakeCmsCalls, recordTenant, resetFakeCms, upstreamBindings } from '../test/fakeCms';
import { callWorkerSettled } from '../test/tenantRequest';

const answerSchema = z.object({
  status: z.enum(['ok', 'error']),
  version: z.string(),
  checks: z.record(z.string(), z.enum(['ok', 'error', 'timeout'])),
});

async function health(bindings: Cloudflare.Env = env, host = 'localhost') {
  const response = await callWorkerSettled(host, '/healthz', {}, bindings);
  return { response, answer: answerSchema.parse(await response.json()) };
}

/** The binding with `method` failing at once, as a binding whose service is down; every other member is the real one. */
function failing<T extends object>(binding: T, method: string): T {
  return new Proxy(binding, {
    get(target, prop) {
      if (prop === method) {
        return () => {
          throw new Error(`${method} refused by the test`);
        };
      }
      const member: unknown = Reflect.get(target, prop, target);
      return typeof member === 'function' ? member.bind(target) : member;
    },
  });
}

let errors: MockInstance<Console['error']>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  errors.mockRestore();
});

const logged = (check: string) => errors.mock.calls.some((args) => args[0] === 'HEALTH CHECK FAILED' && args[1] === check);

describe('GET /healthz with the built-in CMS', () => {
  it('answers 200 with the build version and KV and D1 checked, never cached', async () => {
    const { response, answer } = await health();
    expect(response.status).toBe(200);
    expect(answer).toEqual({ status: 'ok', version: 'test', checks: { kv: 'ok', d1: 'ok' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers on any host, tenant or not, with no tenant data', async () => {
    for (const host of ['immo1.localhost:8787', 'nincsilyen.localhost', 'example.org']) {
      const { response, answer } = await health(env, host);
      expect(response.status).toBe(200);
      expect(Object.keys(answer)).toEqual(['status', 'version', 'checks']);
    }
  });

  it('answers HEAD with the same status and no body, for monitors that only look at the status', async () => {
    const response = await callWorkerSettled('localhost', '/healthz', { method: 'HEAD' }, env);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers 503 naming d1 when D1 fails, and logs why', async () => {
    const { response, answer } = await health({ ...env, DB: failing(env.DB, 'prepare') });
    expect(response.status).toBe(503);
    expect(answer).toEqual({ status: 'error', version: 'test', checks: { kv: 'ok', d1: 'error' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(logged('d1')).toBe(true);
  });

  it('answers 503 naming kv when KV fails', async () => {
    const { response, answer } = await health({ ...env, SITE_CACHE: failing(env.SITE_CACHE, 'get') });
    expect(response.status).toBe(503);
    expect(answer.checks).toEqual({ kv: 'error', d1: 'ok' });
    expect(logged('kv')).toBe(true);
  });

  it('answers 503 naming config when the worker refuses its configuration', async () => {
    const { response, answer } = await health({ ...env, PRODUCT_DOMAIN: 'Nem Domain' });
    expect(response.status).toBe(503);
    expect(answer.checks).toEqual({ config: 'error' });
  });
});

describe('GET /healthz with an upstream CMS (CMS_API_ORIGIN)', () => {
  beforeEach(async () => {
    await resetFakeCms();
    // The built-in CMS's real answers, the tenant directory among them.
    await recordTenant('immo1');
  });
  afterEach(async () => {
    await resetFakeCms();
  });

  it('checks the upstream CMS with one GET of the tenant directory instead of D1', async () => {
    const { response, answer } = await health(upstreamBindings());
    expect(response.status).toBe(200);
    expect(answer.checks).toEqual({ kv: 'ok', cms: 'ok' });
    expect(await fakeCmsCalls()).toEqual(['GET /api/cms/public-site-domains']);
  });

  it('answers 503 naming cms when the upstream answers 500', async () => {
    await breakFakeCms([{ path: '^/api/cms/', fault: 'status500' }]);
    const { response, answer } = await health(upstreamBindings());
    expect(response.status).toBe(503);
    expect(answer.checks).toEqual({ kv: 'ok', cms: 'error' });
    expect(logged('cms')).toBe(true);
  });

  it('answers 503 naming cms as timed out when the upstream hangs, within the shorter of 2 s and CMS_UPSTREAM_TIMEOUT_MS', async () => {
    await breakFakeCms([{ path: '^/api/cms/', fault: 'hang' }]);
    const started = Date.now();
    const { response, answer } = await health(upstreamBindings({ CMS_UPSTREAM_TIMEOUT_MS: '300' }));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(response.status).toBe(503);
    expect(answer.checks).toEqual({ kv: 'ok', cms: 'timeout' });
  });

  it('answers 503 naming cms when nothing listens at the upstream origin', async () => {
    const { response, answer } = await health({ ...env, CMS_API_ORIGIN: env.TEST_CLOSED_ORIGIN });
    expect(response.status).toBe(503);
    expect(answer.checks).toEqual({ kv: 'ok', cms: 'error' });
  });
});
