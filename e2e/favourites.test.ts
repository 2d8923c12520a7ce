/**
 * Favourites and the "Új" badge in real Chromium, at 375 and 1280 px: a heart on a card (by mouse and by
 * keyboard), the header's count, /kedvencek filled from the site API with a gone listing said to be gone,
 * its share link opened in a fresh browser context, no layout shift when the hearts show their state, and
 * axe on /kedvencek. Read-only on the server: favourites live in the browser.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { browserForThisFile } from './harness/browser';
import { openHydrated, withContext } from './harness/browserPages';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();
const browser = browserForThisFile();

/** The count the header shows beside its heart, at every width. */
const headerCount = (page: Page) => page.evaluate(() => document.querySelector('[data-favourites-count]')?.textContent);

/** Goes to /kedvencek the way the header offers: its heart, on a phone too (a visitor sees where a heart went). */
async function openFavourites(page: Page) {
  const heart = page.getByRole('banner').getByRole('link', { name: /^Kedvencek/ });
  if (!(await heart.isVisible())) throw new Error('the header shows no favourites link');
  await heart.click();
}

/**
 * The sum of layout shifts the page has had since its document was parsed, as Chromium reports them (CLS's
 * entries): the stored hearts and count come with hydration, after that. Before it, a loaded machine may paint
 * the header half-parsed (its brand stretched until the controls after the menu arrive): a shift of the
 * streamed document, not of the favourites.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domContentLoadedEventStart ?? 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.startTime >= parsed) sum += Number(Reflect.get(entry, 'value'));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );

describe('favourites', () => {
  for (const width of [375, 1280]) {
    it.concurrent(`at ${width} px: a heart by mouse and by keyboard, the count in the header, /kedvencek with a gone listing, removing with "Visszavonás", axe, and the share link in a fresh context`, async ({ expect }) => {
      const shared = await withContext(browser(), worker, width, async (context) => {
        const { page, problems } = await openHydrated(context, `${worker.origin('immo1')}/kereses`);
        const hearts = page.getByRole('button', { name: 'Kedvencekhez adom' });
        const first = hearts.first();
        const firstId = await first.getAttribute('data-favourite');
        await first.click();
        await expect(page.locator(`[data-favourite="${firstId}"]`).getAttribute('aria-pressed')).resolves.toBe('true');
        await expect(page.locator(`[data-favourite="${firstId}"]`).getAttribute('aria-label')).resolves.toBe('Eltávolítás a kedvencek közül');
        await expect(headerCount(page)).resolves.toBe('1');

        // The keyboard: focus the next heart, Space presses it.
        const second = hearts.first();
        const secondId = await second.getAttribute('data-favourite');
        await second.focus();
        await page.keyboard.press('Space');
        await expect(page.locator(`[data-favourite="${secondId}"]`).getAttribute('aria-pressed')).resolves.toBe('true');
        await expect(headerCount(page)).resolves.toBe('2');

        // A listing that is gone, kept from an earlier visit.
        await page.evaluate(() => {
          const ids: unknown = JSON.parse(localStorage.getItem('kedvencek') ?? '[]');
          localStorage.setItem('kedvencek', JSON.stringify([...(Array.isArray(ids) ? ids : []), 99999999]));
          // As another tab's change would be announced (a storage event reaches only the other tabs).
          window.dispatchEvent(new StorageEvent('storage', { key: 'kedvencek' }));
        });
        await openFavourites(page);
        await page.waitForURL(/\/kedvencek$/);
        const list = page.getByRole('list', { name: 'Kedvenc ingatlanok' });
        await list.waitFor();
        await expect(list.locator(':scope > li').count()).resolves.toBe(3);
        await expect(list.locator(`[data-favourite="${secondId}"]`).count()).resolves.toBe(1);
        await expect(page.getByRole('heading', { name: 'A(z) 99999999. számú hirdetés már nem elérhető' }).count()).resolves.toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        const share = await page.locator('[data-share-link]').getAttribute('href');
        expect(share).toBe(`/kedvencek?ids=${secondId},${firstId},99999999`);

        // Removing is immediate, and "Visszavonás" puts it back where it was.
        await list.locator(`[data-favourite="${firstId}"]`).click();
        await expect.poll(() => list.locator(':scope > li').count()).toBe(2);
        await expect(headerCount(page)).resolves.toBe('2');
        await page.getByRole('button', { name: 'Visszavonás' }).click();
        await expect.poll(() => page.locator('[data-share-link]').getAttribute('href')).toBe(share);
        await expect(list.locator(':scope > li').count()).resolves.toBe(3);
        await expect(headerCount(page)).resolves.toBe('3');
        await expect(page.getByRole('button', { name: 'Visszavonás' }).count()).resolves.toBe(0);
        expect(problems).toEqual([]);
        return share ?? '';
      });

      // Someone else opens the link: the same list, from the link alone.
      await withContext(browser(), worker, width, async (context) => {
        const { page } = await openHydrated(context, `${worker.origin('immo1')}${shared}`);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Megosztott kedvencek');
        const list = page.getByRole('list', { name: 'Megosztott ingatlanok' });
        await list.waitFor();
        await expect(list.locator(':scope > li').count()).resolves.toBe(3);
        await expect(page.locator('meta[property="og:title"]').getAttribute('content')).resolves.toBe('3 kedvenc ingatlan, megosztva – Immo1 Ingatlanhálózat');
        await expect(headerCount(page)).resolves.toBe('');
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }

  it.concurrent('shows the stored hearts and count with no layout shift, and the "Új" badge on listings newer than the previous visit', async ({ expect }) => {
    await withContext(browser(), worker, 1280, async (context) => {
      await context.addInitScript(() => {
        localStorage.setItem('kedvencek', '[1,2,3]');
        // The previous visit was long ago: every demo listing appeared since.
        localStorage.setItem('utolso-latogatas', JSON.stringify({ lastSeen: '2000-01-01T00:00:00.000Z', previousVisit: '2000-01-01T00:00:00.000Z' }));
      });
      const { page } = await openHydrated(context, `${worker.origin('immo1')}/`);
      await page.locator('[data-favourites-count]', { hasText: '3' }).waitFor({ state: 'attached' });
      expect(await layoutShift(page)).toBe(0);
      await expect(page.getByText('Új', { exact: true }).count()).resolves.toBeGreaterThan(0);
    });
  });

  it.concurrent('shows no "Új" badge on a first visit', async ({ expect }) => {
    await withContext(browser(), worker, 375, async (context) => {
      const { page } = await openHydrated(context, `${worker.origin('immo1')}/kereses`);
      await page.getByRole('button', { name: 'Kedvencekhez adom' }).first().waitFor();
      await expect(page.getByText('Új', { exact: true }).count()).resolves.toBe(0);
    });
  });
});
