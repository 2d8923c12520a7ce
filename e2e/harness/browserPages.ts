/**
 * @module Browser contexts and pages on the shared worker: a context at a width (with or without the
 * cookie banner), a page opened and hydrated with its console errors collected.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoTenantNames } from './demoPages';
import type { SharedWorker } from './sharedWorker';

export interface ContextOptions {
  /** Show the cookie banner (no consent cookie); off by default, so it covers nothing a test clicks. */
  cookieBanner?: boolean;
  height?: number;
}

/**
 * Runs `body` with a fresh context at `width`, closed whatever happens. Reduced motion: colours and
 * positions change at once, so reading them does not race a transition.
 */
export async function withContext<T>(
  browser: Browser,
  worker: SharedWorker,
  width: number,
  body: (context: BrowserContext) => Promise<T>,
  { cookieBanner = false, height = 800 }: ContextOptions = {},
): Promise<T> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  try {
    if (!cookieBanner) {
      await context.addCookies(demoTenantNames.map((subdomain) => ({ name: 'cookie_consent', value: '1', url: worker.origin(subdomain) })));
    }
    return await body(context);
  } finally {
    await context.close();
  }
}

/** Opens a URL and waits until React owns the page; console errors and uncaught errors are collected. */
export async function openHydrated(context: BrowserContext, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return { page, problems };
}

/** A new page of `browser` at `url`, hydrated, with the cookie banner accepted (on a phone it covers the page's foot). */
export async function openAccepted(browser: Browser, url: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Elfogadom' }).click();
  return page;
}

/** Waits until the search shows the results of the address it is on. */
export async function resultsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.waitForLoadState('networkidle');
}
