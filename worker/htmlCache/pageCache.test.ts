import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenantKeysToPurge } from '../../domain/tenant/tenantCacheKeys';
import { canonicalOf, stateOf, titleOf } from '../test/pageHtml';
import { callWorker, callWorkerSettled } from '../test/tenantRequest';

/** A listing of the immo1 network (franchise 1), for the property page. */
async function immo1Listing(): Promise<{ id: number; name: string }> {
  const row = await env.DB.prepare('SELECT id, name FROM properties WHERE franchise_id = 1 ORDER BY id LIMIT 1').first<{ id: number; name: string }>();
  if (!row) throw new Error('the demo data has no immo1 listing');
  return row;
}

const cacheOf = (response: Response) => response.headers.get('x-cache');

/** The body with the nonce of its response blanked, to compare two responses of one page. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

const bypassToken = 'operator-secret-0123456789';

/** Calls the worker with the operator bypass configured. */
const callWithBypassConfigured = (host: string, path: string, headers: Record<string, string>) =>
  callWorkerSettled(host, path, { headers }, { ...env, EDGE_CACHE_BYPASS_TOKEN: bypassToken });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HTML cache: tenant isolation', () => {
  it('keeps each tenant’s page under its own host, however the host is written', async () => {
    const immo1 = await callWorkerSettled('immo1.localhost', '/');
    const lakaspont = await callWorkerSettled('lakaspont.localhost', '/');
    expect([cacheOf(immo1), cacheOf(lakaspont)]).toEqual(['MISS', 'MISS']);
    for (const host of ['immo1.localhost', 'IMMO1.Localhost.', 'lakaspont.localhost']) {
      const again = await callWorkerSettled(host, '/');
      expect(cacheOf(again)).toBe('HIT');
      const expected = host.toLowerCase().startsWith('immo1') ? 'Főoldal | Immo1 Ingatlanhálózat' : 'Főoldal | Lakáspont Ingatlan';
      const html = await again.text();
      expect(titleOf(html)).toBe(expected);
      expect(canonicalOf(html)).toBe(host.toLowerCase().startsWith('immo1') ? 'http://immo1.localhost/' : 'http://lakaspont.localhost/');
    }
  });

  it('keys by the tenant’s own origin, never by a forwarding header', async () => {
    const forwarded = { 'x-forwarded-host': 'lakaspont.localhost', forwarded: 'host=lakaspont.localhost;proto=https', 'x-forwarded-proto': 'https' };
    const first = await callWorkerSettled('immo1.localhost', '/', { headers: forwarded });
    expect(titleOf(await first.text())).toBe('Főoldal | Immo1 Ingatlanhálózat');
    // lakaspont's own first request renders its own page: the forwarded request stored nothing under its key.
    const lakaspont = await callWorkerSettled('lakaspont.localhost', '/');
    expect(cacheOf(lakaspont)).toBe('MISS');
    expect(titleOf(await lakaspont.text())).toBe('Főoldal | Lakáspont Ingatlan');
  });

  it('keeps a page and its JSON apart', async () => {
    const html = await callWorkerSettled('immo1.localhost', '/kereses');
    const json = await callWorkerSettled('immo1.localhost', '/api/site/page?path=%2Fkereses');
    expect([cacheOf(html), cacheOf(json)]).toEqual(['MISS', 'MISS']);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const jsonHit = await callWorkerSettled('immo1.localhost', '/api/site/page?path=%2Fkereses');
    expect(cacheOf(jsonHit)).toBe('HIT');
    expect(await jsonHit.json()).toMatchObject({ path: '/kereses', outcome: { kind: 'route', routeId: 'search' } });
  });
});

describe('HTML cache: X-Cache', () => {
  it('says MISS, then HIT, then STALE once the route’s fresh window (120 s for a listing) has passed', async () => {
    const listing = await immo1Listing();
    const path = `/ingatlan/${listing.id}`;
    const miss = await callWorkerSettled('immo1.localhost', path);
    expect([miss.status, cacheOf(miss), miss.headers.get('cache-control')]).toEqual([200, 'MISS', 'public, max-age=120, stale-while-revalidate=1800']);
    const hit = await callWorkerSettled('immo1.localhost', path);
    expect([cacheOf(hit), hit.headers.get('cache-control')]).toEqual(['HIT', 'public, max-age=120, stale-while-revalidate=1800']);
    expect(withoutNonce(await hit.text())).toBe(withoutNonce(await miss.text()));
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 121_000);
    const stale = await callWorkerSettled('immo1.localhost', path);
    expect(cacheOf(stale)).toBe('STALE');
    expect(Number(stale.headers.get('age'))).toBeGreaterThanOrEqual(121);
  });

  it('keeps search results a shorter time than the offices page', async () => {
    await callWorkerSettled('immo1.localhost', '/kereses');
    await callWorkerSettled('immo1.localhost', '/irodaink');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    expect(cacheOf(await callWorkerSettled('immo1.localhost', '/kereses'))).toBe('STALE');
    expect(cacheOf(await callWorkerSettled('immo1.localhost', '/irodaink'))).toBe('HIT');
  });

  it('serves a visitor’s hard reload (Cache-Control: no-cache) from the cache: only the operator can bypass it', async () => {
    await callWorkerSettled('immo1.localhost', '/');
    const reload = await callWorkerSettled('immo1.localhost', '/', { headers: { 'cache-control': 'no-cache', pragma: 'no-cache' } });
    expect(cacheOf(reload)).toBe('HIT');
    const wrongToken = await callWithBypassConfigured('immo1.localhost', '/', { 'x-edge-cache-bypass': 'guessed-0123456789' });
    expect(cacheOf(wrongToken)).toBe('HIT');
    const operator = await callWithBypassConfigured('immo1.localhost', '/', { 'x-edge-cache-bypass': bypassToken });
    expect([operator.status, cacheOf(operator)]).toEqual([200, 'BYPASS']);
  });

  it('answers other methods 405 with X-Cache: BYPASS', async () => {
    const res = await callWorkerSettled('immo1.localhost', '/', { method: 'POST', body: 'x' });
    expect([res.status, res.headers.get('allow'), cacheOf(res)]).toEqual([405, 'GET, HEAD', 'BYPASS']);
  });

  it('serves HEAD from the cache', async () => {
    await callWorkerSettled('immo1.localhost', '/');
    const head = await callWorkerSettled('immo1.localhost', '/', { method: 'HEAD' });
    expect([head.status, cacheOf(head), await head.text()]).toEqual([200, 'HIT', '']);
  });

  it('keeps a 404 briefly and never stores a 503', async () => {
    expect(cacheOf(await callWorkerSettled('immo1.localhost', '/ingatlan/999999999'))).toBe('MISS');
    const notFound = await callWorkerSettled('immo1.localhost', '/ingatlan/999999999');
    expect([notFound.status, cacheOf(notFound), notFound.headers.get('cache-control')]).toEqual([404, 'HIT', 'public, max-age=60']);
    await env.DB.prepare("UPDATE offices SET phone = x'01' WHERE id = 13").run();
    for (let i = 0; i < 2; i++) {
      const unavailable = await callWorkerSettled('immo1.localhost', '/iroda/13');
      expect([unavailable.status, cacheOf(unavailable)]).toEqual([503, 'MISS']);
    }
  });

  it('marks the error view of a host without a tenant BYPASS', async () => {
    const res = await callWorkerSettled('localhost', '/');
    expect([res.status, cacheOf(res)]).toEqual([404, 'BYPASS']);
  });
});

describe('HTML cache: the search page\'s map view', () => {
  it('keeps view=map as its own entry, keys any other view as the list, and never splits the key by the map\'s centre and zoom', async () => {
    const list = await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=2');
    const map = await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=2&view=map');
    expect([cacheOf(list), cacheOf(map)]).toEqual(['MISS', 'MISS']);
    expect(cacheOf(await callWorkerSettled('immo1.localhost', '/kereses?view=map&rooms_min=2&map=47.49791,19.04023,12.5'))).toBe('HIT');
    expect(cacheOf(await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=2&view=map&map=46.25,20.14,9'))).toBe('HIT');
    const otherView = await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=2&view=lista');
    expect([otherView.status, cacheOf(otherView)]).toEqual([200, 'HIT']);
    expect(cacheOf(await callWorkerSettled('immo1.localhost', '/kereses?rooms_min=2&map=46.25,20.14,9'))).toBe('HIT');
  });
});

describe('HTML cache: invalidation', () => {
  it('shows a settings change at once: the refreshed bundle gives the tenant’s pages a new version', async () => {
    const listing = await immo1Listing();
    const path = `/ingatlan/${listing.id}`;
    await callWorkerSettled('immo1.localhost', path);
    await env.DB.prepare("UPDATE public_site_settings SET value = 'Új név' WHERE key = 'site_name' AND site_domain_id = (SELECT id FROM public_site_domains WHERE subdomain = 'immo1')").run();
    // The bundle goes stale after SITE_CACHE_FRESH_SECONDS (60 s); the page itself is fresh for 120 s.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    const whileRefreshing = await callWorkerSettled('immo1.localhost', path);
    expect(cacheOf(whileRefreshing)).toBe('HIT');
    const after = await callWorkerSettled('immo1.localhost', path);
    expect(cacheOf(after)).toBe('MISS');
    expect((await stateOf(await after.text())).site.siteName).toBe('Új név');
  });

  it('shows a data change at once after tenant:refresh, which starts a new page generation', async () => {
    const listing = await immo1Listing();
    const path = `/ingatlan/${listing.id}`;
    await callWorkerSettled('immo1.localhost', path);
    await env.DB.prepare("UPDATE properties SET name = 'Frissített hirdetés' WHERE id = ?").bind(listing.id).run();
    expect(titleOf(await (await callWorkerSettled('immo1.localhost', path)).text())).toBe(listing.name);
    for (const key of tenantKeysToPurge('immo1')) await env.SITE_CACHE.delete(key);
    // Each isolate compares its memory with KV within 5 s.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 6_000);
    await callWorkerSettled('immo1.localhost', path);
    const after = await callWorkerSettled('immo1.localhost', path);
    expect(cacheOf(after)).toBe('MISS');
    expect(titleOf(await after.text())).toBe('Frissített hirdetés');
  });

  it('keeps the other tenants’ pages when one tenant is refreshed', async () => {
    await callWorkerSettled('lakaspont.localhost', '/');
    for (const key of tenantKeysToPurge('immo1')) await env.SITE_CACHE.delete(key);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 6_000);
    await callWorkerSettled('lakaspont.localhost', '/');
    expect(cacheOf(await callWorkerSettled('lakaspont.localhost', '/'))).toBe('HIT');
  });
});

describe('HTML cache: cookies', () => {
  it('stores no Set-Cookie and gives every visitor the same page whatever cookies they send', async () => {
    const first = await callWorkerSettled('immo1.localhost', '/', { headers: { cookie: 'cookie_consent=true; other=1' } });
    expect(first.headers.get('set-cookie')).toBeNull();
    const second = await callWorkerSettled('immo1.localhost', '/');
    expect(cacheOf(second)).toBe('HIT');
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(withoutNonce(await second.text())).toBe(withoutNonce(await first.text()));
  });
});

describe('HTML cache: crawlers', () => {
  const googlebot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

  it('stores the complete document after a visitor got the page streamed: crawlers and visitors get it from the cache', async () => {
    // A Budapest flat with similar listings, a part that streams in after the page.
    const listing = await env.DB.prepare(
      `SELECT p.id, p.name FROM properties p WHERE p.franchise_id = 1 AND p.property_type = 1 AND p.district_id IS NOT NULL
         AND EXISTS (SELECT 1 FROM properties s WHERE s.id != p.id AND s.franchise_id = 1 AND s.district_id = p.district_id AND s.property_type = p.property_type
           AND s.sale_status = p.sale_status AND s.price BETWEEN p.price * 0.75 AND p.price * 1.25)
       ORDER BY p.id LIMIT 1`,
    ).first<{ id: number; name: string }>();
    if (!listing) throw new Error('the demo data has no Budapest flat of immo1');
    const path = `/ingatlan/${listing.id}`;
    const visitor = await callWorkerSettled('immo1.localhost', path);
    expect(cacheOf(visitor)).toBe('MISS');
    const bot = await callWorkerSettled('immo1.localhost', path, { headers: googlebot });
    expect(cacheOf(bot)).toBe('HIT');
    const html = await bot.text();
    expect(titleOf(html)).toBe(listing.name);
    // The late part (similar listings) is in place, with no placeholder and no script to move it.
    expect(html).toContain('data-similar-listings=""');
    expect(html).not.toContain('Hasonló ingatlanok betöltése');
    expect(html).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")(?![^>]*type="module" src=)[^>]*>/);
    expect(html).toContain('id="site-state"');
    expect(html.endsWith('</body></html>')).toBe(true);
    const later = await callWorkerSettled('immo1.localhost', path);
    expect(withoutNonce(await later.text())).toBe(withoutNonce(html));
  });

  it('stores what a crawler’s miss rendered for the visitors after it', async () => {
    const { response, settled } = await callWorker('immo1.localhost', '/irodaink', { headers: googlebot });
    expect(cacheOf(response)).toBe('MISS');
    const html = await response.text();
    await settled;
    const visitor = await callWorkerSettled('immo1.localhost', '/irodaink');
    expect(cacheOf(visitor)).toBe('HIT');
    expect(withoutNonce(await visitor.text())).toBe(withoutNonce(html));
  });
});
