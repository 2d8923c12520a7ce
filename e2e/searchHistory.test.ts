/**
 * One Back after a search, in real Chromium at a phone's and a desktop's width: however many fields
 * a search took (each change shows its results at once), it is one history entry, so after searching
 * and reloading the results one Back returns to where the visitor was before, and one more to the
 * page before that. A later change after the results were shown is a search of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile } from './harness/browser';
import { openAccepted, resultsSettled } from './harness/browserPages';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();
const browser = browserForThisFile();

const phone = { width: 375, height: 800 };
const desktop = { width: 1280, height: 900 };

const settled = resultsSettled;

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

for (const viewport of [phone, desktop]) {
  describe(`search history at ${viewport.width} px`, () => {
    it('makes one search one history entry: after searching and a reload, one Back returns to the search page as it was', async () => {
      const page = await openAccepted(browser(), `${worker.origin('immo1')}/`, viewport);
      const historyAtHome = await page.evaluate(() => history.length);
      // The home page's link to the whole offer, under the newest listings.
      await page.locator('main a[href="/kereses"]').first().click();
      await page.waitForURL((url) => url.pathname === '/kereses');
      await settled(page);

      if (viewport === phone) await page.getByRole('button', { name: /Szűrők/ }).click();
      const form = page.locator('#szurok');
      await form.getByRole('radio', { name: 'Kiadó' }).check();
      await page.waitForURL(/sale_status=1/);
      await settled(page);
      await form.getByRole('textbox', { name: 'Ár, maximum (Ft/hó)', exact: true }).fill('400000');
      await page.waitForURL(/price_max=400000/);
      await settled(page);
      await form.getByRole('textbox', { name: 'Szobák száma, minimum (szoba)', exact: true }).fill('2');
      await page.waitForURL(/rooms_min=2/);
      await settled(page);
      // The phone's panel shows the results with its button; on a desktop they follow the form.
      if (viewport === phone) await form.getByRole('button', { name: /^Találatok mutatása \(\d+\)$/ }).click();
      await settled(page);
      expect(pathOf(page)).toBe('/kereses?price_max=400000&sale_status=1&rooms_min=2');
      // Home, the search page, and the one search: three changes added one entry.
      await expect(page.evaluate(() => history.length)).resolves.toBe(historyAtHome + 2);

      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/kereses' && url.search === '');
      await settled(page);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await page.close();
    });

    it('adds an entry for a change after the results were shown, and none for its further changes', async () => {
      const page = await openAccepted(browser(), `${worker.origin('immo1')}/kereses?rooms_min=2`, viewport);
      const start = await page.evaluate(() => history.length);
      if (viewport === phone) await page.getByRole('button', { name: /Szűrők/ }).click();
      const form = page.locator('#szurok');
      await form.getByRole('textbox', { name: 'Szobák száma, minimum (szoba)', exact: true }).fill('3');
      await page.waitForURL(/rooms_min=3/);
      await settled(page);
      await form.getByRole('textbox', { name: 'Szobák száma, maximum (szoba)', exact: true }).fill('5');
      await page.waitForURL(/rooms_max=5/);
      await settled(page);
      await expect(page.evaluate(() => history.length)).resolves.toBe(start + 1);
      await page.goBack();
      await page.waitForURL((url) => url.search === '?rooms_min=2');
      await page.close();
    });
  });
}
