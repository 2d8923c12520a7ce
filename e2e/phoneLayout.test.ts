/**
 * What a visitor must be able to read and tap on a phone (375 px, touch) and on a desktop (1280 px):
 * the footer's links below a listing's call bar, the site's whole name in the header of every demo
 * tenant, and the search's chosen order. Each page is also checked with axe-core.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { searchSorts } from '../domain/search/searchOrder';
import { axeViolations } from './harness/axe';
import { browserForThisFile } from './harness/browser';
import { type DemoTenant, demoIds, demoTenantNames } from './harness/demoPages';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();
const browser = browserForThisFile();

const viewports = [
  { name: 'a phone', width: 375, height: 812, touch: true },
  { name: 'a desktop', width: 1280, height: 900, touch: false },
] as const;
type Viewport = (typeof viewports)[number];

/** The demo tenants' names as tenants.sql gives them. */
const siteNames: Record<DemoTenant, string> = {
  immo1: 'Immo1 Ingatlanhálózat',
  lakaspont: 'Lakáspont Ingatlan',
  budapest13: 'Immo1 Budapest XIII. kerület',
  debrecen: 'Debreceni Ingatlaniroda',
};

/** Runs `body` on a hydrated page of a tenant in a fresh context at the viewport, the cookie banner accepted. */
async function onPage<T>(viewport: Viewport, tenant: DemoTenant, path: string, body: (page: Page) => Promise<T>): Promise<T> {
  const context: BrowserContext = await browser().newContext({
    viewport: { width: viewport.width, height: viewport.height },
    hasTouch: viewport.touch,
    isMobile: viewport.touch,
    reducedMotion: 'reduce',
  });
  try {
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: worker.origin(tenant) }]);
    const page = await context.newPage();
    await page.goto(`${worker.origin(tenant)}${path}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    return await body(page);
  } finally {
    await context.close();
  }
}

describe.each(viewports)('on $name ($width px)', (viewport) => {
  it.each(['immo1', 'budapest13'] as const)('leaves every footer link of a listing on %s tappable at the bottom of the page', async (tenant) => {
    const { property } = await demoIds(worker.port, tenant);
    await onPage(viewport, tenant, `/ingatlan/${property}`, async (page) => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
      const links = await page.locator('footer a').evaluateAll((anchors) =>
        anchors.map((a) => {
          const box = a.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return { name: a.textContent?.trim() ?? '', tappable: hit !== null && (hit === a || a.contains(hit)) };
        }),
      );
      expect(links.map((l) => l.name)).toEqual(expect.arrayContaining(['Impresszum', 'Adatkezelési tájékoztató', 'Általános szerződési feltételek']));
      expect(links.filter((l) => !l.tappable)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it.each(demoTenantNames.flatMap((tenant) => ['/', '/kereses'].map((path) => [tenant, path] as const)))(
    'shows the whole name of %s in the header on %s, never cut with an ellipsis',
    async (tenant, path) => {
      await onPage(viewport, tenant, path, async (page) => {
        const brand = await page.locator('header a[href="/"]').evaluate((link, siteName) => {
          const header = link.closest('header')?.getBoundingClientRect();
          const texts = [...link.querySelectorAll('span')].filter((span) => span.children.length === 0);
          return {
            accessibleText: link.textContent,
            texts: texts.map((span) => {
              const box = span.getBoundingClientRect();
              const style = getComputedStyle(span);
              return {
                text: span.textContent,
                isName: span.textContent === siteName,
                shown: box.width > 1 && box.height > 1,
                fits: span.scrollWidth <= span.clientWidth && style.textOverflow !== 'ellipsis',
                withinHeader: header !== undefined && box.top >= header.top && box.bottom <= header.bottom,
              };
            }),
          };
        }, siteNames[tenant]);
        expect(brand.accessibleText).toContain(siteNames[tenant]);
        const name = brand.texts.find((t) => t.isName);
        // At these widths the name itself is shown, whole, inside the header (the logo alone is kept for narrower ones).
        expect(name).toMatchObject({ shown: true, fits: true, withinHeader: true });
        // The slogan shows only where it fits whole too.
        for (const text of brand.texts.filter((t) => t.shown)) expect(text, text.text ?? '').toMatchObject({ fits: true, withinHeader: true });
      });
    },
  );

  it('reads the chosen order of the search whole, whichever order it is', async () => {
    await onPage(viewport, 'immo1', '/kereses', async (page) => {
      const select = page.getByRole('combobox', { name: 'Rendezés' });
      for (const sort of searchSorts) {
        await select.selectOption(sort.value);
        await page.waitForURL((url) => sort.value === 'newest' || url.searchParams.get('sort') === sort.value);
        // A select's text is drawn by the browser, so scrollWidth says nothing: the chosen label's width in
        // the select's font must fit the room inside its padding, less Chromium's drop-down arrow (20 px).
        const room = await select.evaluate((element) => {
          const style = getComputedStyle(element);
          if (!(element instanceof HTMLSelectElement)) throw new Error('the order is not a select');
          const context = document.createElement('canvas').getContext('2d');
          if (!context) throw new Error('no canvas');
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const label = element.selectedOptions[0]?.text ?? '';
          const arrow = 20;
          return {
            label,
            text: context.measureText(label).width,
            inside: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow,
          };
        });
        expect(room.label).toBe(sort.label);
        expect(room.text, sort.label).toBeLessThanOrEqual(room.inside);
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
