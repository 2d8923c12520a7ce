import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type RouteId, routes } from '../../client/routes/routeTable';
import { canonicalOf, jsonLdOf, metaOf, stateOf } from '../test/pageHtml';
import { callWorkerSettled } from '../test/tenantRequest';

/** Every header a proxy (or an attacker) may use to name another host, scheme or port. */
const hostileHeaders = {
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '4443',
  'x-forwarded-server': 'evil.example',
  'x-forwarded-for': '203.0.113.7',
  'x-original-host': 'evil.example',
  'x-original-url': 'https://evil.example/',
  'x-host': 'evil.example',
  'x-http-host-override': 'evil.example',
  forwarded: 'for=203.0.113.7;host=evil.example;proto=https',
};

const bypassToken = 'operator-secret-0123456789';

/** A fresh render (the operator's bypass, so no cached copy answers), with or without the hostile headers. */
const render = (path: string, hostile: boolean) =>
  callWorkerSettled('immo1.localhost', path, { headers: { 'x-edge-cache-bypass': bypassToken, ...(hostile ? hostileHeaders : {}) } }, { ...env, EDGE_CACHE_BYPASS_TOKEN: bypassToken });

/** A body with the response's nonce blanked: two renders differ in nothing else. */
const comparable = async (response: Response) => (await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""');

describe('forwarding headers', () => {
  it('change nothing in pages, page JSON, robots.txt or the sitemaps: every address is on the configured tenant origin', async () => {
    const listing = await env.DB.prepare('SELECT id FROM properties WHERE franchise_id = 1 ORDER BY id LIMIT 1').first<{ id: number }>();
    const paths = [
      '/',
      `/ingatlan/${listing?.id}`,
      '/kereses?page=2',
      '/irodaink',
      '/nincs-ilyen-oldal',
      `/api/site/page?path=${encodeURIComponent(`/ingatlan/${listing?.id}`)}`,
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap-pages.xml',
      '/sitemap-offices.xml',
    ];
    for (const path of paths) {
      const [clean, hostile] = [await render(path, false), await render(path, true)];
      const body = await comparable(hostile);
      expect({ path, status: hostile.status }).toEqual({ path, status: clean.status });
      expect({ path, same: body === (await comparable(clean)) }).toEqual({ path, same: true });
      expect({ path, evil: body.includes('evil.example') || body.includes('4443') || body.includes('https://immo1') }).toEqual({ path, evil: false });
    }
  });

  it('leave the canonical link, og:url and structured data on http://immo1.localhost', async () => {
    const html = await (await render('/irodaink', true)).text();
    expect(canonicalOf(html)).toBe('http://immo1.localhost/irodaink');
    expect(metaOf(html, 'og:url')).toBe('http://immo1.localhost/irodaink');
    const urls = JSON.stringify(jsonLdOf(html)).match(/https?:\/\/[^"\\]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => url !== 'https://schema.org' && !url.startsWith('http://immo1.localhost/'))).toEqual([]);
  });
});

describe('canonical links', () => {
  it('are on every route’s page, absolute on the tenant’s configured origin', async () => {
    const first = (sql: string) => env.DB.prepare(sql).first<{ id: number }>().then((row) => row?.id);
    // A menu entry whose address no other route takes: the menu page's.
    await env.DB.prepare("INSERT INTO menu_entries (unit_type, unit_id, label, url, \"group\", hidden, blank, position) VALUES ('franchise', 1, 'Eladóknak', '/eladoknak', 'main', 0, 0, 9)").run();
    const samples: Record<RouteId, string> = {
      home: '/',
      search: '/kereses?page=2',
      offices: '/irodaink',
      office: `/iroda/${await first('SELECT id FROM offices WHERE franchise_id = 1 ORDER BY id LIMIT 1')}`,
      property: `/ingatlan/${await first('SELECT id FROM properties WHERE franchise_id = 1 ORDER BY id LIMIT 1')}`,
      agent: `/uzletkoto/${await first('SELECT a.id FROM sales_agents a JOIN offices o ON o.id = a.office_id WHERE o.franchise_id = 1 ORDER BY a.id LIMIT 1')}`,
      cmsPage: '/oldal/1',
      favourites: '/kedvencek',
      alertLink: '/ertesites/leiratkozas',
      marketPrices: '/ingatlanarak/budapest',
      menuPage: '/eladoknak',
    };
    expect(Object.keys(samples).sort()).toEqual(Object.keys(routes).sort());
    for (const [routeId, path] of Object.entries(samples)) {
      const html = await (await render(path, true)).text();
      expect({ routeId, outcome: (await stateOf(html)).page.outcome.kind }).toEqual({ routeId, outcome: 'route' });
      const expected = `http://immo1.localhost${path}`;
      expect({ routeId, canonical: canonicalOf(html) }).toEqual({ routeId, canonical: expected });
    }
  });
});
