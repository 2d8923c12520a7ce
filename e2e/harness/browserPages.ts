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

/** What the page's own fetch() calls are doing: how many are waiting for an answer, and when the last one started or ended. */
interface OwnRequests {
  pending: number;
  lastActivity: number;
}

/** Counts the page's own fetch() calls from before its first script runs (resultsSettled reads the count). */
async function countOwnRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const own: OwnRequests = { pending: 0, lastActivity: performance.now() };
    Reflect.set(window, '__ownRequests', own);
    const fetchOfPage = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      own.pending++;
      own.lastActivity = performance.now();
      return fetchOfPage.apply(window, args).finally(() => {
        own.pending--;
        own.lastActivity = performance.now();
      });
    };
  });
}

/** A new page of `browser` at `url`, hydrated, with the cookie banner accepted (on a phone it covers the page's foot). */
export async function openAccepted(browser: Browser, url: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await countOwnRequests(page);
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Elfogadom' }).click();
  return page;
}

/**
 * Waits until the search shows the results of the address it is on: no result list is busy, and none of
 * the page's own requests is waiting for an answer or has started or ended in the last half second (after
 * Back the URL changes first and the page's JSON is asked for just after). The page must have been opened
 * with openAccepted. Not the networkidle load state: it also waits for Chromium's own background refresh of
 * a stale answer in its HTTP cache, which stays open some 27 s after the page has shown what it needed.
 */
export async function resultsSettled(page: Page): Promise<void> {
  const since = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    (since) => {
      const own: OwnRequests | undefined = Reflect.get(window, '__ownRequests');
      if (!own) throw new Error('resultsSettled: the page was not opened with openAccepted, which counts its requests');
      return own.pending === 0 && performance.now() - Math.max(own.lastActivity, since) >= 500 && !document.querySelector('[aria-busy="true"]');
    },
    since,
    { polling: 100 },
  );
}
