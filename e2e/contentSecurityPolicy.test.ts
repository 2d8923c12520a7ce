/**
 * The security headers and the CSP of the built worker under wrangler dev: every route in real Chromium
 * with violations counted, the static files' headers from dist/client/_headers, and forwarding headers
 * that must change nothing.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../scripts/projectPaths';
import { browserForThisFile } from './harness/browser';
import { recordCspViolations } from './harness/cspViolations';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost, type TenantResponse } from './harness/worker';

const worker = sharedWorker();
const browser = browserForThisFile();

const get = (subdomain: string | null, path: string, headers: Record<string, string> = {}) =>
  requestWithHost(worker.port, `${subdomain ? `${subdomain}.` : ''}localhost:${worker.port}`, path, { headers });

/** The addresses of a sitemap, as paths. */
async function sitemapPaths(subdomain: string, file: string): Promise<string[]> {
  const { body } = await get(subdomain, file);
  return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
}

const directive = (response: { headers: Record<string, unknown> }, name: string) =>
  String(response.headers['content-security-policy'] ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

/** A listing, an agent, an office and the CMS pages, as immo1's sitemaps list them. */
const [listing, unvisitedListing] = await sitemapPaths('immo1', '/sitemap-listings-1.xml');
const [agent] = await sitemapPaths('immo1', '/sitemap-agents.xml');
const [office] = await sitemapPaths('immo1', '/sitemap-offices.xml');
const cmsPages = (await sitemapPaths('immo1', '/sitemap-pages.xml')).filter((p) => p.startsWith('/oldal/'));

/** Every route once (a host that is no site as `null`), each a test of its own: two hydrated loads fit a test's time on a busy machine. */
const visits = ([
  { subdomain: 'immo1', path: '/' },
  { subdomain: 'immo1', path: '/kereses' },
  { subdomain: 'immo1', path: '/kereses?page=2' },
  { subdomain: 'immo1', path: '/irodaink' },
  { subdomain: 'immo1', path: office ?? '/iroda/13' },
  { subdomain: 'immo1', path: listing ?? '/ingatlan/1' },
  // A listing no other test asks for: the first load is a miss, streamed with React's inline scripts.
  { subdomain: 'immo1', path: unvisitedListing ?? '/ingatlan/2' },
  { subdomain: 'immo1', path: agent ?? '/uzletkoto/1' },
  { subdomain: 'immo1', path: cmsPages[0] ?? '/oldal/1' },
  { subdomain: 'immo1', path: '/nincs-ilyen-oldal' },
  { subdomain: 'budapest13', path: '/' },
  { subdomain: 'budapest13', path: '/iroda/13' },
  { subdomain: null, path: '/' },
  { subdomain: 'immo1', path: '/dokumentumok/adatkezelesi-tajekoztato' },
] satisfies { subdomain: string | null; path: string }[]).map((visit) => ({ ...visit, where: `${visit.subdomain ?? 'localhost (no site)'} ${visit.path}` }));

/** A page whose every load comes from the worker, none from Chromium's own HTTP cache (pages may be kept a minute). */
async function uncachedPage() {
  const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

describe('the Content-Security-Policy in Chromium', () => {
  it('finds a listing, an agent, an office and a CMS page in the sitemaps, so every route is visited', () => {
    expect([listing, agent, office, cmsPages[0]].every(Boolean)).toBe(true);
  });

  it.concurrent.for(visits)('is violated nowhere on $where, rendered and then from the cache', async ({ subdomain, path }, { expect }) => {
    const page = await uncachedPage();
    const violations = await recordCspViolations(page);
    const found: string[] = [];
    const url = `${subdomain ? worker.origin(subdomain) : `http://localhost:${worker.port}`}${path}`;
    let cacheState = '';
    // Twice: the second load of a page comes from the HTML cache, with the nonce written into it anew.
    for (let load = 0; load < 2; load++) {
      const response = await page.goto(url);
      if (load === 1) cacheState = `${path} ${response?.headers()['x-cache'] ?? 'static'}`;
      if (path.startsWith('/dokumentumok/') || subdomain === null || path.startsWith('/nincs')) await page.waitForLoadState('load');
      else await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      found.push(...(await violations()).map((v) => `${url}: ${v}`));
    }
    expect(found).toEqual([]);
    // From the cache: fresh, or stale (other files of the run may have loaded the page a while ago).
    expect(cacheState).toMatch(/ (HIT|STALE|static|BYPASS)$/);
    await page.close();
  });

  it('is violated nowhere in client navigation between pages: the page JSON, the navigation code, the next page’s chunks and the sidebar', async () => {
    const page = await uncachedPage();
    const violations = await recordCspViolations(page);
    await page.goto(`${worker.origin('immo1')}/`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Irodáink' }).click();
    await page.waitForURL(`${worker.origin('immo1')}/irodaink`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The sidebar is a lazy chunk, loaded on the first open.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Menü megnyitása' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).waitFor();
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('counts a violation when one happens (an inline script injected into the page)', async () => {
    const page = await browser().newPage();
    const violations = await recordCspViolations(page);
    await page.goto(`${worker.origin('immo1')}/`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.appendChild(script);
    });
    await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem inline/)]));
    await expect(page.evaluate(() => Reflect.get(window, 'injected'))).resolves.toBeUndefined();
    await page.close();
  });
});

describe('security headers under wrangler dev', () => {
  const securityHeaders = ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'content-security-policy'];
  const missing = (response: TenantResponse) => securityHeaders.filter((name) => !response.headers[name]);

  it('are on the static files Workers Assets serves (dist/client/_headers), without a nonce', async () => {
    // The icon sprite (an SVG can be opened as a document) and the replay worker (a worker reads its own CSP).
    const assets = await readdir(path.join(projectRoot, 'dist/client/assets'));
    const ownDocuments = assets.filter((name) => /^(icons-.+\.svg|replay-worker-.+\.js)$/.test(name)).map((name) => `/assets/${name}`);
    expect(ownDocuments).toHaveLength(2);
    for (const file of ['/favicon.svg', '/dokumentumok/adatkezelesi-tajekoztato', ...ownDocuments]) {
      const response = await get('immo1', file);
      expect({ file, status: response.status, missing: missing(response) }).toEqual({ file, status: 200, missing: [] });
      expect(directive(response, 'script-src')).toBe("script-src 'self'");
    }
  });

  it('leave a page’s scripts and stylesheets only nosniff and the resource policy, the headers a subresource is read by', async () => {
    const home = await get('immo1', '/');
    const script = /<script type="module" src="([^"]+)"/.exec(home.body)?.[1] ?? '';
    const chunk = /<link rel="modulepreload" href="(\/assets\/chunk-[^"]+)"/.exec(home.body)?.[1] ?? '';
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(home.body)?.[1] ?? '';
    for (const file of [script, chunk, stylesheet]) {
      const response = await get('immo1', file);
      const present = securityHeaders.filter((name) => response.headers[name]);
      expect({ file, status: response.status, present, resource: response.headers['cross-origin-resource-policy'] }).toEqual({
        file,
        status: 200,
        present: ['x-content-type-options'],
        resource: 'same-origin',
      });
    }
  });

  it('are on the worker’s answers, with a new nonce on each, a cached page included', async () => {
    const first = await get('immo1', '/irodaink');
    const second = await get('immo1', '/irodaink');
    expect([missing(first), missing(second)]).toEqual([[], []]);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(directive(first, 'script-src')).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'$/);
    expect(directive(first, 'script-src')).not.toBe(directive(second, 'script-src'));
  });
});

describe('forwarding headers under wrangler dev', () => {
  const hostile = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https', 'x-original-host': 'evil.example' };

  it('change no address in pages, robots.txt or sitemaps, and put nothing of theirs in the cache', async () => {
    for (const path of ['/uzletkoto/1?page=1', '/robots.txt', '/sitemap.xml', '/sitemap-pages.xml']) {
      const response = await get('lakaspont', path, hostile);
      const evil = response.body.includes('evil.example') || response.body.includes('https://lakaspont');
      expect({ path, evil }).toEqual({ path, evil: false });
    }
    // A search no other test asks for (a made-up parameter would be redirected, not rendered).
    const page = await get('lakaspont', '/kereses?rooms_min=7', hostile);
    const canonical = /<link[^>]* rel="canonical" href="([^"]*)"/.exec(page.body)?.[1] ?? '';
    expect(canonical.startsWith(`http://lakaspont.localhost:${worker.port}/kereses`)).toBe(true);
    const clean = await get('lakaspont', '/kereses?rooms_min=7');
    expect(clean.headers['x-cache']).toBe('HIT');
    expect(clean.body.replace(/nonce="[^"]*"/g, '')).toBe(page.body.replace(/nonce="[^"]*"/g, ''));
  });
});
