/**
 * The site shell of SPEC sections 2, 4 and 9 in real Chromium, at 375, 959, 960 and 1280 px: header and
 * hamburger, sidebar, transparency, sub-menu, back arrow, client-side navigation, snackbar, colours in
 * local storage, page backgrounds and footer (axe: accessibility.test.ts). It only reads, so it uses the shared
 * worker and Chromium (globalSetup.ts); every test has its own browser context, and independent tests
 * run concurrently.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { breakpoints, innerSubMenuMinWidth, subMenuHideScrollY } from '../styles/breakpoints';
import { browserForThisFile } from './harness/browser';
import { type ContextOptions, openHydrated, withContext as withBrowserContext } from './harness/browserPages';
import { componentPage } from './harness/componentPage';
import { demoIds } from './harness/demoPages';
import { sharedWorker } from './harness/sharedWorker';

const widths = [375, breakpoints.md - 1, breakpoints.md, 1280] as const;
const height = 800;

const tenants = {
  immo1: { siteName: 'Immo1 Ingatlanhálózat', primary: 'rgb(11, 61, 92)', colours: ['#0b3d5c', '#b79267'] },
  lakaspont: { siteName: 'Lakáspont Ingatlan', primary: 'rgb(122, 31, 43)', colours: ['#7a1f2b', '#e0a526'] },
  budapest13: { siteName: 'Immo1 Budapest XIII. kerület', primary: 'rgb(17, 75, 60)', colours: ['#114b3c', '#c9a227'] },
  debrecen: { siteName: 'Debreceni Ingatlaniroda', primary: 'rgb(59, 42, 107)', colours: ['#3b2a6b', '#f28c28'] },
} as const;
type Subdomain = keyof typeof tenants;

const worker = sharedWorker();
const browser = browserForThisFile();

/** Opens a path of a tenant and waits until React owns the page; console errors are collected. */
const open = (context: BrowserContext, subdomain: Subdomain, path: string) => openHydrated(context, `${worker.origin(subdomain)}${path}`);

/** Runs the test body with a context at a width, closed whatever happens. */
const withContext = <T>(width: number, body: (context: BrowserContext) => Promise<T>, options?: ContextOptions) =>
  withBrowserContext(browser(), worker, width, body, { ...options, height });

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
};

const headerBackground = (page: Page) => page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor);

describe('the header at each width', () => {
  it.concurrent.for(widths)('shows menu buttons and social icons from 960 px and the hamburger below, at %i px', async (width, { expect }) => {
    await withContext(width, async (context) => {
      const { page, problems } = await open(context, 'immo1', '/kereses');
      const wide = width >= breakpoints.md;
      await expect(page.getByRole('navigation', { name: 'Főmenü' }).isVisible()).resolves.toBe(wide);
      await expect(page.locator('header').getByRole('link', { name: 'LinkedIn' }).isVisible()).resolves.toBe(wide);
      await expect(page.getByRole('button', { name: 'Menü megnyitása' }).isVisible()).resolves.toBe(!wide);
      await expect(page.getByRole('button', { name: 'Keresés' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Vissza' }).isVisible()).resolves.toBe(true);
      if (wide) {
        // immo1's six entries fit: the menu does not need to scroll sideways.
        const nav = page.getByRole('navigation', { name: 'Főmenü' });
        await expect(nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
        await expect(nav.getByRole('link', { name: 'Hitelügyintézés' }).isVisible()).resolves.toBe(true);
      }
      expect(problems).toEqual([]);
    });
  });

  it.concurrent.for(widths)('shows the sub-menu from 801 px (its tabs until the header holds them at 960 px) and starts the content below it, at %i px', async (width, { expect }) => {
    await withContext(width, async (context) => {
      for (const subdomain of ['immo1', 'lakaspont'] as const) {
        const { page } = await open(context, subdomain, '/kereses');
        const tabs = page.getByRole('navigation', { name: 'Rovatok', exact: true });
        const shown = width >= innerSubMenuMinWidth && width < breakpoints.md;
        await expect(tabs.isVisible()).resolves.toBe(shown);
        await expect(page.getByRole('navigation', { name: 'Fő rovatok' }).isVisible()).resolves.toBe(subdomain === 'immo1' && width >= innerSubMenuMinWidth);
        const menuBottom = await page.evaluate(() =>
          Math.max(...[...document.querySelectorAll('header, [data-sub-menu] nav')].map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0).map((r) => r.bottom)),
        );
        const contentTop = await page.getByRole('heading', { level: 1 }).evaluate((el) => el.getBoundingClientRect().top);
        expect(contentTop, `${subdomain}: the title starts below the header and sub-menu`).toBeGreaterThanOrEqual(menuBottom);
        if (shown) {
          await expect(tabs.getByRole('link', { name: 'Ingatlankínálat' }).getAttribute('aria-current')).resolves.toBe('page');
          await expect(tabs.getByRole('link', { name: 'Irodáink' }).getAttribute('aria-current')).resolves.toBeNull();
          const topTabs = page.getByRole('navigation', { name: 'Fő rovatok' });
          await expect(topTabs.getByRole('link', { name: 'Eladna vagy vásárolna?' }).count()).resolves.toBe(subdomain === 'immo1' ? 1 : 0);
        }
        await page.close();
      }
    });
  });

  it.concurrent.for([breakpoints.md, 1280])('shows each link of the navigation once on a desktop, the page’s own marked, at %i px', async (width, { expect }) => {
    await withContext(width, async (context) => {
      for (const subdomain of ['immo1', 'lakaspont'] as const) {
        const { page } = await open(context, subdomain, '/irodaink');
        const shownLinks = await page.evaluate(() =>
          [...document.querySelectorAll('header nav a, [data-sub-menu] nav a')]
            .filter((a) => a.getBoundingClientRect().height > 0 && getComputedStyle(a).visibility === 'visible')
            .map((a) => a.textContent?.trim() ?? ''),
        );
        expect(shownLinks.length, subdomain).toBeGreaterThan(2);
        expect(shownLinks.filter((label, i) => shownLinks.indexOf(label) !== i), `${subdomain}: ${shownLinks.join(', ')}`).toEqual([]);
        const headerMenu = page.getByRole('navigation', { name: 'Főmenü' });
        await expect(headerMenu.getByRole('link', { name: 'Irodáink' }).getAttribute('aria-current')).resolves.toBe('page');
        // The header's menu fits: nothing of it hides behind a sideways scroll.
        await expect(headerMenu.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
        await page.close();
      }
    });
  });

  it.concurrent.for([375, 1280])('is transparent over the home page only at scroll position 0, at %i px', async (width, { expect }) => {
    await withContext(width, async (context) => {
      const { page } = await open(context, 'immo1', '/');
      await expect(headerBackground(page)).resolves.toBe('rgba(0, 0, 0, 0)');
      await scrollTo(page, 1);
      await expect.poll(() => headerBackground(page)).toBe(tenants.immo1.primary);
      await scrollTo(page, 80);
      await expect.poll(() => headerBackground(page)).toBe(tenants.immo1.primary);
      await scrollTo(page, 0);
      await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
      const other = await open(context, 'immo1', '/kereses');
      await expect(headerBackground(other.page)).resolves.toBe(tenants.immo1.primary);
    });
  });

  it.concurrent('hides the sub-menu once the page scrolls past 400 px and shows it again above', async ({ expect }) => {
    await withContext(1280, async (context) => {
      const { page } = await open(context, 'immo1', '/kereses');
      const subMenu = page.locator('[data-sub-menu]');
      const visible = () => subMenu.evaluate((el) => getComputedStyle(el).visibility === 'visible' && !(el instanceof HTMLElement && el.inert));
      await scrollTo(page, 200);
      await expect.poll(visible).toBe(true);
      await scrollTo(page, subMenuHideScrollY);
      await expect.poll(visible).toBe(true);
      await scrollTo(page, 600);
      await expect.poll(visible).toBe(false);
      await scrollTo(page, 200);
      await expect.poll(visible).toBe(true);
    });
  });

  it.concurrent("clicks the page's detail-search control when it has one, else opens /kereses", async ({ expect }) => {
    await withContext(1280, async (context) => {
      const { page } = await open(context, 'lakaspont', '/irodaink');
      await page.evaluate(() => {
        const control = document.createElement('button');
        control.dataset.detailSearch = '';
        control.addEventListener('click', () => (document.body.dataset.detailSearchClicks = String(Number(document.body.dataset.detailSearchClicks ?? 0) + 1)));
        document.querySelector('main')?.appendChild(control);
      });
      await page.getByRole('button', { name: 'Keresés' }).click();
      await expect(page.evaluate(() => document.body.dataset.detailSearchClicks)).resolves.toBe('1');
      expect(new URL(page.url()).pathname).toBe('/irodaink');
      await page.evaluate(() => document.querySelector('[data-detail-search]')?.remove());
      await page.getByRole('button', { name: 'Keresés' }).click();
      await page.waitForURL('**/kereses');
    });
  });
});

describe('the sidebar', () => {
  it.concurrent.for([375, breakpoints.md - 1])('keeps focus inside, closes on Escape and returns focus to the hamburger, at %i px', async (width, { expect }) => {
    await withContext(width, async (context) => {
      const { page } = await open(context, 'immo1', '/kereses');
      const hamburger = page.getByRole('button', { name: 'Menü megnyitása' });
      await hamburger.click();
      const sidebar = page.getByRole('dialog', { name: 'Menü' });
      await sidebar.waitFor();
      await expect(sidebar.getByRole('heading', { name: 'Eladna vagy vásárolna?' }).isVisible()).resolves.toBe(true);
      await expect(sidebar.getByRole('heading', { name: 'Kövessen minket' }).isVisible()).resolves.toBe(true);
      await expect(hamburger.getAttribute('aria-haspopup')).resolves.toBe('dialog');
      const focusInside = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null && document.activeElement !== document.body);
      const controls = await sidebar.locator('a[href], button').count();
      for (let i = 0; i < controls + 2; i++) {
        await expect(focusInside()).resolves.toBe(true);
        await page.keyboard.press('Tab');
      }
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Shift+Tab');
        await expect(focusInside()).resolves.toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(sidebar.count()).resolves.toBe(0);
      await expect(hamburger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    });
  });

  it.concurrent('closes when a link in it is followed and when the history moves, focus then on the new page’s heading', async ({ expect }) => {
    await withContext(375, async (context) => {
      const { page } = await open(context, 'budapest13', '/');
      const hamburger = page.getByRole('button', { name: 'Menü megnyitása' });
      const heading = page.locator('main h1');
      await hamburger.click();
      await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Irodánk' }).click();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await page.waitForURL('**/iroda/13');
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
      await hamburger.click();
      await page.getByRole('dialog', { name: 'Menü' }).waitFor();
      await page.evaluate(() => window.history.back());
      await page.waitForURL(`${worker.origin('budapest13')}/`);
      // The URL moves first; the sidebar closes once the home page's data has arrived.
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement && el.textContent)).toBeTruthy();
    });
  });
});

describe('the back arrow', () => {
  it.concurrent('goes back in history after a client-side navigation', async ({ expect }) => {
    await withContext(1280, async (context) => {
      const { page } = await open(context, 'immo1', '/');
      await page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Irodáink' }).click();
      await page.waitForURL('**/irodaink');
      const length = await page.evaluate(() => window.history.length);
      await page.getByRole('button', { name: 'Vissza' }).click();
      await page.waitForURL(`${worker.origin('immo1')}/`);
      await expect(page.evaluate(() => window.history.length)).resolves.toBe(length);
      await page.goForward();
      await page.waitForURL('**/irodaink');
      await expect.poll(() => page.title()).toBe('Irodáink | Immo1 Ingatlanhálózat');
    });
  });

  it.concurrent('goes to the home page on a first visit with no history', async ({ expect }) => {
    await withContext(375, async (context) => {
      const { page } = await open(context, 'debrecen', '/kereses');
      const length = await page.evaluate(() => window.history.length);
      await page.getByRole('button', { name: 'Vissza' }).click();
      await page.waitForURL(`${worker.origin('debrecen')}/`);
      await expect.poll(() => page.title()).toBe('Főoldal | Debreceni Ingatlaniroda');
      // The home page was opened as a new entry: going back would have left the site.
      await expect(page.evaluate(() => window.history.length)).resolves.toBe(length + 1);
    });
  });
});

describe('client-side navigation', () => {
  it.concurrent('changes page, title and head tags without a reload, scrolls to the top and restores the scroll on back', async ({ expect }) => {
    await withContext(1280, async (context) => {
      const { page, problems } = await open(context, 'immo1', '/kereses');
      await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
      await scrollTo(page, 1500);
      await page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Irodáink' }).click();
      await page.waitForURL('**/irodaink');
      await expect.poll(() => page.title()).toBe('Irodáink | Immo1 Ingatlanhálózat');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Irodáink');
      await expect(page.locator('meta[property="og:title"]').getAttribute('content')).resolves.toBe('Irodáink | Immo1 Ingatlanhálózat');
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`${worker.origin('immo1')}/irodaink`);
      await expect(page.locator('meta[property="og:title"]').count()).resolves.toBe(1);
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
      await page.goBack();
      await page.waitForURL('**/kereses');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
      await expect.poll(() => page.title()).toBe('Ingatlankínálat | Immo1 Ingatlanhálózat');
      await page.goForward();
      await page.waitForURL('**/irodaink');
      await expect.poll(() => page.evaluate(() => document.querySelector('h1')?.textContent)).toBe('Irodáink');
      await expect(page.evaluate(() => Reflect.get(window, 'loadedOnce'))).resolves.toBe(true);
      expect(problems).toEqual([]);
    });
  });

  it.concurrent('loads no page data on arrival (the server sent it) nor for a jump to an anchor of the same page', async ({ expect }) => {
    await withContext(375, async (context) => {
      const pageLoads: string[] = [];
      context.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/site/page') pageLoads.push(request.url());
      });
      const { page } = await open(context, 'immo1', '/kereses?places=city:136&price_min=20,5');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await page.evaluate(() => (window.location.hash = '#lap-alja'));
      await page.evaluate(() => window.history.back());
      await page.waitForTimeout(500);
      expect(pageLoads).toEqual([]);
    });
  });

  it.concurrent('keeps the page and shows the error snackbar when the page cannot be loaded; switching tabs closes it', async ({ expect }) => {
    // The tabs' own width: from 960 px their links are the header's menu buttons.
    await withContext(900, async (context) => {
      const { page } = await open(context, 'lakaspont', '/kereses');
      await page.route('**/api/site/page?**', (route) => route.abort('failed'));
      await page.getByRole('navigation', { name: 'Rovatok', exact: true }).getByRole('link', { name: 'Irodáink' }).click();
      const alert = page.locator('[aria-live="assertive"]');
      // The first click also fetches the navigation code (loaded when a link is first pointed at or focused).
      await expect.poll(() => alert.textContent()).toContain('Az oldalt nem sikerült betölteni');
      await expect(page.locator('[data-variant="error"]').evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe('rgb(176, 0, 32)');
      expect(new URL(page.url()).pathname).toBe('/kereses');
      await expect(page.title()).resolves.toBe('Ingatlankínálat | Lakáspont Ingatlan');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Ingatlankínálat');
      await page.unroute('**/api/site/page?**');
      // The current tab: nothing happens, the message stays.
      await page.getByRole('navigation', { name: 'Rovatok', exact: true }).getByRole('link', { name: 'Ingatlankínálat' }).click();
      await expect(alert.textContent()).resolves.toContain('Az oldalt nem sikerült betölteni');
      await page.getByRole('navigation', { name: 'Rovatok', exact: true }).getByRole('link', { name: 'Irodáink' }).click();
      await expect.poll(() => alert.textContent()).toBe('');
      await page.waitForURL('**/irodaink');
    });
  });
});

describe('the snackbar', () => {
  it.concurrent('shows default, success and error messages in their own styles, read by screen readers', async ({ expect }) => {
    const html = await componentPage('e2e/fixtures/SnackbarFixture.tsx');
    await withContext(375, async (context) => {
      const page = await context.newPage();
      await page.clock.install();
      await page.setContent(html);
      // The live regions are in the page before any message: polite for default and success, assertive for errors.
      const polite = page.locator('[aria-live="polite"]');
      const assertive = page.locator('[aria-live="assertive"]');
      await expect(polite.count()).resolves.toBe(1);
      await expect(assertive.count()).resolves.toBe(1);
      const backgrounds: Record<string, string> = {};
      for (const [variant, region] of [['default', polite], ['success', polite], ['error', assertive]] as const) {
        await page.getByRole('button', { name: variant, exact: true }).click();
        await expect(region.textContent()).resolves.toBe(`Üzenet: ${variant}`);
        backgrounds[variant] = await page.locator(`[data-variant="${variant}"]`).evaluate((el) => getComputedStyle(el).backgroundColor);
      }
      expect(new Set(Object.values(backgrounds)).size).toBe(3);
      // An error stays until closed; the others leave after a few seconds.
      await page.clock.runFor(10_000);
      await expect(assertive.textContent()).resolves.toBe('Üzenet: error');
      await page.getByRole('button', { name: 'Üzenet bezárása' }).click();
      await expect(assertive.textContent()).resolves.toBe('');
      await page.getByRole('button', { name: 'success', exact: true }).click();
      await page.clock.runFor(10_000);
      await expect(polite.textContent()).resolves.toBe('');
    });
  });
});

describe('tenant settings in the browser', () => {
  it.concurrent.for(Object.keys(tenants) as Subdomain[])("keeps %s's primary and secondary colours in local storage", async (subdomain, { expect }) => {
    await withContext(375, async (context) => {
      const { page } = await open(context, subdomain, '/');
      await expect(page.evaluate(() => [localStorage.getItem('primaryColor'), localStorage.getItem('secondaryColor')])).resolves.toEqual(tenants[subdomain].colours);
    });
  });

  it.concurrent('gives /irodaink and listings a white background and agent pages 56 px more under the footer', async ({ expect }) => {
    const ids = await demoIds(worker.port, 'immo1');
    await withContext(1280, async (context) => {
      const background = async (path: string) => {
        const { page } = await open(context, 'immo1', path);
        const value = await page.locator('main').evaluate((el) => getComputedStyle(el.parentElement ?? el).backgroundColor);
        const footerPadding = await page.locator('footer').evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingBottom));
        await page.close();
        return { value, footerPadding };
      };
      const plain = await background('/kereses');
      expect((await background('/irodaink')).value).toBe('rgb(255, 255, 255)');
      expect((await background(`/ingatlan/${ids.property}`)).value).toBe('rgb(255, 255, 255)');
      expect(plain.value).not.toBe('rgb(255, 255, 255)');
      expect((await background('/ingatlan/99999999')).value).toBe(plain.value);
      expect((await background(`/uzletkoto/${ids.agent}`)).footerPadding).toBe(plain.footerPadding + 56);
    });
  });

  it.concurrent('writes the copyright from 2019 with the site name, the footer menu, and policy and terms in new tabs', async ({ expect }) => {
    await withContext(1280, async (context) => {
      const { page } = await open(context, 'immo1', '/');
      const footer = page.locator('footer');
      await expect(footer.textContent()).resolves.toContain(`© 2019–${new Date().getFullYear()} Immo1 Ingatlanhálózat`);
      for (const label of ['Impresszum', 'Kapcsolat']) await expect(footer.getByRole('link', { name: label }).isVisible()).resolves.toBe(true);
      for (const label of ['Adatkezelési tájékoztató', 'Általános szerződési feltételek']) {
        await expect(footer.getByRole('link', { name: label }).getAttribute('target')).resolves.toBe('_blank');
      }
    });
  });
});
