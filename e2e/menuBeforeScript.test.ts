/**
 * Issue 24, point 9: the hamburger opens the menu on the first tap, before the page's JavaScript has run
 * (the sidebar is a <dialog> in the server's HTML, opened by the button's invoker command), and once
 * hydrated keeps its focus handling. With JavaScript off at 375 px, and with it on at 375 and 1280 px.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { browserForThisFile } from './harness/browser';
import { openHydrated } from './harness/browserPages';
import { demoTenantNames } from './harness/demoPages';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();
const browser = browserForThisFile();

/** A context at a width, the cookie banner already answered, with or without JavaScript. */
async function withContext<T>(width: number, javaScriptEnabled: boolean, body: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser().newContext({ viewport: { width, height: 812 }, javaScriptEnabled, hasTouch: width < 600, isMobile: width < 600 });
  try {
    await context.addCookies(demoTenantNames.map((subdomain) => ({ name: 'cookie_consent', value: '1', url: worker.origin(subdomain) })));
    return await body(context);
  } finally {
    await context.close();
  }
}

describe('the menu before the page’s JavaScript', () => {
  it.concurrent('opens on the first tap with JavaScript disabled at 375 px, its links visible and tappable, and closes with its button and Escape', async ({ expect }) => {
    await withContext(375, false, async (context) => {
      const page = await context.newPage();
      await page.goto(`${worker.origin('budapest13')}/kereses`);
      const hamburger = page.getByRole('button', { name: 'Menü megnyitása' });
      const sidebar = page.getByRole('dialog', { name: 'Menü' });
      await expect(sidebar.count()).resolves.toBe(0);
      await hamburger.tap();
      await expect(sidebar.isVisible()).resolves.toBe(true);
      await expect(sidebar.getByRole('heading', { name: 'Eladna vagy vásárolna?' }).isVisible()).resolves.toBe(true);
      // Focus went into the dialog, and the page behind it is inert.
      await expect(page.evaluate(() => document.activeElement?.closest('dialog')?.id)).resolves.toBe('oldalsav');
      const link = sidebar.getByRole('link', { name: 'Irodánk' });
      await expect(link.isVisible()).resolves.toBe(true);
      // Tappable: the link itself is what a finger at its centre lands on.
      const box = await link.boundingBox();
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null, { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 });
      expect(hit).toBe('Irodánk');
      await sidebar.getByRole('button', { name: 'Menü bezárása' }).tap();
      await expect(sidebar.count()).resolves.toBe(0);
      await hamburger.tap();
      await page.keyboard.press('Escape');
      await expect(sidebar.count()).resolves.toBe(0);
      // And a link followed without JavaScript is a plain page load.
      await hamburger.tap();
      await link.tap();
      await page.waitForURL('**/iroda/13');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Immo1 Budapest XIII.');
    });
  });

  it.concurrent('opens on a tap made before hydration, and hydration leaves it open with no error', async ({ expect }) => {
    await withContext(375, true, async (context) => {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(e.message));
      // Hold the page's scripts back, as a slow phone would: the tap comes while only the HTML is there.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      // Module scripts hold back DOMContentLoaded too: go on as soon as the header has arrived.
      await page.goto(`${worker.origin('immo1')}/`, { waitUntil: 'commit' });
      const hamburger = page.getByRole('button', { name: 'Menü megnyitása' });
      await hamburger.waitFor();
      await page.getByRole('dialog', { name: 'Menü', includeHidden: true }).waitFor({ state: 'attached' });
      await expect(page.evaluate(() => document.documentElement.dataset.hydrated)).resolves.toBeUndefined();
      await hamburger.tap();
      const sidebar = page.getByRole('dialog', { name: 'Menü' });
      await expect(sidebar.isVisible()).resolves.toBe(true);
      release();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(sidebar.isVisible()).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await expect(sidebar.count()).resolves.toBe(0);
      expect(problems).toEqual([]);
    });
  });

  it.concurrent('at 1280 px shows the header menu’s links without JavaScript and no hamburger', async ({ expect }) => {
    await withContext(1280, false, async (context) => {
      const page = await context.newPage();
      await page.goto(`${worker.origin('immo1')}/kereses`);
      await expect(page.getByRole('button', { name: 'Menü megnyitása' }).isVisible()).resolves.toBe(false);
      await expect(page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Irodáink' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    });
  });
});

describe('the menu once hydrated', () => {
  it.concurrent.for([375, 1280])('has no axe violation with the menu open (375 px) or the header menu shown (1280 px), at %i px', async (width, { expect }) => {
    await withContext(width, true, async (context) => {
      const { page, problems } = await openHydrated(context, `${worker.origin('immo1')}/kereses`);
      if (width < 960) {
        await page.getByRole('button', { name: 'Menü megnyitása' }).click();
        await page.getByRole('dialog', { name: 'Menü' }).waitFor();
      }
      await expect(axeViolations(page)).resolves.toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});
