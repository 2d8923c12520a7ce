import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fakeIngestProject } from '../test/fakeIngest';
import { callWorkerSettled } from '../test/tenantRequest';

/** The directives of a CSP header, by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** Every security header, checked on one response. */
function expectSecurityHeaders(response: Response, label: string) {
  const headers = response.headers;
  expect({ label, hsts: headers.get('strict-transport-security') }).toEqual({ label, hsts: 'max-age=31536000; includeSubDomains' });
  expect({ label, nosniff: headers.get('x-content-type-options') }).toEqual({ label, nosniff: 'nosniff' });
  expect({ label, referrer: headers.get('referrer-policy') }).toEqual({ label, referrer: 'strict-origin-when-cross-origin' });
  expect({ label, permissions: headers.get('permissions-policy') }).toEqual({ label, permissions: expect.stringContaining('camera=()') });
  expect({ label, frame: headers.get('x-frame-options') }).toEqual({ label, frame: 'DENY' });
  const csp = directives(headers.get('content-security-policy'));
  expect({ label, frameAncestors: csp.get('frame-ancestors') }).toEqual({ label, frameAncestors: ["'none'"] });
  const scriptSrc = csp.get('script-src') ?? [];
  expect({ label, scriptSrc: scriptSrc.filter((s) => !s.startsWith("'nonce-")) }).toEqual({ label, scriptSrc: ["'self'"] });
  expect({ label, nonces: scriptSrc.filter((s) => /^'nonce-[A-Za-z0-9+/]{22}==?'$/.test(s)).length }).toEqual({ label, nonces: 1 });
  expect({ label, unsafe: headers.get('content-security-policy') }).toEqual({ label, unsafe: expect.not.stringMatching(/unsafe-eval/) });
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('security headers', () => {
  it('are on every kind of answer: pages (rendered and cached), JSON, the CMS API, media, crawler files, monitoring, error views', async () => {
    const first = (sql: string) => env.DB.prepare(sql).first<{ id: number }>().then((row) => row?.id);
    const listing = await first('SELECT id FROM properties WHERE franchise_id = 1 ORDER BY id LIMIT 1');
    const agent = await first('SELECT a.id FROM sales_agents a JOIN offices o ON o.id = a.office_id WHERE o.franchise_id = 1 ORDER BY a.id LIMIT 1');
    // A menu entry whose address no other route takes: the menu page's.
    await env.DB.prepare("INSERT INTO menu_entries (unit_type, unit_id, label, url, \"group\", hidden, blank, position) VALUES ('franchise', 1, 'Eladóknak', '/eladoknak', 'main', 0, 0, 9)").run();
    // Every route of the route table, the second home page from the cache.
    const requests: [string, string, RequestInit?][] = [
      ['immo1.localhost', '/'],
      ['immo1.localhost', '/'],
      ['immo1.localhost', `/ingatlan/${listing}`],
      ['immo1.localhost', '/kereses?page=2'],
      ['immo1.localhost', '/irodaink'],
      ['budapest13.localhost', '/iroda/13'],
      ['immo1.localhost', `/uzletkoto/${agent}`],
      ['immo1.localhost', '/oldal/1'],
      ['immo1.localhost', '/eladoknak'],
      ['immo1.localhost', `/api/site/page-part?path=${encodeURIComponent(`/ingatlan/${listing}`)}`],
      ['immo1.localhost', '/nincs-ilyen-oldal'],
      ['immo1.localhost', '/', { method: 'POST' }],
      ['immo1.localhost', '/api/site/page?path=%2F'],
      ['immo1.localhost', '/api/site/page'],
      ['immo1.localhost', '/api/site/dropdown-options'],
      ['immo1.localhost', '/api/site/nincs'],
      ['immo1.localhost', '/api/cms/public-site-domains/immo1'],
      ['immo1.localhost', '/api/cms/nincs'],
      ['immo1.localhost', '/api/cms/dropdowns/getByType', { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain' } }],
      ['immo1.localhost', '/robots.txt'],
      ['immo1.localhost', '/sitemap.xml'],
      ['immo1.localhost', '/monitoring', { method: 'POST', body: '' }],
      ['immo1.localhost', '/monitoring/csp', { method: 'POST', body: '' }],
      ['localhost', '/'],
      ['ismeretlen.localhost', '/'],
      ['immo1.localhost', '/', { headers: { host: 'immo1.localhost..' } }],
    ];
    const statuses = new Set<number>();
    for (const [host, path, init] of requests) {
      const response = await callWorkerSettled(host, path, init);
      statuses.add(response.status);
      expectSecurityHeaders(response, `${init?.method ?? 'GET'} ${host}${path} (${response.status})`);
    }
    // The list reaches every kind of status a visitor can meet.
    expect([...statuses].sort()).toEqual([200, 400, 404, 405, 415]);
  });

  it('let pictures other origins load (media, share cards) be loaded cross-origin, a drawn SVG under its own strict policy', async () => {
    const pages = ['/', '/api/site/dropdown-options', '/robots.txt'];
    for (const path of pages) {
      const response = await callWorkerSettled('immo1.localhost', path);
      expect({ path, corp: response.headers.get('cross-origin-resource-policy') }).toEqual({ path, corp: 'same-origin' });
    }
    const pictures: [string, string, string | null][] = [
      ['/media/logo.svg?label=Immo1&color=0b3d5c&accent=b79267', 'image/svg+xml; charset=utf-8', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"],
      ['/media/logo.png?label=Immo1&color=0b3d5c&accent=b79267', 'image/png', null],
      ['/media/property.jpg?seed=10&type=1', 'image/jpeg', null],
      ['/share-card/site.png', 'image/png', null],
    ];
    for (const [path, type, policy] of pictures) {
      const response = await callWorkerSettled('immo1.localhost', path);
      const headers = response.headers;
      expect({ path, status: response.status, type: headers.get('content-type'), corp: headers.get('cross-origin-resource-policy') }).toEqual({ path, status: 200, type, corp: 'cross-origin' });
      expect({ path, hsts: headers.get('strict-transport-security'), nosniff: headers.get('x-content-type-options'), frame: headers.get('x-frame-options') }).toEqual({
        path,
        hsts: 'max-age=31536000; includeSubDomains',
        nosniff: 'nosniff',
        frame: 'DENY',
      });
      const csp = headers.get('content-security-policy') ?? '';
      if (policy) expect({ path, csp }).toEqual({ path, csp: policy });
      else expect({ path, frameAncestors: directives(csp).get('frame-ancestors') }).toEqual({ path, frameAncestors: ["'none'"] });
    }
  });

  it('are on a 500 too (a misconfigured deployment)', async () => {
    const response = await callWorkerSettled('immo1.localhost', '/', undefined, { ...env, PRODUCT_DOMAIN: 'Not A Domain' });
    expect(response.status).toBe(500);
    expectSecurityHeaders(response, '500');
  });

  it('name a new nonce in every response, a cached page included', async () => {
    const first = await callWorkerSettled('immo1.localhost', '/');
    const second = await callWorkerSettled('immo1.localhost', '/');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    // Any inline script of a page carries its response's nonce (React writes them while streaming).
    for (const response of [first, second]) {
      const nonces = [...(await response.text()).matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(nonces.filter((n) => n !== nonceOf(response))).toEqual([]);
    }
  });

  it('keep JSON-LD and the page state as data: no inline script the CSP would have to run', async () => {
    const html = await (await callWorkerSettled('immo1.localhost', '/irodaink')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const attributes of scripts) {
      expect(attributes).toMatch(/type="application\/(ld\+)?json"|type="module" src="\/assets\//);
    }
  });

  it('ask for violation reports through /monitoring/csp only when a DSN is configured', async () => {
    const ingest = await fakeIngestProject();
    const withDsn = await callWorkerSettled('immo1.localhost', '/', undefined, { ...env, SENTRY_DSN: ingest.dsn });
    expect(directives(withDsn.headers.get('content-security-policy')).get('report-uri')).toEqual(['/monitoring/csp']);
    const without = await callWorkerSettled('immo1.localhost', '/');
    expect(directives(without.headers.get('content-security-policy')).has('report-uri')).toBe(false);
  });
});
