/**
 * The site in CMS_API_ORIGIN mode against an upstream CMS that fails: a fake CMS on loopback
 * (worker/test/fakeCmsServer.ts) answers with the built-in CMS's real answers until a test breaks it
 * (hangs, 500, malformed JSON, JSON the answer schema refuses).
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import * as zm from 'zod/mini';
import { type CmsCallName, cmsContract } from '../../domain/cms/cmsContract';
import { searchAnswerSchema } from '../../domain/cms/listingSchemas';
import { clearIsolateMemory } from '../kvCache/staleWhileRevalidate';
import { tenantCacheKey } from '../tenant/tenantCache';
import { countCalls } from '../test/countCalls';
import { breakFakeCms, fakeCmsCalls, recordTenant, resetFakeCms, upstreamBindings } from '../test/fakeCms';
import { badSchemaBody, type CmsFault, cmsFaults } from '../test/fakeCmsScript';
import { stateOf, titleOf } from '../test/pageHtml';
import { callWorker, callWorkerSettled } from '../test/tenantRequest';
import { cms, firstRow, jsonOf } from '../../backOffice/test/testCms';
import { renderPagesAfresh } from '../test/pageCache';

const host = 'immo1.localhost';
const siteName = 'Immo1 Ingatlanhálózat';
const unavailableTitle = 'Az oldal átmenetileg nem érhető el';
/** Short, so a hanging CMS costs the suite little; the bound is the same at any value. */
const timeoutMs = 500;
/** What the machine may add to the bound (rendering the error view, a busy test runner). */
const slackMs = 2_000;
const everyCall = '^/api/cms/';

const storedEntrySchema = z.object({ value: z.unknown(), checkedAt: z.number() });
const storedBundle = async () => storedEntrySchema.nullable().parse(await env.SITE_CACHE.get(tenantCacheKey('immo1'), 'json'));

const loggedCannotUpdate = (errors: { mock: { calls: unknown[][] } }) => errors.mock.calls.some((args) => args[0] === 'CANNOT UPDATE CACHE');

/** A request's answer and how long it took to the end of its body. */
async function timed(path: string, bindings: Cloudflare.Env) {
  const started = Date.now();
  const { response, settled } = await callWorker(host, path, undefined, bindings);
  const body = await response.text();
  const ms = Date.now() - started;
  await settled;
  return { response, body, ms };
}

beforeEach(resetFakeCms);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the fake upstream CMS', () => {
  it('answers a body for the bad-schema fault that no answer schema of the contract accepts', () => {
    const { data } = z.object({ data: z.unknown() }).parse(JSON.parse(badSchemaBody));
    for (const name of Object.keys(cmsContract) as CmsCallName[]) {
      expect(zm.safeParse(cmsContract[name].answer, data).success, name).toBe(false);
    }
  });
});

describe('a tenant cached from the upstream CMS when the CMS fails', () => {
  it.each(cmsFaults)('%s: keeps serving the cached site, logs CANNOT UPDATE CACHE and keeps the good value in KV', async (fault) => {
    await recordTenant('immo1');
    // Every request after the first refreshes in the background: the refresh is what fails.
    const bindings = upstreamBindings({ SITE_CACHE_FRESH_SECONDS: '0', CMS_UPSTREAM_TIMEOUT_MS: String(timeoutMs) });
    expect((await callWorkerSettled(host, '/', undefined, bindings)).status).toBe(200);
    const good = await storedBundle();
    expect(good?.value).toMatchObject({ record: { subdomain: 'immo1' } });

    await breakFakeCms([{ path: everyCall, fault }]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (let i = 0; i < 2; i++) {
      const res = await callWorkerSettled(host, '/', undefined, bindings);
      expect(res.status).toBe(200);
      expect(titleOf(await res.text())).toBe(`Főoldal | ${siteName}`);
    }
    expect(loggedCannotUpdate(errors)).toBe(true);
    // The refresh did ask the CMS (the cold load, then at least one refresh).
    expect((await fakeCmsCalls()).filter((c) => c === 'GET /api/cms/public-site-domains/immo1').length).toBeGreaterThanOrEqual(2);
    expect((await storedBundle())?.value).toEqual(good?.value);
  });

  it('keeps the cached menu when only the menu call answers what its schema refuses', async () => {
    await recordTenant('immo1');
    const bindings = upstreamBindings({ SITE_CACHE_FRESH_SECONDS: '0' });
    await callWorkerSettled(host, '/', undefined, bindings);
    await breakFakeCms([{ path: '^/api/cms/pages/getPages', fault: 'badSchema' }]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = await stateOf(await (await callWorkerSettled(host, '/', undefined, bindings)).text());
    expect(state.menus.menuEntries.map((e) => e.label)).toContain('Rólunk');
    expect(errors.mock.calls.some((args) => args[0] === 'CANNOT UPDATE CACHE' && args[1] === 'tenant:immo1#menu')).toBe(true);
    expect(z.object({ menu: z.object({ answer: z.array(z.object({ label: z.string() })) }) }).parse((await storedBundle())?.value).menu.answer.map((e) => e.label)).toContain('Rólunk');
  });
});

describe('a tenant not cached yet when the CMS fails', () => {
  it.each(cmsFaults)(`%s: answers the branded error view with 503 and Retry-After within CMS_UPSTREAM_TIMEOUT_MS (${timeoutMs} ms here), and stores nothing`, async (fault) => {
    await recordTenant('immo1');
    await breakFakeCms([{ path: everyCall, fault }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { response, body, ms } = await timed('/', upstreamBindings({ CMS_UPSTREAM_TIMEOUT_MS: String(timeoutMs) }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(titleOf(body)).toBe(unavailableTitle);
    expect(body.trimEnd().endsWith('</html>')).toBe(true);
    expect(ms).toBeLessThan(timeoutMs + slackMs);
    expect(await storedBundle()).toBeNull();
  });

  it('waits for the CMS at most CMS_UPSTREAM_TIMEOUT_MS in all, though each call alone would be in time', async () => {
    await recordTenant('immo1');
    // Two calls in a row (the directory, then the site record), each 60% of the time allowed.
    await breakFakeCms([{ path: everyCall, fault: 'slow', delayMs: timeoutMs * 0.6 }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { response, ms } = await timed('/', upstreamBindings({ CMS_UPSTREAM_TIMEOUT_MS: String(timeoutMs) }));
    expect(response.status).toBe(503);
    expect(ms).toBeGreaterThanOrEqual(timeoutMs - 50);
    expect(ms).toBeLessThan(timeoutMs + slackMs);
  });

  it('serves the site once the CMS answers again, a second after the failure', async () => {
    await recordTenant('immo1');
    await breakFakeCms([{ path: everyCall, fault: 'status500' }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bindings = upstreamBindings();
    expect((await callWorkerSettled(host, '/', undefined, bindings)).status).toBe(503);
    await breakFakeCms([]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await callWorkerSettled(host, '/', undefined, bindings)).status).toBe(200);
  });

  it('answers a forwarded /api/cms/* call 504 within CMS_UPSTREAM_TIMEOUT_MS when the CMS hangs', async () => {
    await breakFakeCms([{ path: everyCall, fault: 'hang' }]);
    const { response, body, ms } = await timed('/api/cms/properties/search?unit_type=franchise&franchise_id=1', upstreamBindings({ CMS_UPSTREAM_TIMEOUT_MS: String(timeoutMs) }));
    expect(response.status).toBe(504);
    expect(JSON.parse(body)).toMatchObject({ error: 'upstream_unavailable' });
    expect(ms).toBeLessThan(timeoutMs + slackMs);
  });
});

describe('an expired tenant entry under 200 concurrent requests', () => {
  /**
   * Sends 200 requests at once while the CMS takes 300 ms an answer, as a real one does (every request
   * arrives while the refresh is under way), and gives the CMS calls they caused, each with its count.
   */
  async function twoHundredAtOnce(bindings: Cloudflare.Env): Promise<Map<string, number>> {
    await breakFakeCms([{ path: everyCall, fault: 'slow', delayMs: 300 }]);
    const before = (await fakeCmsCalls()).length;
    const calls = await Promise.all(Array.from({ length: 200 }, () => callWorker(host, '/', undefined, bindings)));
    expect(calls.map((c) => c.response.status)).toEqual(Array(200).fill(200));
    await Promise.all(calls.map(async (c) => [await c.response.text(), await c.settled]));
    const counts = new Map<string, number>();
    for (const call of (await fakeCmsCalls()).slice(before)) counts.set(call, (counts.get(call) ?? 0) + 1);
    return counts;
  }

  /**
   * The calls of the tenant's entry (site record, directory, menu, legal texts, dropdowns) with their
   * counts: all but the home page's own loader call, the newest listings, which every render makes.
   */
  const tenantCallCounts = (made: Map<string, number>) => Object.fromEntries([...made].filter(([call]) => !call.startsWith(`GET ${cmsContract.search.path}?`)));
  const onceEach = (made: Map<string, number>) => Object.fromEntries(Object.keys(tenantCallCounts(made)).map((call) => [call, 1]));

  it('refreshes with one upstream call per CMS call of the tenant in this isolate', async () => {
    await recordTenant('immo1');
    const bindings = upstreamBindings({ SITE_CACHE_FRESH_SECONDS: '1' });
    await callWorkerSettled(host, '/', undefined, bindings);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const made = await twoHundredAtOnce(bindings);
    expect(made.get('GET /api/cms/public-site-domains/immo1')).toBe(1);
    expect(tenantCallCounts(made)).toEqual(onceEach(made));
  });

  it('in a new isolate, reads KV once and refreshes the expired value with one upstream call per CMS call', async () => {
    await recordTenant('immo1');
    await callWorkerSettled(host, '/', undefined, upstreamBindings());
    // A new isolate: nothing in memory, the KV entry older than the fresh window.
    clearIsolateMemory();
    const stored = storedEntrySchema.parse(await env.SITE_CACHE.get(tenantCacheKey('immo1'), 'json'));
    await env.SITE_CACHE.put(tenantCacheKey('immo1'), JSON.stringify({ ...stored, checkedAt: Date.now() - 3_600_000 }));
    const kv = countCalls(env.SITE_CACHE);
    const made = await twoHundredAtOnce({ ...upstreamBindings(), SITE_CACHE: kv.binding });
    expect(made.get('GET /api/cms/public-site-domains/immo1')).toBe(1);
    expect(tenantCallCounts(made)).toEqual(onceEach(made));
    // One cold read of the tenant, one of the directory, one more of the tenant by the background refresh.
    expect(kv.calls('get')).toBeLessThanOrEqual(4);
  });
});

/** A page of immo1 with the CMS call its loader makes, as a pattern over the call's path and query. */
interface RouteCase {
  routeId: string;
  path: string;
  loaderCall: string;
}

async function routeCases(): Promise<RouteCase[]> {
  const search = await jsonOf(await cms('/api/cms/properties/search?unit_type=franchise&franchise_id=1'), searchAnswerSchema);
  const property = search.data.items[0]?.id;
  const agent = await firstRow('SELECT id FROM sales_agents WHERE office_id = 13 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
  return [
    { routeId: 'search', path: '/kereses', loaderCall: '^/api/cms/properties/search' },
    { routeId: 'property', path: `/ingatlan/${property}`, loaderCall: '^/api/cms/properties/\\d+' },
    { routeId: 'offices', path: '/irodaink', loaderCall: '^/api/cms/offices\\?' },
    { routeId: 'office', path: '/iroda/13', loaderCall: '^/api/cms/offices/\\d+' },
    { routeId: 'agent', path: `/uzletkoto/${agent.id}`, loaderCall: '^/api/cms/agents/\\d+' },
    { routeId: 'cmsPage', path: '/oldal/1', loaderCall: '^/api/cms/pages/\\d+' },
  ];
}

// The menu pages load nothing from the CMS beyond the tenant's cached settings; the home page's one call
// (its newest listings) is a bonus it shows without (below).
const routeIds = ['search', 'property', 'offices', 'office', 'agent', 'cmsPage'];
const faultCases = routeIds.flatMap((routeId) => cmsFaults.map((fault): [string, CmsFault] => [routeId, fault]));

describe('a page whose loader’s upstream call fails alone', () => {
  it.each(routeIds)('%s: is served from the upstream CMS while it answers', async (routeId) => {
    const route = (await routeCases()).find((r) => r.routeId === routeId);
    if (!route) throw new Error(routeId);
    await recordTenant('immo1', [route.path]);
    const res = await callWorkerSettled(host, route.path, undefined, upstreamBindings());
    expect(res.status).toBe(200);
    expect((await stateOf(await res.text())).page.outcome).toMatchObject({ kind: 'route', routeId });
  });

  it.each(faultCases)('%s, %s: the page’s unavailable view inside the shell (503, Retry-After), as HTML and as navigation JSON', async (routeId, fault) => {
    const route = (await routeCases()).find((r) => r.routeId === routeId);
    if (!route) throw new Error(routeId);
    await recordTenant('immo1', [route.path]);
    const bindings = upstreamBindings({ CMS_UPSTREAM_TIMEOUT_MS: String(timeoutMs) });
    // The tenant's settings are cached before the loader's call breaks.
    await callWorkerSettled(host, '/', undefined, bindings);
    await breakFakeCms([{ path: route.loaderCall, fault }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const { response, body, ms } = await timed(route.path, bindings);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(titleOf(body)).toBe(`${unavailableTitle} | ${siteName}`);
    expect(body).toContain('aria-label="Főmenü"');
    expect(body.trimEnd().endsWith('</html>')).toBe(true);
    expect((await stateOf(body)).page.outcome).toEqual({ kind: 'unavailable', routeId });
    expect(ms).toBeLessThan(timeoutMs + slackMs);

    const json = await callWorkerSettled(host, `/api/site/page?path=${encodeURIComponent(route.path)}`, undefined, bindings);
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual({ path: route.path, outcome: { kind: 'unavailable', routeId } });
    // The rest of the site is untouched.
    expect((await callWorkerSettled(host, '/', undefined, bindings)).status).toBe(200);
  });
});

describe('the home page when its newest listings’ upstream call fails alone', () => {
  const newestCall = `^${cmsContract.search.path}\\?`;

  it('shows the newest listings while the CMS answers', async () => {
    await recordTenant('immo1', ['/']);
    const res = await callWorkerSettled(host, '/', undefined, upstreamBindings());
    expect(res.status).toBe(200);
    const { page } = await stateOf(await res.text());
    expect(page.outcome).toMatchObject({ kind: 'route', routeId: 'home' });
    expect(page.outcome.kind === 'route' && z.object({ newest: z.object({ items: z.array(z.unknown()).min(1) }) }).safeParse(page.outcome.data).success).toBe(true);
  });

  it.each(cmsFaults)('%s: the home page without them (200, not the error view), within CMS_UPSTREAM_TIMEOUT_MS, the failure logged', async (fault) => {
    await recordTenant('immo1', ['/']);
    const bindings = upstreamBindings({ CMS_UPSTREAM_TIMEOUT_MS: String(timeoutMs) });
    await callWorkerSettled(host, '/', undefined, bindings);
    await breakFakeCms([{ path: newestCall, fault }]);
    // The first answer is in the HTML cache: the page is rendered again only in a new page generation.
    await renderPagesAfresh();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    const { response, body, ms } = await timed('/', bindings);
    expect(response.status).toBe(200);
    expect(titleOf(body)).toBe(`Főoldal | ${siteName}`);
    expect((await stateOf(body)).page.outcome).toMatchObject({ kind: 'route', routeId: 'home', data: { newest: null } });
    expect(errors.mock.calls.some((args) => String(args[0]).startsWith('Home page: the newest listings'))).toBe(true);
    expect(ms).toBeLessThan(timeoutMs + slackMs);
  });
});
