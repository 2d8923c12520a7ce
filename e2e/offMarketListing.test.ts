/**
 * Issue 36 point 7 in Chromium: the former page of a sold listing at 375 and 1280 px says it is no longer
 * available, shows the similar listings and the search of its place without sideways scrolling, is axe
 * clean, and its HTML is clean for the Nu Html Checker.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { browserForThisFile } from './harness/browser';
import { htmlErrors } from './harness/nuHtmlChecker';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost } from './harness/worker';

const worker = sharedWorker();
const browser = browserForThisFile();

/** The demo's listings that left the market follow the offered ones (5,000 in the shared worker): immo1's first sold one with suggestions. */
async function soldListingPath(): Promise<string> {
  for (let id = 5001; id <= 5010; id++) {
    const answer = await requestWithHost(worker.port, 'immo1.localhost', `/api/cms/properties/${id}/off-market?unit_type=franchise&franchise_id=1`);
    if (answer.status === 200 && answer.body.includes('"status":"sold"') && !answer.body.includes('"similar":[]')) return `/ingatlan/${id}`;
  }
  throw new Error('immo1 has no sold listing with similar listings in the demo data');
}

describe('a sold listing’s page in Chromium', () => {
  it('says it is no longer available and shows similar listings and the search of its place, with no axe violation, at 375 and 1280 px', async () => {
    const path = await soldListingPath();
    const found: string[] = [];
    for (const width of [375, 1280]) {
      const page = await browser().newPage({ viewport: { width, height: 900 } });
      const response = await page.goto(`${worker.origin('immo1')}${path}`);
      expect(response?.status()).toBe(410);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(page.getByRole('heading', { level: 1, name: 'Ez az ingatlan már nem elérhető' }).isVisible()).resolves.toBe(true);
      await expect(page.getByText('Az ingatlant eladták.').isVisible()).resolves.toBe(true);
      await expect(page.locator('[data-off-market-search]').isVisible()).resolves.toBe(true);
      const cards = page.locator('[data-similar-listings] > li');
      expect(await cards.count()).toBeGreaterThan(0);
      await expect(cards.first().isVisible()).resolves.toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      if (process.env.OFF_MARKET_SCREENSHOTS) await page.screenshot({ path: `${process.env.OFF_MARKET_SCREENSHOTS}/gone-${width}.png`, fullPage: true });
      for (const violation of await axeViolations(page)) found.push(`${width}px ${violation}`);
      if (width === 1280) {
        // Away to a similar listing by client-side navigation, and back: the gone view renders again in the browser.
        await cards.first().locator('a[href^="/ingatlan/"]').first().click();
        await page.waitForURL(/\/ingatlan\/\d+$/);
        await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Ez az ingatlan már nem elérhető' }).waitFor();
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: 'Ez az ingatlan már nem elérhető' }).waitFor();
      }
      // The search link leads to the search of that place.
      await page.locator('[data-off-market-search]').click();
      await page.waitForURL(/\/kereses\?places=/);
      await page.close();
    }
    expect(found).toEqual([]);
  });

  it('sends HTML the Nu Html Checker finds no error in', async () => {
    const path = await soldListingPath();
    expect(await htmlErrors([{ name: 'offMarket', html: (await requestWithHost(worker.port, 'immo1.localhost', path)).body }])).toEqual([]);
  });
});
