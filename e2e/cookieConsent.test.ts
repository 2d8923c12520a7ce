/**
 * Issue 24, point 11: the cookie banner offers "Elutasítom" as plainly as "Elfogadom", remembers either
 * choice, leaves the home page's first quick-search field clear on a phone, and the session replay loads
 * only after an acceptance. Against a worker with a DSN (a fake Sentry behind /monitoring), at 375 and 1280 px.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { connectBrowser } from './harness/browser';
import { envelopeItems, type FakeIngest, startFakeIngest } from './harness/fakeIngest';
import { type RunningWorker, startWorker } from './harness/worker';

let ingest: FakeIngest;
let worker: RunningWorker;
let browser: Browser;

beforeAll(async () => {
  ingest = await startFakeIngest();
  [worker, browser] = await Promise.all([startWorker({ templateStateDir: inject('templateStateDir'), vars: { SENTRY_DSN: ingest.dsn() } }), connectBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), worker?.stop(), ingest?.stop()]);
});

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

/** A page of immo1's home in a fresh context (no consent cookie), with the bodies of the scripts it loads. */
async function openHome(context: BrowserContext): Promise<{ page: Page; scripts: Map<string, Promise<string>>; requested: string[] }> {
  const page = await context.newPage();
  const scripts = new Map<string, Promise<string>>();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text().catch(() => ''));
  });
  await page.goto(`${worker.origin('immo1')}/`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return { page, scripts, requested };
}

/** Whether a script whose body contains `marker` has been loaded. */
async function loaded(scripts: Map<string, Promise<string>>, marker: string): Promise<boolean> {
  for (const body of scripts.values()) if ((await body).includes(marker)) return true;
  return false;
}

/** Waits until the error-reporting SDK runs in the page (loaded once the page is idle after the load). */
async function sdkRunning(page: Page, scripts: Map<string, Promise<string>>): Promise<void> {
  await expect.poll(() => loaded(scripts, '__SENTRY__')).toBe(true);
  await page.waitForFunction(() => '__SENTRY__' in window);
}

/** The replay chunk (rrweb, its recorder: the SDK chunk names replay envelopes too) or its compression worker was fetched. */
const replayRequested = async (scripts: Map<string, Promise<string>>, requested: string[]) =>
  (await loaded(scripts, '__rrweb')) || requested.some((path) => path.startsWith('/assets/replay-worker-'));

describe('the cookie banner', () => {
  for (const viewport of viewports) {
    it(`offers Elutasítom and Elfogadom alike, and leaves the first quick-search field clear, at ${viewport.width} px`, async () => {
      const context = await browser.newContext({ viewport, hasTouch: viewport.width < 600, isMobile: viewport.width < 600 });
      const { page } = await openHome(context);
      const banner = page.getByRole('region', { name: 'Süti tájékoztató' });
      await banner.waitFor();
      const refuse = banner.getByRole('button', { name: 'Elutasítom' });
      const accept = banner.getByRole('button', { name: 'Elfogadom' });
      const [refuseBox, acceptBox] = await Promise.all([refuse.boundingBox(), accept.boundingBox()]);
      expect(Math.abs((refuseBox?.width ?? 0) - (acceptBox?.width ?? -9))).toBeLessThanOrEqual(1);
      expect(Math.abs((refuseBox?.height ?? 0) - (acceptBox?.height ?? -9))).toBeLessThanOrEqual(1);
      expect(refuseBox?.height ?? 0).toBeGreaterThanOrEqual(44);
      const look = (button: typeof refuse) => button.evaluate((el) => ['fontWeight', 'fontSize', 'backgroundColor', 'color'].map((p) => getComputedStyle(el).getPropertyValue(p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))));
      await expect(look(refuse)).resolves.toEqual(await look(accept));
      // The first field of the quick search is what a tap at its centre reaches, banner or not.
      const field = page.getByRole('form', { name: 'Keressen ingatlant' }).getByRole('combobox', { name: 'Hol?' });
      const box = await field.boundingBox();
      const centre = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
      expect(centre.y).toBeLessThan(viewport.height);
      await expect(page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('aria-label') ?? document.elementFromPoint(x, y)?.id, centre)).resolves.toBe(
        await field.evaluate((el) => el.getAttribute('aria-label') ?? el.id),
      );
      await expect(axeViolations(page)).resolves.toEqual([]);
      await context.close();
    });
  }

  // The windows a visitor opens the home page in: a phone, two laptop heights, and a laptop at 200 % zoom.
  const homeWindows = [
    { width: 375, height: 812, deviceScaleFactor: 1 },
    { width: 1280, height: 800, deviceScaleFactor: 1 },
    { width: 1280, height: 720, deviceScaleFactor: 1 },
    { width: 640, height: 400, deviceScaleFactor: 2 },
  ] as const;
  for (const window of homeWindows) {
    it(`lies over none of the home page's cover button and quick-search controls in view, at ${window.width}×${window.height} (×${window.deviceScaleFactor})`, async () => {
      const phone = window.width < 600;
      const context = await browser.newContext({ viewport: { width: window.width, height: window.height }, deviceScaleFactor: window.deviceScaleFactor, hasTouch: phone, isMobile: phone });
      const { page } = await openHome(context);
      await page.getByRole('region', { name: 'Süti tájékoztató' }).waitFor();
      const controls = page.locator('main a[href="/kereses"], main form[aria-label="Keressen ingatlant"] :is(input, select, button)');
      const seen = await controls.evaluateAll((elements) =>
        elements.flatMap((el) => {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.bottom < 0 || box.top > innerHeight) return [];
          // Its whole visible face, not only its centre: near each edge and in the middle.
          const xs = [box.left + 4, box.left + box.width / 2, box.right - 4];
          const ys = [box.top + 4, box.top + box.height / 2, box.bottom - 4].filter((y) => y >= 0 && y < innerHeight);
          const clear = xs.every((x) =>
            ys.every((y) => {
              const hit = document.elementFromPoint(x, y);
              return hit !== null && (el.contains(hit) || (hit.closest('label')?.contains(el) ?? false));
            }),
          );
          return [{ control: el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent?.trim() ?? el.tagName, clear }];
        }),
      );
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((c) => !c.clear)).toEqual([]);
      await context.close();
    });
  }

  it('after Elutasítom stays gone on the next visit, and no session replay is loaded or sent', async () => {
    const context = await browser.newContext({ viewport: viewports[0], hasTouch: true, isMobile: true });
    const { page, scripts, requested } = await openHome(context);
    await page.getByRole('button', { name: 'Elutasítom' }).tap();
    await expect(page.getByRole('region', { name: 'Süti tájékoztató' }).count()).resolves.toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('0');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
    await sdkRunning(page, scripts);
    // Replay would be fetched when the browser is next idle (at most 3 s): give it more than that.
    await page.waitForTimeout(4_000);
    await expect(replayRequested(scripts, requested)).resolves.toBe(false);

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await sdkRunning(page, scripts);
    await page.waitForTimeout(4_000);
    await expect(page.getByRole('region', { name: 'Süti tájékoztató' }).count()).resolves.toBe(0);
    await expect(replayRequested(scripts, requested)).resolves.toBe(false);
    const sentReplay = ingest.requests.some((r) => envelopeItems(r.body).some((item) => item.header.type === 'replay_event' || item.header.type === 'replay_recording'));
    expect(sentReplay).toBe(false);
    await context.close();
  });

  it('after Elfogadom loads the session replay in the same page, and on the next visit at once', async () => {
    const context = await browser.newContext({ viewport: viewports[1] });
    const { page, scripts, requested } = await openHome(context);
    await sdkRunning(page, scripts);
    await page.waitForTimeout(1_000);
    await expect(replayRequested(scripts, requested)).resolves.toBe(false);
    await page.getByRole('button', { name: 'Elfogadom' }).click();
    await expect.poll(() => replayRequested(scripts, requested)).toBe(true);
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('1');

    scripts.clear();
    requested.length = 0;
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => replayRequested(scripts, requested)).toBe(true);
    await expect(page.getByRole('region', { name: 'Süti tájékoztató' }).count()).resolves.toBe(0);
    await context.close();
  });
});
