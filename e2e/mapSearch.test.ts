/**
 * The map view of /kereses in real Chromium at 375 and 1280 px (SwiftShader's WebGL, which headless Chromium
 * has with --disable-gpu): opening it from the list (its code loads only then), the pins and clusters and the
 * list's count, a pin's card, "Keresés ezen a területen", Back and reload restoring the view and the camera,
 * no WebGL, and axe. Drawing an area and saving it as an alert writes, so it runs against its own worker.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bootstrapStateElementId } from '../domain/site/bootstrapState';
import { findSentEmails } from '../scripts/emails/sentEmails.ts';
import { pinInViewIndex, shownPinSelector } from '../scripts/mapPinInView.ts';
import { projectRoot } from '../scripts/projectPaths.ts';
import { axeViolations } from './harness/axe';
import { browserForThisFile } from './harness/browser';
import { openAccepted, resultsSettled } from './harness/browserPages';
import { sharedWorker } from './harness/sharedWorker';
import { type RunningWorker, startWorker } from './harness/worker';

const worker = sharedWorker();
const browser = browserForThisFile();

const phone = { width: 375, height: 800 };
const desktop = { width: 1280, height: 900 };

/** Budapest's centre, close enough for single pins. */
const budapest = '47.4979,19.0402,13';

const mapShown = (page: Page) => page.locator('[data-map-state="shown"]').waitFor();
const mapParam = (page: Page) => new URL(page.url()).searchParams.get('map');
/** The count the list shows ("2 594 eladó ingatlan"), as a number. */
const listCount = async (page: Page) => Number((await page.getByRole('status').filter({ hasText: 'ingatlan' }).first().innerText()).replace(/\D/g, ''));

/** A price pin the visitor sees, inside the map's frame (scripts/mapPinInView.ts). */
async function pinInView(page: Page) {
  const index = await pinInViewIndex(page);
  if (index === -1) throw new Error('no price pin inside the map');
  return page.locator(shownPinSelector).nth(index);
}

/** Drags the map by (dx, dy) pixels from its centre with the mouse. */
async function dragMap(page: Page, dx: number, dy: number) {
  const box = await page.getByRole('region', { name: 'A találatok térképen' }).boundingBox();
  if (!box) throw new Error('the map has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x + (dx * step) / 10, y + (dy * step) / 10);
  await page.mouse.up();
}

for (const viewport of [phone, desktop]) {
  describe(`the map view at ${viewport.width} px`, () => {
    it("opens from the list's Térkép, loading the map's code only then, with pins and clusters, the list's count and its attribution", async () => {
      const page = await openAccepted(browser(), `${worker.origin('immo1')}/kereses`, viewport);
      const mapCode: string[] = [];
      page.on('request', (request) => /maplibre|map-tiles|\/api\/site\/map/.test(request.url()) && mapCode.push(request.url()));
      await resultsSettled(page);
      expect(mapCode).toEqual([]);
      const total = await listCount(page);

      const answer = page.waitForResponse((response) => response.url().includes('/api/site/map?'));
      await page.getByRole('navigation', { name: 'Nézet' }).getByRole('link', { name: 'Térkép' }).click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'map');
      await mapShown(page);
      const body = (await (await answer).json()) as { total: number; notOnMap: number };
      // The map counts the list's search: the same total, some of it perhaps not on the map.
      expect(body.total).toBe(total);
      expect(mapCode.some((url) => /maplibre-gl-worker-\w+\.js/.test(url))).toBe(true);
      await page.locator('.map-pin:not([data-covered])').first().waitFor();
      if (body.notOnMap > 0) await page.getByText(`${body.notOnMap} hirdetés nincs a térképen`).waitFor();
      await expect(page.locator('.maplibregl-ctrl-attrib').innerText()).resolves.toMatch(/OpenStreetMap/);
      await page.screenshot({ path: `/tmp/map-view-${viewport.width}.png` });
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });

    it('hides the pins and clusters under the panel’s tools, the map’s controls and a card, or beyond the frame’s edge, and shows them again once uncovered', async () => {
      const page = await openAccepted(browser(), `${worker.origin('immo1')}/kereses?view=map&map=47.4979,19.0402,12`, viewport);
      await mapShown(page);
      await page.locator(shownPinSelector).first().waitFor();
      /** Marks left shown that lie under an overlay of the panel or a control of the map, or wholly beyond the frame; and how many are hidden. */
      const marks = () =>
        page.evaluate(() => {
          const overlapping = (box: DOMRect, other: DOMRect) => box.left < other.right && box.right > other.left && box.top < other.bottom && box.bottom > other.top;
          const frame = document.querySelector('[aria-label="A találatok térképen"]')?.getBoundingClientRect();
          const overlays = [...document.querySelectorAll('[data-map-overlay], .maplibregl-ctrl')].map((overlay) => overlay.getBoundingClientRect());
          const shown = [...document.querySelectorAll('.map-pin:not([data-covered])')].map((mark) => mark.getBoundingClientRect());
          const under = shown.filter((box) => !frame || !overlapping(box, frame) || overlays.some((over) => overlapping(box, over)));
          return { under: under.length, hidden: document.querySelectorAll('.map-pin[data-covered]').length };
        });
      const before = await marks();
      // At this camera some marks fall under the tools or the zoom buttons, or beyond the frame.
      expect(before).toMatchObject({ under: 0 });
      expect(before.hidden).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await (await pinInView(page)).click();
      await page.locator('[data-map-state] a[href^="/ingatlan/"]').waitFor();
      await expect.poll(async () => (await marks()).under).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Kártya bezárása' }).click();
      await expect.poll(async () => (await marks()).hidden).toBe(before.hidden);
      await page.close();
    });

    it("shows a tapped pin's card: picture, price, size, rooms and the heart, linking to the listing", async () => {
      const page = await openAccepted(browser(), `${worker.origin('immo1')}/kereses?view=map&map=${budapest}`, viewport);
      await mapShown(page);
      await page.locator(shownPinSelector).first().waitFor();
      const pin = await pinInView(page);
      const price = (await pin.innerText()).trim();
      // A pin is a button named by its price (and the listing's name when the page has it).
      await expect(pin.getAttribute('aria-label')).resolves.toContain(price);
      await pin.click();
      const card = page.locator('[data-map-state] a[href^="/ingatlan/"]');
      await card.waitFor();
      await page.locator('[data-map-state]').getByRole('button', { name: /Kedvencekhez adom|Eltávolítás a kedvencek közül/ }).waitFor();
      await expect(card.innerText()).resolves.toMatch(/m²|szoba/);
      await page.screenshot({ path: `/tmp/map-card-${viewport.width}.png` });
      await page.close();
    });

    it('asks "Keresés ezen a területen" once the map is moved: the visible rectangle becomes the area, a chip, and the list follows', async () => {
      const page = await openAccepted(browser(), `${worker.origin('immo1')}/kereses?view=map&map=47.4979,19.0402,12`, viewport);
      await mapShown(page);
      const before = await listCount(page);
      await expect(page.getByRole('button', { name: 'Keresés ezen a területen' }).count()).resolves.toBe(0);
      await dragMap(page, -60, 40);
      await page.getByRole('button', { name: 'Keresés ezen a területen' }).click();
      await page.waitForURL((url) => url.searchParams.has('area'));
      const area = new URL(page.url()).searchParams.get('area') ?? '';
      expect(area.split(';')).toHaveLength(4);
      await resultsSettled(page);
      await mapShown(page);
      await page.getByRole('link', { name: 'Szűrő törlése: Kijelölt terület' }).waitFor();
      const after = await listCount(page);
      expect(after).toBeGreaterThan(0);
      expect(after).toBeLessThan(before);
      expect(new URL(page.url()).searchParams.get('view')).toBe('map');
      await page.close();
    });

    it('restores the view, the centre and the zoom on reload and Back; moving the map adds no history entry', async () => {
      const page = await openAccepted(browser(), `${worker.origin('immo1')}/kereses`, viewport);
      await resultsSettled(page);
      const start = await page.evaluate(() => history.length);
      await page.getByRole('navigation', { name: 'Nézet' }).getByRole('link', { name: 'Térkép' }).click();
      await mapShown(page);
      await dragMap(page, 80, 50);
      await page.waitForFunction((previous) => new URL(location.href).searchParams.get('map') !== previous, mapParam(page));
      const camera = mapParam(page);
      expect(camera).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?,\d+(\.\d)?$/);
      // The view was one entry; moving the map replaced it.
      await expect(page.evaluate(() => history.length)).resolves.toBe(start + 1);

      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await mapShown(page);
      expect(mapParam(page)).toBe(camera);

      await page.getByRole('navigation', { name: 'Nézet' }).getByRole('link', { name: 'Lista' }).click();
      await page.waitForURL((url) => !url.searchParams.has('view'));
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('view') === 'map');
      await mapShown(page);
      expect(mapParam(page)).toBe(camera);
      await page.close();
    });

    it.each([
      { device: 'no WebGL', denied: '^(experimental-)?webgl2?$' },
      { device: 'WebGL 1 only (MapLibre draws with WebGL 2)', denied: '^webgl2$' },
    ])('says the map cannot be shown on a device with $device, and keeps the list', async ({ denied }) => {
      const context = await browser().newContext({ viewport });
      await context.addInitScript((deniedKinds: string) => {
        const getContext = HTMLCanvasElement.prototype.getContext;
        // The canvas answers null for a context the device lacks, as such a browser does.
        Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
          value(this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
            return new RegExp(deniedKinds).test(kind) ? null : Reflect.apply(getContext, this, [kind, ...rest]);
          },
        });
      }, denied);
      const page = await context.newPage();
      await page.goto(`${worker.origin('immo1')}/kereses?view=map`);
      await page.getByText('A térkép nem jeleníthető meg ezen az eszközön.').waitFor();
      await page.locator('main a[href^="/ingatlan/"]').first().waitFor({ state: 'visible' });
      await context.close();
    });
  });
}

describe('the map view opened from its address, at 375 px', () => {
  it("draws the map and its pins before the page has hydrated; a pin tapped before the map's panel has loaded shows its card once it has", async () => {
    const url = `${worker.origin('immo1')}/kereses?view=map&map=${budapest}`;
    const probe = await browser().newPage({ viewport: phone });
    await probe.goto(url, { waitUntil: 'domcontentloaded' });
    const pageChunk = await probe.evaluate((id) => {
      const state: unknown = JSON.parse(document.getElementById(id)?.textContent ?? '{}');
      const chunks: unknown = typeof state === 'object' && state !== null && 'pageChunks' in state ? state.pageChunks : [];
      return Array.isArray(chunks) ? String(chunks[0]) : '';
    }, bootstrapStateElementId);
    const preloaded = await probe.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await probe.close();
    expect(pageChunk).toMatch(/^\/assets\/.+\.js$/);
    // The map's panel: the preloaded chunk with the panel's label (esbuild writes it in ASCII).
    const panelChunks: string[] = [];
    for (const href of preloaded) if ((await readFile(path.join(projectRoot, 'dist/client', href), 'utf8')).includes('Ter\\xFClet rajzol\\xE1sa')) panelChunks.push(href);
    expect(panelChunks).toHaveLength(1);
    // The search page's own chunk and the map's panel, each held back until let go.
    const page = await browser().newPage({ viewport: phone });
    const hold = async (chunk: string) => {
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${chunk}`, async (route) => {
        await released;
        await route.continue();
      });
      return release;
    };
    const releasePage = await hold(pageChunk);
    const releasePanel = await hold(panelChunks[0] ?? '');
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(shownPinSelector).first().waitFor();
    await expect(page.locator('html[data-hydrated]').count()).resolves.toBe(0);
    releasePage();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const listing = await (await pinInView(page)).getAttribute('data-listing');
    const pin = page.locator(`.map-pin--pin[data-listing="${listing}"]`);
    await pin.click();
    // The pin answers the tap at once; its card waits for the panel.
    await expect.poll(() => pin.getAttribute('data-active')).toBe('true');
    await expect(page.locator('[data-map-state] a[href^="/ingatlan/"]').count()).resolves.toBe(0);
    releasePanel();
    await page.locator('[data-map-state="shown"] a[href^="/ingatlan/"]').waitFor();
    // One map: the panel adopted the one drawn before it.
    await expect(page.locator('canvas.maplibregl-canvas').count()).resolves.toBe(1);
    await page.close();
  });

  it("hydrates its content once the map's start has woken it, even before the page's own script ran, though the browser is never idle", async () => {
    const page = await browser().newPage({ viewport: phone });
    // The other ways the content may load: idle time, never given here, and the visitor's input, never sent.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    // The entry held until the map's start has run and woken the page: the wake comes before anything awaits it.
    let releaseEntry = () => undefined as void;
    const entryReleased = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route('**/assets/main-*.js', async (route) => {
      await entryReleased;
      await route.continue();
    });
    await page.goto(`${worker.origin('immo1')}/kereses?view=map&map=${budapest}`, { waitUntil: 'commit' });
    await page.locator('canvas.maplibregl-canvas').waitFor({ state: 'attached' });
    releaseEntry();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await mapShown(page);
    await page.close();
  });

  it("hydrates the server's page, keeping its HTML, though the address carries the map's camera the server never reads", async () => {
    const page = await browser().newPage({ viewport: phone });
    // A mark on the server's first card as parsed: hydrating keeps the element, rendering anew would not.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => document.querySelector('main a[href^="/ingatlan/"]')?.setAttribute('data-parsed', ''));
    });
    await page.goto(`${worker.origin('immo1')}/kereses?view=map&map=${budapest}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await mapShown(page);
    await expect(page.locator('main a[data-parsed]').count()).resolves.toBe(1);
    await page.close();
  });
});

describe('a touch on a pin, at 375 px', () => {
  it("answers a tap at the touch's end, cancelling the click the browser would send after it, and leaves a touch that moves from a pin to the map", async () => {
    const context = await browser().newContext({ viewport: phone, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${worker.origin('immo1')}/kereses?view=map&map=${budapest}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Elfogadom' }).tap();
    await mapShown(page);
    await page.locator(shownPinSelector).first().waitFor();
    const cdp = await context.newCDPSession(page);

    // A touch that starts on a pin and moves: the map moves, no card.
    const dragged = await (await pinInView(page)).getAttribute('data-listing');
    const box = await page.locator(`.map-pin--pin[data-listing="${dragged}"]`).boundingBox();
    if (!box) throw new Error('the pin has no box');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const camera = mapParam(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 8; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + step * 8, y: y + step * 5 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction((previous) => new URL(location.href).searchParams.get('map') !== previous, camera);
    await expect(page.locator('[data-map-state] a[href^="/ingatlan/"]').count()).resolves.toBe(0);

    // A tap: the card, from the touch's end; the browser's click never comes.
    const listing = await (await pinInView(page)).getAttribute('data-listing');
    const pin = page.locator(`.map-pin--pin[data-listing="${listing}"]`);
    await pin.evaluate((button) => button.addEventListener('click', () => button.setAttribute('data-clicked', '')));
    await pin.tap();
    await page.locator('[data-map-state="shown"] a[href^="/ingatlan/"]').waitFor();
    await expect(pin.getAttribute('data-active')).resolves.toBe('true');
    await expect(pin.getAttribute('data-clicked')).resolves.toBeNull();
    await context.close();
  });
});

describe('a card of the list and its pin, at 1280 px', () => {
  it("highlights a listing's pin while its card is pointed at or focused, and lets it go after", async () => {
    // Inner Pest at a street's zoom: few enough listings that every pin stands alone and every card is on the first page.
    const area = '47.49,19.05;47.49,19.07;47.5,19.07;47.5,19.05';
    const page = await openAccepted(browser(), `${worker.origin('immo1')}/kereses?view=map&area=${area}&map=47.495,19.06,16`, desktop);
    await mapShown(page);
    await page.locator(shownPinSelector).first().waitFor();
    const pinned = new Set(await page.locator('.map-pin--pin').evaluateAll((pins) => pins.map((pin) => (pin as HTMLElement).dataset['listing'])));
    const cards = page.locator('main ul li:has(a[href^="/ingatlan/"])');
    const ids = await cards.evaluateAll((items) => items.map((item) => /\/ingatlan\/(\d+)/.exec(item.querySelector('a[href^="/ingatlan/"]')?.getAttribute('href') ?? '')?.[1]));
    const index = ids.findIndex((id) => id !== undefined && pinned.has(id));
    expect(index).toBeGreaterThanOrEqual(0);
    const id = ids[index];
    const pin = page.locator(`.map-pin--pin[data-listing="${id}"]`);
    await expect(pin.getAttribute('data-active')).resolves.toBeNull();
    await cards.nth(index).hover();
    await expect.poll(() => pin.getAttribute('data-active')).toBe('true');
    // Only that pin.
    await expect(page.locator('.map-pin[data-active="true"]').count()).resolves.toBe(1);
    await page.mouse.move(5, 5);
    await expect.poll(() => pin.getAttribute('data-active')).toBeNull();
    await cards.nth(index).locator('a[href^="/ingatlan/"]').first().focus();
    await expect.poll(() => pin.getAttribute('data-active')).toBe('true');
    await page.close();
  });
});

describe('drawing an area and saving it as an alert', () => {
  let own: RunningWorker;
  beforeAll(async () => {
    own = await startWorker({ templateStateDir: inject('templateStateDir') });
  });
  afterAll(async () => {
    await own?.stop();
  });

  for (const viewport of [phone, desktop]) {
    it(`at ${viewport.width} px: a lasso becomes the search's area (at most 40 vertices), its chip, and an alert that says so`, async () => {
      const page = await openAccepted(browser(), `${own.origin('immo1')}/kereses?view=map&map=47.4979,19.0402,12`, viewport);
      await mapShown(page);
      await page.getByRole('button', { name: 'Terület rajzolása' }).click();
      const box = await page.getByRole('region', { name: 'A találatok térképen' }).boundingBox();
      if (!box) throw new Error('the map has no box');
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      const r = Math.min(box.width, box.height) / 4;
      await page.mouse.move(cx + r, cy);
      await page.mouse.down();
      for (let step = 1; step <= 90; step++) await page.mouse.move(cx + r * Math.cos((step / 90) * 2 * Math.PI), cy + r * Math.sin((step / 90) * 2 * Math.PI));
      await page.mouse.up();
      await page.waitForURL((url) => url.searchParams.has('area'));
      const vertices = (new URL(page.url()).searchParams.get('area') ?? '').split(';');
      expect(vertices.length).toBeGreaterThanOrEqual(3);
      expect(vertices.length).toBeLessThanOrEqual(40);
      await resultsSettled(page);
      await page.getByRole('link', { name: 'Szűrő törlése: Kijelölt terület' }).waitFor();
      await page.screenshot({ path: `/tmp/map-drawn-${viewport.width}.png` });

      const email = `e2e.map.${viewport.width}.${Date.now()}@example.hu`;
      await page.getByRole('button', { name: 'Értesítést kérek' }).click();
      const form = page.locator('form', { has: page.getByRole('heading', { name: 'Értesítés az új hirdetésekről' }) });
      await form.getByText(/a térképen kijelölt területen/).waitFor();
      await form.getByLabel('E-mail-cím').fill(email);
      await form.getByLabel('Naponta').check();
      await form.getByRole('button', { name: 'Értesítést kérek' }).click();
      await form.getByText(/Elküldtük a megerősítő levelet/).waitFor();
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [mail] = await findSentEmails(email, { projectRoot, withinMs: 600_000 });
        if (mail) {
          expect(mail.text).toContain('a térképen kijelölt területen');
          break;
        }
        if (Date.now() > deadline) throw new Error(`no confirmation e-mail to ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await page.close();
    });
  }
});
