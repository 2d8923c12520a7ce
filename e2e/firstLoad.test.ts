/**
 * Issue 14 and decision record 014 in real Chromium: before the load event a page fetches only the first
 * load's scripts (the manifest's entry and preloads); its own chunk follows once the page is interactive,
 * and React hydrates the server's content in place. Read-only: the shared worker and Chromium.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { projectRoot } from '../scripts/projectPaths';
import type { AssetManifest } from '../scripts/pageWeight';
import { connectBrowser } from './harness/browser';
import { withContext } from './harness/browserPages';
import { demoIds } from './harness/demoPages';
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

describe('the first load', () => {
  it.concurrent('fetches only the entry and its preloads before the load event, and the page’s own chunk after it', async ({ expect }) => {
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
      const firstLoad = [manifest.script, ...manifest.preload];
      expect(scripts.filter((s) => s.beforeLoad).map((s) => s.path).sort()).toEqual([...firstLoad].sort());
      const ownChunk = manifest.routes.office?.[0];
      expect(scripts.find((s) => s.path === ownChunk)).toEqual({ path: ownChunk, beforeLoad: false });
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
