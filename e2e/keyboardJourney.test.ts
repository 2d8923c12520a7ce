/**
 * Issue 14: a visitor with a keyboard alone goes from the home page to a search for a city and a price
 * range, to a listing, through its gallery in full screen, to the agent's phone link. Only Tab, typing,
 * arrows, Enter and Escape; after every key the focused element must show that it has focus (its own
 * outline or shadow, or its field's), lie in the viewport and not be covered by the fixed header or the
 * sub-menu (WCAG 2.2: 2.1.1, 2.4.7, 2.4.11). Read-only: the shared worker and Chromium.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { browserForThisFile } from './harness/browser';
import { openHydrated, withContext } from './harness/browserPages';
import { focusState } from './harness/focusIndicator';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();
const browser = browserForThisFile();

/** Everything the journey found wrong with focus, in order. */
type Problems = string[];

/** Notes any reason the focused element's focus cannot be seen. */
async function checkFocus(page: Page, problems: Problems, step: string): Promise<void> {
  const { element, problems: found } = await focusState(page);
  for (const problem of found) problems.push(`${step}: ${element} ${problem}`);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab until `target` has focus, checking every element on the way; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, problems: Problems, step: string, max = 120): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    await checkFocus(page, problems, step);
    if (await isFocused(target)) return;
  }
  throw new Error(`${step}: ${max} presses of Tab did not reach the target`);
}

describe('the keyboard alone', () => {
  it.concurrent('goes from home to a search for a city and a price range, a listing, its full-screen gallery and the agent’s phone link, focus always visible', async ({ expect }) => {
    await withContext(browser(), worker, 1280, async (context) => {
      const problems: Problems = [];
      const { page } = await openHydrated(context, `${worker.origin('immo1')}/`);

      // Home: the quick search, a city and a top price, sent with Enter.
      await tabTo(page, page.getByLabel('Hol?'), problems, 'home, to the place');
      await page.keyboard.type('Győr');
      await tabTo(page, page.getByLabel(/Ár legfeljebb/), problems, 'home, to the price');
      await page.keyboard.type('60');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/kereses\?places=city:136&price_max=60$/);

      // Search: the range gets its lower end; the results follow the form.
      const form = page.locator('#szurok');
      await expect(form.getByRole('combobox', { name: 'Település, kerület, városrész' }).count()).resolves.toBe(1);
      const lowest = form.getByRole('textbox', { name: 'Ár, minimum (M Ft)', exact: true });
      await tabTo(page, lowest, problems, 'search, to the lowest price');
      await page.keyboard.type('20');
      await page.waitForURL(/price_min=20/);
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

      // The first listing of the results, opened with Enter.
      const firstListing = page.locator('main a[href^="/ingatlan/"]').first();
      const listingPath = await firstListing.getAttribute('href');
      await tabTo(page, firstListing, problems, 'search, to the first listing');
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${listingPath}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

      // The gallery in full screen: open, step to the next picture, close; focus comes back.
      const fullScreen = page.getByRole('button', { name: 'Teljes képernyő', exact: true });
      await tabTo(page, fullScreen, problems, 'listing, to the gallery');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /képek teljes képernyőn$/ });
      await dialog.waitFor();
      await checkFocus(page, problems, 'gallery, opened');
      await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => dialog.locator('[data-gallery-counter]').textContent()).toMatch(/^2 \//);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(fullScreen)).toBe(true);
      await checkFocus(page, problems, 'gallery, closed');

      // The agent's phone link: reached, visible, a tel: address.
      const phone = page.locator('main a[data-call-link]').first();
      await tabTo(page, phone, problems, 'listing, to the agent’s phone');
      await expect(phone.getAttribute('href')).resolves.toMatch(/^tel:\+?\d{8,15}$/);
      expect(problems).toEqual([]);
    });
  });
});
