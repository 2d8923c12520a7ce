import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../app';
import { validConfigOf } from '../env';
import { callWorkerSettled } from '../test/tenantRequest';
import { memoryHit } from './memoryHit';

const bypassToken = 'operator-secret-0123456789';

/** The app's own answer to a GET, body read and background work done. */
async function appAnswer(host: string, path: string): Promise<{ response: Response; body: string }> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://${host}${path}`), env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

/** memoryHit's answer to a request, if it gives one. */
function memoryAnswer(host: string, path: string, init?: RequestInit, bindings: Cloudflare.Env = env): Response | undefined {
  // As the entry calls it: only with a valid configuration.
  const config = validConfigOf(bindings);
  return config ? memoryHit(new Request(`http://${host}${path}`, init), config) : undefined;
}

/** The headers of a response without the parts that differ on every response (nonce, age). */
function comparableHeaders(response: Response): Record<string, string> {
  const headers = Object.fromEntries(response.headers);
  delete headers.age;
  headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(/'nonce-[^']+'/, "'nonce-…'");
  return headers;
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('memoryHit', () => {
  it('answers a page held fresh in memory exactly as the app does, with a nonce of its own', async () => {
    await callWorkerSettled('immo1.localhost', '/irodaink');
    const fromApp = await appAnswer('immo1.localhost', '/irodaink');
    expect(fromApp.response.headers.get('x-cache')).toBe('HIT');
    const fromMemory = memoryAnswer('immo1.localhost', '/irodaink');
    if (!fromMemory) throw new Error('memoryHit left a held page to the app');
    expect(fromMemory.status).toBe(fromApp.response.status);
    expect(comparableHeaders(fromMemory)).toEqual(comparableHeaders(fromApp.response));
    expect(await fromMemory.text()).toBe(fromApp.body);
    expect(nonceOf(fromMemory)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(fromMemory)).not.toBe(nonceOf(fromApp.response));
  });

  it('answers whatever the host’s case, port or trailing dot, from the tenant’s own key', async () => {
    await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=11');
    await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=11');
    expect(memoryAnswer('IMMO1.Localhost.', '/kereses?rooms_min=11')?.headers.get('x-cache')).toBe('HIT');
    expect(memoryAnswer('lakaspont.localhost', '/kereses?rooms_min=11')).toBeUndefined();
  });

  it('leaves to the app every request it must answer itself', async () => {
    await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=12');
    await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=12');
    expect(memoryAnswer('immo1.localhost', '/kereses?rooms_min=12')).toBeDefined();
    const left = {
      head: memoryAnswer('immo1.localhost', '/kereses?rooms_min=12', { method: 'HEAD' }),
      post: memoryAnswer('immo1.localhost', '/kereses?rooms_min=12', { method: 'POST', body: '{}' }),
      bypass: memoryAnswer('immo1.localhost', '/kereses?rooms_min=12', { headers: { 'x-edge-cache-bypass': bypassToken } }, { ...env, EDGE_CACHE_BYPASS_TOKEN: bypassToken }),
      wrongBypass: memoryAnswer('immo1.localhost', '/kereses?rooms_min=12', { headers: { 'x-edge-cache-bypass': 'guess' } }),
      notHeld: memoryAnswer('immo1.localhost', '/kereses?rooms_min=13'),
      unknownTenant: memoryAnswer('nincsilyen.localhost', '/kereses?rooms_min=12'),
      foreignHost: memoryAnswer('immo1.example.com', '/kereses?rooms_min=12'),
      badConfig: memoryAnswer('immo1.localhost', '/kereses?rooms_min=12', undefined, { ...env, PRODUCT_DOMAIN: '' }),
    };
    expect(Object.entries(left).filter(([, answer]) => answer !== undefined).map(([name]) => name)).toEqual([]);
  });

  it('leaves a tenant due for its KV comparison to the app until the app has compared it', async () => {
    await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=14');
    await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=14');
    const now = Date.now();
    // The tenant's memory window is 5 s: after it the app compares the bundle with KV in the background.
    vi.spyOn(Date, 'now').mockReturnValue(now + 6_000);
    expect(memoryAnswer('immo1.localhost', '/kereses?rooms_min=14')).toBeUndefined();
    expect((await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=14')).headers.get('x-cache')).toBe('HIT');
    // The bundle read again from KV is a new object: the app derives its shell on the next request.
    await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=14');
    expect(memoryAnswer('immo1.localhost', '/kereses?rooms_min=14')?.headers.get('x-cache')).toBe('HIT');
  });
});
