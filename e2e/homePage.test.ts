import { describe, expect, it } from 'vitest';
import { browserForThisFile } from './harness/browser';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost } from './harness/worker';

const demoTenants = [
  { subdomain: 'immo1', siteName: 'Immo1 Ingatlanhálózat', slogan: 'Az otthon, ahol a történeted folytatódik', primary: 'rgb(11, 61, 92)' },
  { subdomain: 'lakaspont', siteName: 'Lakáspont Ingatlan', slogan: 'Lakást keres? Ponttal a célban.', primary: 'rgb(122, 31, 43)' },
  { subdomain: 'budapest13', siteName: 'Immo1 Budapest XIII. kerület', slogan: 'Angyalföldtől a Margitszigetig', primary: 'rgb(17, 75, 60)' },
  { subdomain: 'debrecen', siteName: 'Debreceni Ingatlaniroda', slogan: 'A cívisváros otthonai egy helyen', primary: 'rgb(59, 42, 107)' },
];

const worker = sharedWorker();
const browser = browserForThisFile();

describe('home page in Chromium', () => {
  it('hydrates on immo1 with no console errors or warnings', async () => {
    const page = await browser().newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(`${worker.origin('immo1')}/`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // The cookie banner is decided after hydration, so it shows that effects ran.
    await page.getByRole('button', { name: 'Elfogadom' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('links Franchise and Karrier in a new tab on immo1 only', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${worker.origin('immo1')}/`);
    const nav = page.getByRole('navigation', { name: 'Főmenü' });
    for (const label of ['Franchise', 'Karrier']) {
      await expect(nav.getByRole('link', { name: label }).getAttribute('target')).resolves.toBe('_blank');
    }
    await page.goto(`${worker.origin('lakaspont')}/`);
    await expect(page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Franchise' }).count()).resolves.toBe(0);
    await page.close();
  });

  it('shows the top-level tab "Eladna vagy vásárolna?" above the sub-menu on immo1 only (the sub-menu\'s tabs until 960 px, the header\'s buttons from there)', async () => {
    const page = await browser().newPage({ viewport: { width: 900, height: 800 } });
    await page.goto(`${worker.origin('immo1')}/kereses`);
    await expect(page.getByRole('navigation', { name: 'Fő rovatok' }).getByRole('link', { name: 'Eladna vagy vásárolna?' }).isVisible()).resolves.toBe(true);
    await page.goto(`${worker.origin('lakaspont')}/kereses`);
    await expect(page.getByRole('link', { name: 'Eladna vagy vásárolna?' }).count()).resolves.toBe(0);
    await expect(page.getByRole('navigation', { name: 'Rovatok', exact: true }).getByRole('link', { name: 'Ingatlankínálat' }).isVisible()).resolves.toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${worker.origin('immo1')}/kereses`);
    await expect(page.getByRole('navigation', { name: 'Fő rovatok' }).getByRole('link', { name: 'Eladna vagy vásárolna?' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Ingatlankínálat' }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('goes back from a sub-page with the header arrow, and the Search button leads to /kereses', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${worker.origin('immo1')}/`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Keresés' }).click();
    await page.waitForURL('**/kereses');
    // Client-side navigation retitles the page as the server would have.
    await expect.poll(() => page.title()).toBe('Ingatlankínálat | Immo1 Ingatlanhálózat');
    await page.getByRole('button', { name: 'Vissza' }).click();
    await page.waitForURL(`${worker.origin('immo1')}/`);
    await expect.poll(() => page.title()).toBe('Főoldal | Immo1 Ingatlanhálózat');
    await page.close();
  });

  for (const tenant of demoTenants) {
    it(`shows ${tenant.subdomain}'s own name, slogan, logo, cover picture and colours`, async () => {
      const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${worker.origin(tenant.subdomain)}/`);
      await expect(page.title()).resolves.toBe(`Főoldal | ${tenant.siteName}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(tenant.siteName);
      await expect(page.getByText(tenant.slogan, { exact: true }).first().isVisible()).resolves.toBe(true);
      const logo = page.getByRole('img', { name: `${tenant.siteName} logó` });
      await expect(logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
      const cover = page.locator('section img').first();
      await expect(cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
      const heroBackground = await page.locator('section').first().evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(heroBackground).toBe(tenant.primary);
      await page.close();
    });
  }

  it('hides the cookie banner once accepted and keeps it hidden on the next visit', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${worker.origin('lakaspont')}/`);
    await page.getByRole('button', { name: 'Elfogadom' }).click();
    await expect(page.getByRole('region', { name: 'Süti tájékoztató' }).count()).resolves.toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('header') !== null);
    await page.waitForTimeout(300);
    await expect(page.getByRole('button', { name: 'Elfogadom' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('opens the sidebar from the hamburger on a phone and closes it when navigating', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${worker.origin('budapest13')}/`);
    await page.getByRole('button', { name: 'Elfogadom' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Főmenü' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Menü megnyitása' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Menü' });
    await sidebar.getByRole('heading', { name: 'Eladna vagy vásárolna?' }).waitFor();
    await expect(sidebar.getByRole('heading', { name: 'Kövessen minket' }).isVisible()).resolves.toBe(true);
    await sidebar.getByRole('link', { name: 'Irodánk' }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' }).count()).resolves.toBe(0);
    // The URL changes once the office page's data has arrived.
    await page.waitForURL('**/iroda/13');
    await page.close();
  });
});

describe('static assets', () => {
  it('serves the hashed client bundle with a year-long immutable cache header', async () => {
    const page = await requestWithHost(worker.port, `immo1.localhost:${worker.port}`, '/');
    const [, script] = /<script type="module" src="([^"]+)"/.exec(page.body) ?? [];
    const [, style] = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body) ?? [];
    expect(script).toMatch(/^\/assets\/main-[A-Z0-9]+\.js$/);
    for (const asset of [script, style]) {
      const res = await requestWithHost(worker.port, `immo1.localhost:${worker.port}`, asset ?? '');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});
