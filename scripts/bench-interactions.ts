/**
 * The interaction benchmark: `npm run bench:interactions` (builds first). Not a test.
 *
 * How long a visitor's taps and keystrokes take to show their result on a slow phone: each interaction
 * of the list below is done in real Chromium with the CPU slowed 4× (DevTools' CPU throttling), on the
 * built worker with the demo data, and timed with the browser's Event Timing API as Interaction to Next
 * Paint counts it: from the input to the next frame painted after its handlers ran (an interaction's
 * longest event entry). Each is measured as the first interaction after the page's `load` event (the
 * page may not be hydrated yet: what an impatient visitor meets) and again once the page is hydrated.
 * Event Timing reports only events of 16 ms or more: "< 16" is shown for a faster one. Target: at most
 * 200 ms each (INP "good").
 *
 *   node scripts/bench-interactions.ts [--runs 3] [--only filters] [--record]
 *
 * Each row is measured `--runs` times, each in a fresh browser context; the table shows the median and
 * the worst. --only measures the interactions whose name contains the text (a quicker look while
 * working). --record writes it into BENCHMARKS.md (its `bench-interactions` section). Exits 1 when a
 * worst figure is over 200 ms.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import * as z from 'zod';
import { wakePageEvent } from '../domain/site/pageWake.ts';
import { machineLine, recordSection } from './benchmarksFile.ts';
import { withBenchWorker } from './benchWorker.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { compileHint } from './compileHint.ts';
import { demoIds } from './demoPages.ts';
import { pinInViewIndex, shownPinSelector } from './mapPinInView.ts';
import { projectRoot } from './projectPaths.ts';
import { median } from './statistics.ts';
import type { RunningWorker } from './workerProcess.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, record: { type: 'boolean', default: false } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs: a whole number from 1 to 20');
if (args.only !== undefined && args.record) throw new Error('--record writes the whole table: leave out --only');

const targetMs = 200;
const cpuSlowdown = 4;
const phone = { width: 375, height: 812, touch: true };
const desktop = { width: 1280, height: 900, touch: false };
type Viewport = typeof phone;

/** Collects Event Timing entries from the first input on, before any script of the page runs. */
const observeEvents = () => {
  const seen: { name: string; duration: number; interactionId: number }[] = [];
  Reflect.set(window, '__interactionEntries', seen);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const interactionId = Number(Reflect.get(entry, 'interactionId') ?? 0);
      if (interactionId > 0) seen.push({ name: entry.name, duration: entry.duration, interactionId });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
};

/** The longest interaction since `from` entries were seen, ms (0: none reached 16 ms). */
async function longestInteraction(page: Page, from: number): Promise<number> {
  // Event Timing reports an entry after its frame is painted: give the slowed page a moment.
  await page.waitForTimeout(600);
  const entries: { duration: number; interactionId: number }[] = await page.evaluate((skip) => (Reflect.get(window, '__interactionEntries') ?? []).slice(skip), from);
  return Math.max(0, ...entries.map((e) => e.duration));
}

const entryCount = (page: Page) => page.evaluate(() => (Reflect.get(window, '__interactionEntries') ?? []).length as number);

interface Interaction {
  name: string;
  viewport: Viewport;
  path: (ids: { property: number }) => string;
  /** Does the interaction; `again` is true for the second time on the same page. */
  act: (page: Page, again: boolean) => Promise<void>;
  /** Puts the page back for the second time, when the first changed it. */
  reset?: (page: Page) => Promise<void>;
}

async function swipeGallery(page: Page) {
  const box = await page.getByRole('region', { name: 'Képek lapozása: nyilakkal vagy húzással' }).first().boundingBox();
  const y = box ? box.y + box.height / 2 : 200;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y }] });
  for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 300 - step * 22, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The map view in Budapest, close enough for single pins. */
const mapViewPath = '/kereses?view=map&map=47.4979,19.0402,13';
/** The same search as a list: its page hydrating is the other half of the map view's work on the main thread. */
const listViewPath = '/kereses';

const interactions: Interaction[] = [
  {
    name: 'tap the hamburger (home)',
    viewport: phone,
    path: () => '/',
    act: (page) => page.getByRole('button', { name: 'Menü megnyitása' }).tap({ timeout: 10_000 }),
    reset: async (page) => {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'open the filters (/kereses)',
    viewport: phone,
    path: () => '/kereses',
    act: (page) => page.getByRole('button', { name: /Szűrők/ }).first().tap({ timeout: 10_000 }),
    reset: async (page) => {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'type "gyor" in the place combobox (/kereses)',
    viewport: desktop,
    path: () => '/kereses',
    act: async (page) => {
      const box = page.getByRole('combobox', { name: 'Település, kerület, városrész' });
      await box.click({ timeout: 10_000 });
      await box.pressSequentially('gyor', { delay: 120 });
    },
    reset: (page) => page.getByRole('combobox', { name: 'Település, kerület, városrész' }).fill(''),
  },
  {
    name: 'swipe the gallery (a listing)',
    viewport: phone,
    path: (ids) => `/ingatlan/${ids.property}`,
    act: (page) => swipeGallery(page),
  },
  {
    name: 'tap a heart (home, newest listings)',
    viewport: phone,
    path: () => '/',
    act: (page) => page.getByRole('button', { name: /Kedvencekhez adom|Eltávolítás a kedvencek közül/ }).first().tap({ timeout: 10_000 }),
  },
  {
    name: 'submit the quick search (home)',
    viewport: desktop,
    path: () => '/',
    act: async (page, again) => {
      if (again) await page.goBack();
      await page.getByRole('button', { name: 'Találatok megtekintése' }).click({ timeout: 10_000 });
    },
  },
  {
    name: 'tap a pin: its card (/kereses?view=map)',
    viewport: phone,
    path: () => mapViewPath,
    act: (page) => tapPin(page),
    reset: (page) => page.getByRole('button', { name: 'Kártya bezárása' }).tap({ timeout: 10_000 }),
  },
];

/** Taps a price pin inside the map's frame, once the map shows its listings. */
async function tapPin(page: Page) {
  await page.locator(`[data-map-state="shown"] ${shownPinSelector}`).first().waitFor({ timeout: 30_000 });
  const index = await pinInViewIndex(page);
  await page.locator(shownPinSelector).nth(Math.max(0, index)).tap({ timeout: 10_000 });
  await page.locator('[data-map-state] a[href^="/ingatlan/"]').waitFor({ timeout: 10_000 });
}

/**
 * The value of the promise an init script left in the page's global `name`, awaited in the page (one timer, no
 * polling: Playwright's waiting for a selector runs queries on the slowed main thread, which the figures would count).
 */
function awaitInPage(page: Page, name: string, timeoutMs = 30_000): Promise<unknown> {
  return page.evaluate(
    ([global, ms]) =>
      Promise.race([Reflect.get(window, global), new Promise((_, reject) => setTimeout(() => reject(new Error(`${global}: not settled within ${ms} ms`)), ms))]),
    [name, timeoutMs] as const,
  );
}

/**
 * Milliseconds from the navigation's start to `path` on the slowed phone until each selector first matched, as
 * the page's own observer saw it (not when a later round trip of the test asked); the last one is waited for.
 */
async function pageMarksOnce(browser: Browser, worker: RunningWorker, path: string, selectors: readonly string[], wakeAtParse = false): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: phone.width, height: phone.height }, hasTouch: true, isMobile: true });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: worker.origin('immo1') }]);
  await context.addInitScript((watched: readonly string[]) => {
    const seen = watched.map(() => 0);
    // The test awaits this promise rather than polling the page with its selectors, which would cost the slowed main thread time it measures.
    let allSeen = () => {};
    Reflect.set(window, 'benchMarksSeen', new Promise<number[]>((resolve) => (allSeen = () => resolve(seen))));
    new MutationObserver(() => {
      watched.forEach((selector, index) => {
        if (!seen[index] && document.querySelector(selector)) seen[index] = performance.now();
      });
      if (seen.every(Boolean)) allSeen();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-map-state', 'data-hydrated'] });
  }, selectors);
  // The page's content woken once the document is parsed, as the map view's start wakes it, instead of when the browser is idle.
  if (wakeAtParse) await context.addInitScript((name: string) => document.addEventListener('DOMContentLoaded', () => document.dispatchEvent(new Event(name))), wakePageEvent);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${worker.origin('immo1')}${path}`, { waitUntil: 'commit' });
    const marks = z.array(z.number()).parse(await awaitInPage(page, 'benchMarksSeen'));
    return selectors.map((_, index) => marks[index] ?? Number.NaN);
  } finally {
    await context.close();
  }
}

/**
 * The floor of the map view on this machine: a page of the same origin with nothing but MapLibre and the same
 * basemap style (no React page, no listings), from its navigation to MapLibre's `load` on the slowed phone.
 * Served by Playwright on the worker's origin, so the TileJSON, the tiles and MapLibre's worker are the site's.
 */
async function mapFloorOnce(browser: Browser, worker: RunningWorker): Promise<number> {
  const workerUrl = (await readFile(path.join(projectRoot, 'dist/worker/index.js'), 'utf8')).match(/\/assets\/maplibre-gl-worker-\w+\.js/)?.[0];
  if (!workerUrl) throw new Error('dist/worker/index.js names no MapLibre worker: build first');
  const modules = new Map([
    ['/bench-floor/maplibre-gl.mjs', path.join(projectRoot, 'node_modules/maplibre-gl/dist/maplibre-gl.mjs')],
    ['/bench-floor/basemaps.mjs', path.join(projectRoot, 'node_modules/@protomaps/basemaps/dist/esm/index.js')],
  ]);
  const html = `<!doctype html><meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/bench-floor/maplibre-gl.css"><div id="map" style="width:100vw;height:600px"></div><script type="module">
const { Map, setWorkerUrl } = await import('/bench-floor/maplibre-gl.mjs');
const { layers, namedFlavor } = await import('/bench-floor/basemaps.mjs');
const tileJson = await (await fetch('/map-tiles/basemap.json')).json();
const carried = new Set(tileJson.vector_layers.map((layer) => layer.id));
setWorkerUrl(location.origin + ${JSON.stringify(workerUrl)});
const style = { version: 8, sources: { basemap: { type: 'vector', tiles: tileJson.tiles, maxzoom: tileJson.maxzoom } }, layers: layers('basemap', namedFlavor('light')).filter((layer) => layer.type !== 'symbol' && (!layer['source-layer'] || carried.has(layer['source-layer']))) };
new Map({ container: 'map', style, center: [19.0402, 47.4979], zoom: 13, attributionControl: false }).on('load', () => window.markMapLoaded(performance.now()));
</script>`;
  const context = await browser.newContext({ viewport: { width: phone.width, height: phone.height }, hasTouch: true, isMobile: true });
  // The promise the test awaits (awaitInPage), made before the page's own script runs.
  await context.addInitScript(() => Reflect.set(window, 'mapLoaded', new Promise((resolve) => Reflect.set(window, 'markMapLoaded', resolve))));
  const page = await context.newPage();
  try {
    await page.route('**/bench-floor/**', async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/bench-floor/page.html') return route.fulfill({ contentType: 'text/html', body: html });
      if (pathname === '/bench-floor/maplibre-gl.css') return route.fulfill({ contentType: 'text/css', body: await readFile(path.join(projectRoot, 'node_modules/maplibre-gl/dist/maplibre-gl.css')) });
      const file = modules.get(pathname);
      // With the compile hint, as the site's MapLibre chunk has it (build.mjs).
      return file ? route.fulfill({ contentType: 'text/javascript', body: `${compileHint}\n${await readFile(file, 'utf8')}` }) : route.fulfill({ status: 404 });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${worker.origin('immo1')}/bench-floor/page.html`, { waitUntil: 'commit' });
    return z.number().parse(await awaitInPage(page, 'mapLoaded'));
  } finally {
    await context.close();
  }
}

interface Measured {
  name: string;
  viewport: string;
  first: number[];
  hydrated: number[];
  missing?: string;
}

async function measureOnce(browser: Browser, worker: RunningWorker, interaction: Interaction, ids: { property: number }): Promise<{ first: number; hydrated: number }> {
  const { viewport } = interaction;
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: viewport.touch, isMobile: viewport.touch });
  // The cookie banner is not what is measured: it would take the first tap.
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: worker.origin('immo1') }]);
  await context.addInitScript(observeEvents);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${worker.origin('immo1')}${interaction.path(ids)}`, { waitUntil: 'load' });
    let from = await entryCount(page);
    await interaction.act(page, false);
    const first = await longestInteraction(page, from);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    await interaction.reset?.(page);
    from = await entryCount(page);
    await interaction.act(page, true);
    const hydrated = await longestInteraction(page, from);
    return { first, hydrated };
  } finally {
    await context.close();
  }
}

async function measure(worker: RunningWorker): Promise<{ rows: Measured[]; mapPins: number[]; mapReady: number[]; mapFloor: number[]; listHydrated: number[] }> {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
  try {
    const ids = await demoIds(worker.port, 'immo1');
    const mapPins: number[] = [];
    const mapReady: number[] = [];
    const mapFloor: number[] = [];
    const listHydrated: number[] = [];
    if (args.only === undefined || 'map'.includes(args.only) || args.only.includes('map')) {
      // The page and the floor alternately, so the machine's load falls on both alike.
      for (let run = 0; run < runs; run++) {
        // The first pin (drawn from the head, perhaps before hydration), and the pins shown with the page's panel answering them.
        const [pins = Number.NaN, ready = Number.NaN] = await pageMarksOnce(browser, worker, mapViewPath, ['.map-pin:not([data-covered])', '[data-map-state="shown"] .map-pin:not([data-covered])']);
        mapPins.push(pins);
        mapReady.push(ready);
        mapFloor.push(await mapFloorOnce(browser, worker));
        const [hydrated = Number.NaN] = await pageMarksOnce(browser, worker, listViewPath, ['html[data-hydrated]'], true);
        listHydrated.push(hydrated);
      }
      console.error('map view: pins', mapPins.join(', '), 'interactive', mapReady.join(', '), 'MapLibre alone', mapFloor.join(', '), 'list hydrated', listHydrated.join(', '));
    }
    const rows: Measured[] = [];
    for (const interaction of interactions.filter((i) => args.only === undefined || i.name.includes(args.only))) {
      const row: Measured = { name: interaction.name, viewport: `${interaction.viewport.width} px`, first: [], hydrated: [] };
      for (let run = 0; run < runs; run++) {
        try {
          const { first, hydrated } = await measureOnce(browser, worker, interaction, ids);
          row.first.push(first);
          row.hydrated.push(hydrated);
        } catch (error) {
          // A control the site does not have (yet) is reported, not measured as fast.
          row.missing = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 120);
          break;
        }
      }
      rows.push(row);
      console.error(row.name, row.missing ?? `${row.first.join(', ')} / ${row.hydrated.join(', ')}`);
    }
    return { rows, mapPins, mapReady, mapFloor, listHydrated };
  } finally {
    await browser.close();
  }
}

const loadAtStart = os.loadavg();
const { rows, mapPins, mapReady, mapFloor, listHydrated } = await withBenchWorker('interactions', 20 * 60_000, (worker) => measure(worker));
/** The map view is interactive within this on the slowed phone (issue 37). */
const mapReadyTargetMs = 2000;

const ms = (value: number) => (value < 16 ? '< 16' : value.toFixed(0));
const cell = (values: number[]) => (values.length ? `${ms(median(values))} / ${ms(Math.max(...values))}` : '–');
const worst = (row: Measured) => Math.max(0, ...row.first, ...row.hydrated);
const table = [
  `Interaction to Next Paint per interaction, ms (Event Timing API: the interaction's longest event), Chromium with the CPU slowed ${cpuSlowdown}×, on immo1 with the demo data, median / worst of ${runs} runs, each in a fresh browser context. "First": the first interaction after the page's load event, hydrated or not; "hydrated": the same again once the page is. Target: at most ${targetMs} ms.`,
  '',
  '| Interaction | Width | First after load | Hydrated | Within target |',
  '|---|---|---:|---:|---|',
  ...rows.map((row) =>
    row.missing && row.first.length === 0
      ? `| ${row.name} | ${row.viewport} | – | – | not measured: ${row.missing.replaceAll('|', '/')} |`
      : `| ${row.name} | ${row.viewport} | ${cell(row.first)} | ${cell(row.hydrated)} | ${worst(row) <= targetMs ? 'yes' : 'NO'} |`,
  ),
  '',
  ...(mapReady.length
    ? [
        `The map view (\`${mapViewPath}\`, 375 px, CPU slowed ${cpuSlowdown}×), ms from the navigation's start, median / worst of ${runs}, against its floor on this machine in the same run: a page with nothing but MapLibre and the same basemap style (no page around it, no listings), to MapLibre's \`load\` (every visible tile drawn).`,
        '',
        '| | Median | Worst | Median ÷ floor |',
        '|---|---:|---:|---:|',
        `| First pin shown (the map drawn from the head, before the page hydrates) | ${median(mapPins).toFixed(0)} | ${Math.max(...mapPins).toFixed(0)} | ${(median(mapPins) / median(mapFloor)).toFixed(2)} |`,
        `| Interactive: the pins shown and the page answering a tap with the card | ${median(mapReady).toFixed(0)} | ${Math.max(...mapReady).toFixed(0)} | ${(median(mapReady) / median(mapFloor)).toFixed(2)} |`,
        `| Floor: MapLibre alone, loaded | ${median(mapFloor).toFixed(0)} | ${Math.max(...mapFloor).toFixed(0)} | 1.00 |`,
        `| The list view (\`${listViewPath}\`) hydrated, woken once parsed as the map view is | ${median(listHydrated).toFixed(0)} | ${Math.max(...listHydrated).toFixed(0)} | ${(median(listHydrated) / median(mapFloor)).toFixed(2)} |`,
        '',
        `Both on one main thread: MapLibre alone and the list view's hydration add up to ${(median(mapFloor) + median(listHydrated)).toFixed(0)} ms (median), the interactive map view's floor here.`,
        '',
        `Target: interactive within ${mapReadyTargetMs} ms: ${Math.max(...mapReady) <= mapReadyTargetMs ? 'yes' : 'NO'}${median(mapFloor) > mapReadyTargetMs ? ' (MapLibre alone takes longer than that here)' : ''}.`,
        '',
      ]
    : []),
  machineLine(loadAtStart),
].join('\n');

console.log(table);
if (args.record) await recordSection('bench-interactions', `## Interactions on a slow phone (\`npm run bench:interactions\`)\n\n${table}`);
if (rows.some((row) => row.first.length > 0 && worst(row) > targetMs) || Math.max(0, ...mapReady) > mapReadyTargetMs) process.exitCode = 1;
