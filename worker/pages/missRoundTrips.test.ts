import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { firstRow } from '../../backOffice/test/testCms';
import { bypassHeader } from '../htmlCache/operatorBypass';
import { withBackOffice } from '../test/backOfficeInProcess';
import { countingDatabase, d1Log, roundTracker } from '../test/countingDatabase';
import { recordTenant, resetFakeCms, upstreamBindings } from '../test/fakeCms';
import { callWorkerSettled } from '../test/tenantRequest';

const bypassToken = 'round-trip-test-bypass-token';
const idSchema = z.object({ id: z.number() });

/** One page of each route of budapest13 (an office site), as a visitor's first request of it would find them. */
async function pagesOfEachRoute() {
  const listing = await firstRow('SELECT id FROM properties WHERE office_id = 13 ORDER BY id LIMIT 1', idSchema);
  const agent = await firstRow('SELECT id FROM sales_agents WHERE office_id = 13 ORDER BY id LIMIT 1', idSchema);
  const page = await firstRow("SELECT id FROM cms_pages WHERE unit_type = 'office' AND unit_id = 13 ORDER BY id LIMIT 1", idSchema);
  return [
    { path: '/', parts: 0 },
    { path: '/kereses?property_types=1&price_max=80', parts: 0 },
    { path: `/ingatlan/${listing.id}`, parts: 1 },
    { path: '/iroda/13', parts: 0 },
    { path: `/uzletkoto/${agent.id}`, parts: 0 },
    { path: `/oldal/${page.id}`, parts: 0 },
  ];
}

describe('a page rendered past the cache (built-in CMS)', () => {
  it('reads D1 in one batch, and a page with a streamed part in one more beside it, once the tenant is known', async () => {
    const log = d1Log();
    const bindings = withBackOffice({ ...env, DB: countingDatabase(log), EDGE_CACHE_BYPASS_TOKEN: bypassToken });
    // The tenant's settings are read once and then kept (KV and memory): not on a page's path.
    expect((await callWorkerSettled('budapest13.localhost', '/', undefined, bindings)).status).toBe(200);
    for (const { path, parts } of await pagesOfEachRoute()) {
      log.rounds.length = 0;
      log.sessions.length = 0;
      const response = await callWorkerSettled('budapest13.localhost', path, { headers: { [bypassHeader]: bypassToken } }, bindings);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-cache'), path).toBe('BYPASS');
      expect(log.rounds.length, `${path}: ${JSON.stringify(log.rounds)}`).toBeGreaterThan(0);
      expect(log.rounds.length, `${path}: ${JSON.stringify(log.rounds)}`).toBeLessThanOrEqual(1 + parts);
      // One batch (or one query) for the page, one more for its streamed part, run beside it.
      expect(log.rounds.flat().length, `${path}: ${JSON.stringify(log.rounds)}`).toBeLessThanOrEqual(1 + parts);
      // One session per call of the back office's CMS (a page's, and its streamed part's), each read from
      // wherever is nearest: a page is the same for every visitor.
      expect(log.sessions.length, path).toBeLessThanOrEqual(1 + parts);
      expect(new Set(log.sessions), path).toEqual(new Set(['first-unconstrained']));
    }
  });
});

describe('a page rendered past the cache (forwarding mode)', () => {
  beforeEach(async () => {
    await resetFakeCms();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks the upstream CMS in one round of parallel calls, and a page with a streamed part in at most one more', async () => {
    const pages = await pagesOfEachRoute();
    await recordTenant('budapest13', pages.map((p) => p.path));
    const bindings = { ...upstreamBindings(), EDGE_CACHE_BYPASS_TOKEN: bypassToken };
    expect((await callWorkerSettled('budapest13.localhost', '/', undefined, bindings)).status).toBe(200);
    const rounds: string[][] = [];
    const track = roundTracker(rounds);
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.origin !== new URL(env.TEST_FAKE_CMS).origin) return realFetch(input, init);
      return track(url.pathname, () => realFetch(input, init));
    });
    for (const { path, parts } of pages) {
      rounds.length = 0;
      const response = await callWorkerSettled('budapest13.localhost', path, { headers: { [bypassHeader]: bypassToken } }, bindings);
      expect(response.status, path).toBe(200);
      expect(rounds.length, `${path}: ${JSON.stringify(rounds)}`).toBeGreaterThan(0);
      expect(rounds.length, `${path}: ${JSON.stringify(rounds)}`).toBeLessThanOrEqual(1 + parts);
    }
  });
});
