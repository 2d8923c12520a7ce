/**
 * Issue 14's accessibility proof in real Chromium: axe (WCAG 2.2 A and AA, and best practices) finds no
 * violation on any route of the four demo tenants at 375 and 1280 px with the cookie banner shown (the
 * search with results and without), on the error view, nor with the sidebar, the search form's further
 * filters or a listing's gallery in full screen open, nor on the legal documents (static files). Read-only: the shared worker and Chromium.
 */
import { describe, it } from 'vitest';
import { breakpoints } from '../styles/breakpoints';
import { axeViolations } from './harness/axe';
import { browserForThisFile } from './harness/browser';
import { openHydrated, withContext } from './harness/browserPages';
import { demoIds, demoTenantNames, everyDemoPage } from './harness/demoPages';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();
const browser = browserForThisFile();

const widths = [375, 1280] as const;

const cases = demoTenantNames.flatMap((subdomain) => widths.map((width) => ({ subdomain, width })));
/** Each page of each demo tenant at each width is a test of its own: one page hydrated and checked fits a test's time on a busy machine. */
const pagesAtEveryWidth = (await everyDemoPage(worker.port)).flatMap((page) => widths.map((width) => ({ ...page, width })));

describe('axe on every page', () => {
  it.concurrent.for(pagesAtEveryWidth)('finds no violation on $subdomain’s $name page ($path) at $width px, with the cookie banner shown', async ({ subdomain, name, path, width }, { expect }) => {
    const found = await withContext(
      browser(),
      worker,
      width,
      async (context) => {
        const { page } = await openHydrated(context, `${worker.origin(subdomain)}${path}`);
        await page.getByRole('button', { name: 'Elfogadom' }).waitFor();
        return (await axeViolations(page)).map((v) => `${name} ${path}: ${v}`);
      },
      { cookieBanner: true },
    );
    expect(found).toEqual([]);
  });

  it.concurrent.for(widths)('finds no violation on the error view of a host that is no site, at %i px', async (width, { expect }) => {
    await withContext(browser(), worker, width, async (context) => {
      const page = await context.newPage();
      const response = await page.goto(`${worker.origin('nincs-ilyen-iroda')}/`);
      expect(response?.status()).toBe(404);
      await expect(axeViolations(page)).resolves.toEqual([]);
    });
  });

  it.concurrent.for(widths)('finds no violation on the legal documents, served as static files, at %i px', async (width, { expect }) => {
    await withContext(browser(), worker, width, async (context) => {
      const page = await context.newPage();
      const violations: string[] = [];
      for (const path of ['/dokumentumok/adatkezelesi-tajekoztato', '/dokumentumok/altalanos-szerzodesi-feltetelek']) {
        const response = await page.goto(`${worker.origin('immo1')}${path}`);
        expect(response?.status()).toBe(200);
        violations.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
      }
      expect(violations).toEqual([]);
    });
  });
});

describe('axe on what a visitor opens', () => {
  it.concurrent.for(demoTenantNames)('finds no violation with the sidebar open on %s', async (subdomain, { expect }) => {
    await withContext(browser(), worker, 375, async (context) => {
      const { page } = await openHydrated(context, `${worker.origin(subdomain)}/kereses`);
      await page.getByRole('button', { name: 'Menü megnyitása' }).click();
      await page.getByRole('dialog', { name: 'Menü' }).waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
    });
  });

  it.concurrent.for(cases)('finds no violation with a listing’s gallery in full screen on $subdomain at $width px', async ({ subdomain, width }, { expect }) => {
    const { property } = await demoIds(worker.port, subdomain);
    await withContext(browser(), worker, width, async (context) => {
      const { page } = await openHydrated(context, `${worker.origin(subdomain)}/ingatlan/${property}`);
      await page.getByRole('button', { name: 'Teljes képernyő', exact: true }).click();
      await page.getByRole('dialog', { name: /képek teljes képernyőn$/ }).waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
    });
  });

  it.concurrent.for(cases)('finds no violation with the search form’s further filters open on $subdomain at $width px', async ({ subdomain, width }, { expect }) => {
    await withContext(browser(), worker, width, async (context) => {
      const { page } = await openHydrated(context, `${worker.origin(subdomain)}/kereses`);
      // On a phone the form is a panel of its own, opened from the results.
      if (width < breakpoints.md) await page.getByRole('button', { name: /^Szűrők/ }).click();
      await page.locator('#szurok summary').click();
      await expect(page.locator('#szurok details').evaluate((details) => details instanceof HTMLDetailsElement && details.open)).resolves.toBe(true);
      await expect(axeViolations(page)).resolves.toEqual([]);
    });
  });
});
