import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { canonicalOf, metaOf } from '../test/pageHtml';
import { callWorkerSettled } from '../test/tenantRequest';


/** A page request whose Host header is exactly `host`, as a client may send it. */
const withHost = (host: string, path = '/') => callWorkerSettled('immo1.localhost', path, { headers: { host } });

describe('tenantMiddleware: host hygiene', () => {
  it('drops a trailing dot before the host reaches the canonical link and og:url', async () => {
    const html = await (await withHost('immo1.localhost.')).text();
    expect(canonicalOf(html)).toBe('http://immo1.localhost/');
    expect(metaOf(html, 'og:url')).toBe('http://immo1.localhost/');
  });

  it('lower-cases the host and names the configured port (SITE_PORT) in the site URL', async () => {
    const res = await callWorkerSettled('immo1.localhost', '/', { headers: { host: 'IMMO1.LocalHost:8787' } }, { ...env, SITE_PORT: '8787' });
    expect(res.status).toBe(200);
    expect(canonicalOf(await res.text())).toBe('http://immo1.localhost:8787/');
  });

  it('never names the port a request came in on: the site URL is the configured origin', async () => {
    for (const host of ['immo1.localhost:1234', 'immo1.localhost:0', 'immo1.localhost:80']) {
      const html = await (await withHost(host, '/irodaink')).text();
      expect(canonicalOf(html), host).toBe('http://immo1.localhost/irodaink');
      expect(metaOf(html, 'og:url'), host).toBe('http://immo1.localhost/irodaink');
    }
    const configured = await callWorkerSettled('immo1.localhost', '/robots.txt', { headers: { host: 'immo1.localhost:1234' } }, { ...env, SITE_PORT: '8787' });
    expect(await configured.text()).toContain('Sitemap: http://immo1.localhost:8787/sitemap.xml');
  });

  it('serves a punycode host (how browsers send a Unicode name) by its lower-case punycode name', async () => {
    await env.DB.exec("INSERT INTO public_site_domains (subdomain, unit_type, unit_id) VALUES ('xn--hz-mia', 'office', 77)");
    const res = await withHost('XN--HZ-MIA.localhost');
    expect(res.status).toBe(200);
    expect(canonicalOf(await res.text())).toBe('http://xn--hz-mia.localhost/');
  });

  it('answers a malformed host with 400 and a foreign one with 404, never a 5xx', async () => {
    for (const host of ['immo1.localhost:99999', 'immo1.localhost:65536', ':65536', 'immo1.localhost..', 'a b.localhost', 'immo1.localhost, evil.com', 'a, evil.com']) {
      expect((await withHost(host)).status, host).toBe(400);
      expect((await withHost(host, '/api/site/dropdown-options')).status, host).toBe(400);
    }
    for (const host of ['immo1.masik-domain.hu', 'a.immo1.localhost', '127.0.0.1:8787', '[::1]']) {
      expect((await withHost(host)).status, host).toBe(404);
    }
  });
});

describe('tenantMiddleware: a host without a tenant', () => {
  it('answers the site API and crawler files with JSON, and pages with the error view', async () => {
    for (const path of ['/api/site/dropdown-options', '/robots.txt', '/sitemap.xml', '/sitemap-listings-1.xml']) {
      const res = await callWorkerSettled('ismeretlen.localhost', path);
      expect([res.status, res.headers.get('content-type')], path).toEqual([404, 'application/json']);
      expect(await res.json(), path).toEqual({ error: 'unknownTenant' });
    }
    const page = await callWorkerSettled('ismeretlen.localhost', '/kereses');
    expect([page.status, page.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
  });
});
