/**
 * Issues 14 and 27 and decision record 014 in real Chromium: before the load event a page fetches the
 * scripts its head preloads, the first load's (the manifest's entry and preloads) and its own chunks,
 * nothing found only after another arrived; its own chunks run once the page is interactive, and React
 * hydrates the server's content in place. A page view, every script fetched until the network is quiet,
 * is at most 100 kB gzipped in at most 8 files. Read-only: the shared worker and Chromium.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { projectRoot } from '../scripts/projectPaths';
import { compileHint } from '../scripts/compileHint';
import { type AssetManifest, initialScripts, pageScripts, pageViewBudget, pageViewsKnownOverBudget } from '../scripts/pageWeight';
import { connectBrowser } from './harness/browser';
import { withContext } from './harness/browserPages';
import { demoIds, demoPages } from './harness/demoPages';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost } from './harness/worker';

const worker = sharedWorker();
let browser: Browser;
let manifest: AssetManifest;

beforeAll(async () => {
  [browser, manifest] = await Promise.all([connectBrowser(), readFile(path.join(projectRoot, 'dist/client/asset-manifest.json'), 'utf8').then(JSON.parse)]);
});

afterAll(async () => {
  await browser?.close();
});

/** Every route's page of immo1 (not the empty search nor the not-found view), each a test of its own: one page view fits a test's time on a busy machine. */
const pageViews = (await demoPages(worker.port, 'immo1')).filter((p) => p.name !== 'searchEmpty' && p.name !== 'notFound');

describe('the first load', () => {
  it.concurrent('fetches the first load and the page’s own chunks from the head before the load event, and nothing else', async ({ expect }) => {
    const { office } = await demoIds(worker.port, 'immo1');
    await withContext(browser, worker, 375, async (context) => {
      const page = await context.newPage();
      await page.goto(`${worker.origin('immo1')}/iroda/${office}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const scripts = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation');
        const loadEventEnd = navigation && 'loadEventEnd' in navigation ? Number(navigation.loadEventEnd) : Number.NaN;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, beforeLoad: entry.startTime < loadEventEnd }));
      });
      const preloaded = [...new Set([manifest.script, ...manifest.preload, ...(manifest.routes.office ?? [])])];
      expect(scripts.filter((s) => s.beforeLoad).map((s) => s.path).sort()).toEqual(preloaded.sort());
      expect(scripts.filter((s) => !s.beforeLoad)).toEqual([]);
    });
  });

  it.concurrent.for(pageViews)('keeps the $name page’s view ($path) on a phone within 100 kB of script in 8 files', async ({ name, path: pagePath }, { expect }) => {
    await withContext(browser, worker, 375, async (context) => {
      const page = await context.newPage();
      await page.goto(`${worker.origin('immo1')}${pagePath}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      // What the wire carried: the body as sent (gzipped), per script the page view fetched.
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, bytes: 'encodedBodySize' in entry ? Number(entry.encodedBodySize) : 0 })),
      );
      await page.close();
      const bytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
      const summary = `${name}: ${(bytes / 1024).toFixed(1)} kB in ${scripts.length} files (${scripts.map((s) => s.path).join(', ')})`;
      expect(scripts.every((s) => s.bytes > 0), summary).toBe(true);
      const within = bytes <= pageViewBudget.gzipBytes && scripts.length <= pageViewBudget.files;
      expect(within, summary).toBe(!pageViewsKnownOverBudget.has(name));
    });
  });

  it.concurrent('hydrates the server’s content in place: the same elements before and after, and then client-side links', async ({ expect }) => {
    const { office } = await demoIds(worker.port, 'lakaspont');
    await withContext(browser, worker, 1280, async (context) => {
      const page = await context.newPage();
      await page.goto(`${worker.origin('lakaspont')}/iroda/${office}`, { waitUntil: 'commit' });
      // Tag the server's heading before React has taken the content over.
      await page.locator('main h1').evaluate((el) => Object.assign(el, { fromServer: true }));
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(page.locator('main h1').evaluate((el) => 'fromServer' in el)).resolves.toBe(true);
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await page.locator('main').getByRole('link', { name: 'Irodáink' }).first().click();
      await page.waitForURL('**/irodaink');
      await expect(page.evaluate(() => 'samePage' in window)).resolves.toBe(true);
    });
  });

  it.concurrent('sends a browser the page’s content in its place, before the footer, so nothing moves when it is hydrated', async ({ expect }) => {
    const { property } = await demoIds(worker.port, 'immo1');
    for (const path of ['/', '/kereses', '/irodaink', `/ingatlan/${property}`]) {
      const { body } = await requestWithHost(worker.port, 'immo1.localhost', path, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/141.0' } });
      const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
      expect(main, path).toMatch(/<h1[ >]/);
      expect(main.startsWith('<main') && !/^<main[^>]*><!--\$\?-->/.test(main), path).toBe(true);
    }
  });
});

describe('the compile hint (scripts/compileHint.ts)', () => {
  const hinted = async (url: string) => (await readFile(path.join(projectRoot, 'dist/client', url), 'utf8')).startsWith(`${compileHint}\n`);

  it.concurrent('starts the first load, the map view’s start with MapLibre, and MapLibre’s worker, and no page’s own chunk', async ({ expect }) => {
    for (const url of initialScripts(manifest)) expect(await hinted(url), url).toBe(true);
    const { body } = await requestWithHost(worker.port, 'immo1.localhost', '/kereses?view=map');
    const mapStart = /<script type="module" async src="([^"]+)"/.exec(body)?.[1];
    const mapLibreWorker = /<link rel="prefetch" href="(\/assets\/maplibre-gl-worker-[^"]+)"/.exec(body)?.[1];
    const preloaded = [...body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href ?? '');
    const sizes = await Promise.all(preloaded.map(async (url) => ({ url, bytes: (await readFile(path.join(projectRoot, 'dist/client', url))).length })));
    const mapLibre = sizes.sort((a, b) => b.bytes - a.bytes)[0]?.url;
    for (const url of [mapStart, mapLibreWorker, mapLibre]) expect(url && (await hinted(url)), String(url)).toBe(true);
    for (const routeId of Object.keys(manifest.routes)) {
      const [own] = pageScripts(manifest, routeId);
      if (own) expect(await hinted(own), `${routeId}: ${own}`).toBe(false);
    }
  });
});
