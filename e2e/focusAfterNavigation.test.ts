/**
 * Issue 24, point 10: after a client-side navigation to another page, focus is on the new page's main
 * heading and the route announcer says its title, as a full page load would tell a screen-reader user;
 * never on the first load, and not when only the query changes (the search form keeps its focus).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { browserForThisFile } from './harness/browser';
import { openHydrated, withContext as withBrowserContext } from './harness/browserPages';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();
const browser = browserForThisFile();

const withContext = <T>(width: number, body: (context: BrowserContext) => Promise<T>) => withBrowserContext(browser(), worker, width, body, { height: 812 });

const announced = (page: Page) => page.locator('[data-route-announcer]').textContent();
const focusedHeading = (page: Page) => page.evaluate(() => (document.activeElement?.matches('main h1') ? document.activeElement.textContent : null));

/** Follows the header's link to a page: the header menu from 960 px, the sidebar below. */
async function followMenuLink(page: Page, width: number, name: string): Promise<void> {
  if (width < 960) {
    await page.getByRole('button', { name: 'Menü megnyitása' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name }).click();
  }
}

describe('focus and the route announcer after a client-side navigation', () => {
  it.concurrent.for([375, 1280])('move to the new page’s h1 and say its title after a header link, not on the first load, at %i px', async (width, { expect }) => {
    await withContext(width, async (context) => {
      const { page, problems } = await openHydrated(context, `${worker.origin('immo1')}/`);
      // The first load: the announcer is there, silent, and focus is where the browser put it.
      await expect(announced(page)).resolves.toBe('');
      await expect(page.locator('[data-route-announcer]').getAttribute('aria-live')).resolves.toBe('polite');
      await expect(focusedHeading(page)).resolves.toBeNull();

      await followMenuLink(page, width, 'Irodáink');
      await page.waitForURL('**/irodaink');
      await expect.poll(() => focusedHeading(page)).toBe('Irodáink');
      await expect.poll(() => announced(page)).toBe(await page.title());
      await expect(page.title()).resolves.toBe('Irodáink | Immo1 Ingatlanhálózat');
      // Focus moved without scrolling the page away from its top.
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

      // And again for the next page, through a link in the content.
      const office = page.locator('main a[href^="/iroda/"]').first();
      await office.click();
      await page.waitForURL('**/iroda/*');
      const officeTitle = await page.locator('main h1').textContent();
      await expect.poll(() => focusedHeading(page)).toBe(officeTitle);
      await expect.poll(() => announced(page)).toBe(await page.title());

      // Back moves to the previous page the same way.
      await page.goBack();
      await page.waitForURL('**/irodaink');
      await expect.poll(() => focusedHeading(page)).toBe('Irodáink');
      await expect.poll(() => announced(page)).toBe('Irodáink | Immo1 Ingatlanhálózat');
      expect(problems).toEqual([]);
    });
  });

  it.concurrent('leaves focus in the search form when a filter changes only the query', async ({ expect }) => {
    await withContext(1280, async (context) => {
      const { page, problems } = await openHydrated(context, `${worker.origin('immo1')}/kereses`);
      const lowest = page.locator('#szurok').getByRole('textbox', { name: 'Ár, minimum (M Ft)', exact: true });
      await lowest.focus();
      await page.keyboard.type('20');
      await page.waitForURL(/price_min=20/);
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await expect(lowest.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(announced(page)).resolves.toBe('');
      expect(problems).toEqual([]);
    });
  });
});
