import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { validConfigOf } from '../env';
import { stateOf } from '../test/pageHtml';
import { callWorkerSettled } from '../test/tenantRequest';
import { memoryHit } from './memoryHit';

const cacheOf = (response: Response) => response.headers.get('x-cache');

/** memoryHit's answer, as the entry asks it before the app runs. */
function memoryAnswer(host: string, path: string): Response | undefined {
  const config = validConfigOf(env);
  return config ? memoryHit(new Request(`http://${host}${path}`), config) : undefined;
}

/** The navigation JSON of `path` (what the browser asks on a client-side navigation). */
const pageJson = (host: string, path: string) => callWorkerSettled(host, `/api/site/page?path=${encodeURIComponent(path)}`);

describe('HTML cache key: only the parameters a route reads', () => {
  it('redirects a made-up parameter to the canonical address (tracking parameters kept) without rendering or storing', async () => {
    const first = await callWorkerSettled('immo1.localhost', '/irodaink');
    expect(cacheOf(first)).toBe('MISS');
    const random = `x${crypto.randomUUID()}`;
    const made = await callWorkerSettled('immo1.localhost', `/irodaink?x=${random}&utm_source=hirlevel`);
    expect(made.status).toBe(301);
    expect(made.headers.get('location')).toBe('http://immo1.localhost/irodaink?utm_source=hirlevel');
    expect(cacheOf(made)).toBe('BYPASS');
    // The search keeps its real parameters, in its own order, and drops only the made-up one.
    const search = await callWorkerSettled('immo1.localhost', `/kereses?sort=price_asc&${random}=1&rooms_min=2&fbclid=abc`);
    expect(search.status).toBe(301);
    expect(search.headers.get('location')).toBe('http://immo1.localhost/kereses?rooms_min=2&sort=price_asc&fbclid=abc');
    // Nothing was stored for it: the canonical page is still the one entry, a HIT.
    expect(cacheOf(await callWorkerSettled('immo1.localhost', '/irodaink'))).toBe('HIT');
  });

  it('redirects on the tenant’s own origin, whatever the path: no redirect leads off-site', async () => {
    for (const path of ['//evil.example/?x=1', '/%2F%2Fevil.example?x=1', '/\\evil.example?x=1']) {
      const answer = await callWorkerSettled('immo1.localhost', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 301 });
      expect(new URL(answer.headers.get('location') ?? '').origin, path).toBe('http://immo1.localhost');
    }
  });

  it('answers a page with tracking parameters from the canonical entry, from memory too, rendered without them', async () => {
    const canonical = await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=3');
    expect(cacheOf(canonical)).toBe('MISS');
    const tracked = '/kereses?utm_source=facebook&utm_campaign=tavasz&rooms_min=3&gclid=k1&fbclid=f2';
    const hit = await callWorkerSettled('immo1.localhost', tracked);
    expect([hit.status, cacheOf(hit)]).toEqual([200, 'HIT']);
    expect(memoryAnswer('immo1.localhost', tracked)?.headers.get('x-cache')).toBe('HIT');
    // The stored page's state names the canonical address, whichever request rendered it.
    expect((await stateOf(await hit.text())).page.path).toBe('/kereses?rooms_min=3');
  });

  it('makes a real filter parameter in another order the same key, and a new value of one a MISS', async () => {
    const first = await callWorkerSettled('immo1.localhost', '/kereses?property_types=1&rooms_min=2&price_max=61');
    expect(cacheOf(first)).toBe('MISS');
    const reordered = '/kereses?price_max=61&rooms_min=2&property_types=1';
    expect(cacheOf(await callWorkerSettled('immo1.localhost', reordered))).toBe('HIT');
    expect(memoryAnswer('immo1.localhost', reordered)?.headers.get('x-cache')).toBe('HIT');
    expect(cacheOf(await callWorkerSettled('immo1.localhost', '/kereses?property_types=1&rooms_min=2&price_max=62'))).toBe('MISS');
    // A paged list's page is its route's parameter too.
    expect(cacheOf(await callWorkerSettled('budapest13.localhost', '/iroda/13?page=2'))).toBe('MISS');
    expect(cacheOf(await callWorkerSettled('budapest13.localhost', '/iroda/13?page=2&utm_medium=email'))).toBe('HIT');
  });

  it('leaves a made-up parameter to the app in memoryHit, which redirects it', async () => {
    await callWorkerSettled('immo1.localhost', '/irodaink');
    await callWorkerSettled('immo1.localhost', '/irodaink');
    expect(memoryAnswer('immo1.localhost', '/irodaink')?.headers.get('x-cache')).toBe('HIT');
    expect(memoryAnswer('immo1.localhost', '/irodaink?x=1')).toBeUndefined();
  });

  it('keeps the alert link page’s token in the address but out of the key: one document for every token', async () => {
    const first = await callWorkerSettled('immo1.localhost', '/ertesites/kezeles?t=token-one');
    expect([first.status, cacheOf(first)]).toEqual([200, 'MISS']);
    const second = await callWorkerSettled('immo1.localhost', '/ertesites/kezeles?t=token-two');
    expect([second.status, cacheOf(second)]).toEqual([200, 'HIT']);
  });

  it('keys the navigation JSON as the page: tracking and made-up parameters share the canonical entry', async () => {
    const first = await pageJson('immo1.localhost', '/kereses?rooms_min=4&sort=price_asc');
    expect(cacheOf(first)).toBe('MISS');
    for (const path of ['/kereses?sort=price_asc&rooms_min=4', '/kereses?rooms_min=4&sort=price_asc&utm_source=x', `/kereses?rooms_min=4&sort=price_asc&x=${crypto.randomUUID()}`]) {
      const again = await pageJson('immo1.localhost', path);
      expect({ path, cache: cacheOf(again) }).toEqual({ path, cache: 'HIT' });
      expect((await again.json<{ path: string }>()).path).toBe('/kereses?rooms_min=4&sort=price_asc');
    }
    expect(cacheOf(await pageJson('immo1.localhost', '/kereses?rooms_min=5&sort=price_asc'))).toBe('MISS');
  });
});
