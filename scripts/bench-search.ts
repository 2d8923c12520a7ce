/**
 * The property search benchmark: `npm run bench:search` (builds first). Not a test.
 *
 * Generates 100,000 listings into a fresh local D1 (migrations, demo tenants, ANALYZE), starts the
 * built worker under `wrangler dev` on a copy of it, and sends realistic searches for a franchise
 * and an office. Each search is timed where it runs: the worker measures the one D1 batch that
 * reads the page AND the total count and reports it with D1's rows_read in the answer's `meta`.
 * Prints a markdown table of median and p95 per combination; the target is p95 < 20 ms.
 *
 * Then the search PAGE against the API alone: for the same filters, the round trip of the API
 * call, of the page's JSON (/api/site/page: the loader, as client-side navigation asks it) and of
 * the whole server-rendered HTML (as a crawler gets it), each beside a static asset of the same
 * worker in the same run, so that what the page adds (the shell's cached settings, the place
 * labels, rendering) shows as a difference and a ratio, not as a figure of this machine.
 *
 * Then the map endpoint (issue 37): the CMS's /api/cms/properties/map and the site's /api/site/map for a
 * spread of searches, a rectangle at a zoom and drawn areas of 40 vertices (the most an area may have), each
 * beside the same static asset; with what the site answers (points or clusters) and its size gzipped (5,000
 * points within 100 kB).
 *
 *   node scripts/bench-search.ts [--size 100000] [--runs 30] [--keep-state DIR | --state DIR] [--pages-only] [--map-only]
 *
 * --keep-state DIR prepares the database in DIR and leaves it there; --state DIR reuses such a
 * directory (applying new migrations and ANALYZE only), for quick re-measuring while tuning indexes.
 *
 * It stops by itself: a hard deadline ends the run (and the worker) whatever happens.
 */
import { execFile } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { requestWithHost, type RunningWorker, startWorker } from './workerProcess.ts';
import { propertyMapSchema, searchAnswerSchema } from '../domain/cms/listingSchemas.ts';
import { areaText, maxMapPoints, type SearchArea } from '../domain/search/searchArea.ts';
import { queryString, queryValuesOf, readSearchQuery, writeSearchQuery } from '../domain/search/searchFilterQuery.ts';
import { hardDeadline } from './hardDeadline.ts';
import { percentile } from './statistics.ts';
import { prepareLocalDatabase } from './localDatabase.ts';
import { projectRoot, wranglerBin, wranglerEnv } from './projectPaths.ts';

const deadlineMs = 15 * 60_000;
const warmUpRuns = 3;
const targetP95Ms = 20;

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    'keep-state': { type: 'string' },
    state: { type: 'string' },
    'pages-only': { type: 'boolean', default: false },
    'map-only': { type: 'boolean', default: false },
  },
  strict: true,
});
const size = Number(args.size);
const runs = Number(args.runs);
if (!Number.isInteger(size) || size < 1 || !Number.isInteger(runs) || runs < 1) throw new Error('--size and --runs take positive whole numbers');

/** The units searched: the big franchise (about three quarters of all listings) and one of its offices. */
const scopes = {
  franchise: 'unit_type=franchise&franchise_id=1',
  office: 'unit_type=office&office_id=13',
} as const;
type Scope = keyof typeof scopes;

/** A drawn area of `vertices` corners on a circle of `radiusDegrees` around a point (longitude stretched for 47.5°). */
function drawnArea(lat: number, lng: number, radiusDegrees: number, vertices: number): SearchArea {
  return Array.from({ length: vertices }, (_, i) => {
    const angle = (2 * Math.PI * i) / vertices;
    return [lat + radiusDegrees * Math.sin(angle), lng + (radiusDegrees / Math.cos((47.5 * Math.PI) / 180)) * Math.cos(angle)] as const;
  });
}

interface Combination {
  name: string;
  query: string;
  /** Scopes where the combination means something (an office search of far-away cities finds nothing). */
  scopes: readonly Scope[];
}

const both: readonly Scope[] = ['franchise', 'office'];

const combinations: readonly Combination[] = [
  { name: 'no filter, newest first', query: '', scopes: both },
  { name: 'one field: flats', query: 'property_types=1', scopes: both },
  { name: 'three fields: flats, 2+ rooms, up to 60 M Ft', query: 'property_types=1&rooms_min=2&price_max=60000000', scopes: both },
  { name: 'price range plus rooms', query: 'price_min=30000000&price_max=60000000&rooms_min=2&rooms_max=3', scopes: both },
  { name: 'city multi-select: Győr, Szeged, Pécs', query: 'places=city:136,city:96,city:2', scopes: ['franchise'] },
  { name: 'city multi-select: districts XIII, XIV and a neighbourhood', query: 'places=district:13,district:14,neighbourhood:27', scopes: both },
  { name: 'city multi-select: Pest county and Budapest', query: 'places=county:13,city:1', scopes: both },
  { name: 'county select plus houses', query: 'county=13&property_types=2', scopes: ['franchise'] },
  { name: 'Otthon Start', query: 'otthon_start_hitel_filter=true', scopes: both },
  { name: 'Otthon Start, flats in Budapest, cheapest first', query: 'otthon_start_hitel_filter=true&property_types=1&places=city:1&sort=price_asc', scopes: both },
  { name: 'sorted by price, ascending', query: 'sort=price_asc', scopes: both },
  { name: 'flats sorted by price, descending', query: 'property_types=1&sort=price_desc', scopes: both },
  { name: 'sorted by price per m², ascending', query: 'sort=price_per_m2_asc', scopes: both },
  { name: 'houses sorted by size, descending', query: 'property_types=2&sort=size_desc', scopes: both },
  { name: 'sorted by size, ascending', query: 'sort=size_asc', scopes: both },
  { name: 'deep page (page 200 of 24)', query: 'page=200', scopes: both },
  { name: 'deep page sorted by price (page 100 of 60)', query: 'sort=price_asc&page=100&page_size=60', scopes: ['franchise'] },
  { name: 'features: lift or pool, district heating, new', query: 'equipment=12,10&heating=4,5&condition=1,2', scopes: both },
  { name: 'many fields: types, condition, energy, surroundings, structure', query: 'property_types=1,2&condition=1,2,3&energy_certificate=1,2,3,4,5&surrounding=1,3,6&structure=1,5&rooms_min=3&sort=price_per_m2_asc', scopes: both },
  { name: 'rent: furnished flats up to 400 000 Ft', query: 'sale_status=1&property_types=1&furnished=true&price_max=400000', scopes: both },
  { name: 'property id', query: 'id=4242', scopes: both },
  { name: 'a drawn area of 40 vertices around central Budapest', query: `area=${areaText(drawnArea(47.4979, 19.0402, 0.05, 40))}`, scopes: both },
  { name: 'a drawn area of 40 vertices over most of Hungary', query: `area=${areaText(drawnArea(47.2, 19.4, 1.4, 40))}`, scopes: ['franchise'] },
];

interface Measurement {
  combination: string;
  scope: Scope;
  total: number;
  rowsRead: number;
  /** The D1 batch (page + count) timed inside the worker. */
  d1: number[];
  /** The whole HTTP request as the benchmark saw it. */
  roundTrip: number[];
}

const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => value.toFixed(1);

async function search(worker: RunningWorker, query: string): Promise<{ total: number; rowsRead: number; d1Ms: number; roundTripMs: number }> {
  const started = performance.now();
  const response = await requestWithHost(worker.port, 'immo1.localhost', `/api/cms/properties/search?${query}`);
  const roundTripMs = performance.now() - started;
  if (response.status !== 200) throw new Error(`search ${query} answered ${response.status}: ${response.body.slice(0, 500)}`);
  const answer = searchAnswerSchema.parse(JSON.parse(response.body));
  if (!answer.meta) throw new Error('the search answered no meta: is this the built-in CMS?');
  return { total: answer.data.total, rowsRead: answer.meta.rowsRead, d1Ms: answer.meta.durationMs, roundTripMs };
}

async function measure(worker: RunningWorker): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const combination of combinations) {
    for (const scope of combination.scopes) {
      const query = [scopes[scope], combination.query].filter(Boolean).join('&');
      for (let i = 0; i < warmUpRuns; i++) await search(worker, query);
      const m: Measurement = { combination: combination.name, scope, total: 0, rowsRead: 0, d1: [], roundTrip: [] };
      for (let i = 0; i < runs; i++) {
        const result = await search(worker, query);
        m.total = result.total;
        m.rowsRead = result.rowsRead;
        m.d1.push(result.d1Ms);
        m.roundTrip.push(result.roundTripMs);
      }
      measurements.push(m);
      const d1 = sortedCopy(m.d1);
      console.error(`  ${combination.name} (${scope}): p95 ${ms(percentile(d1, 95))} ms, ${m.rowsRead} rows read`);
    }
  }
  return measurements;
}

function table(measurements: readonly Measurement[]): string {
  const lines = [
    `Search benchmark: ${size.toLocaleString('en')} listings, ${runs} runs per row after ${warmUpRuns} warm-ups; D1 = the page and the total count in one D1 batch, timed inside the worker (whose clock has 1 ms steps); round trip = the HTTP request from Node.`,
    '',
    '| Combination | Scope | Total | D1 median ms | D1 p95 ms | rows_read | Round trip median ms | Round trip p95 ms | Target |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const m of measurements) {
    const d1 = sortedCopy(m.d1);
    const trip = sortedCopy(m.roundTrip);
    const p95 = percentile(d1, 95);
    lines.push(
      `| ${m.combination} | ${m.scope} | ${m.total.toLocaleString('en')} | ${ms(percentile(d1, 50))} | ${ms(p95)} | ${m.rowsRead.toLocaleString('en')} | ${ms(percentile(trip, 50))} | ${ms(percentile(trip, 95))} | ${p95 < targetP95Ms ? 'met' : '**missed**'} |`,
    );
  }
  return lines.join('\n');
}

/** The tenant whose site searches each scope: immo1 is franchise 1, budapest13 is office 13. */
const scopeHosts: Record<Scope, string> = { franchise: 'immo1.localhost', office: 'budapest13.localhost' };

/** The page combinations: a spread of the API's, each as the page's URL writes it (prices in millions). */
const pageCombinations = combinations.filter((c) =>
  ['no filter, newest first', 'three fields: flats, 2+ rooms, up to 60 M Ft', 'city multi-select: Győr, Szeged, Pécs', 'city multi-select: districts XIII, XIV and a neighbourhood', 'Otthon Start, flats in Budapest, cheapest first', 'many fields: types, condition, energy, surroundings, structure', 'deep page (page 200 of 24)'].includes(c.name),
);

/** The page's query for an API query: the same search, read and written by the filter definition. */
function pageQueryOf(apiQuery: string): string {
  const read = readSearchQuery(queryValuesOf(new URLSearchParams(apiQuery)), 'api');
  if (read.problems.length > 0) throw new Error(`bench: ${apiQuery} is not a search (${read.problems.map((p) => p.key).join(', ')})`);
  return queryString(writeSearchQuery(read.query, 'page'));
}

const crawler = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

interface PageMeasurement {
  combination: string;
  scope: Scope;
  asset: number[];
  api: number[];
  json: number[];
  html: number[];
}

/** One GET from Node and its body, failing on anything but 200. */
async function answered(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await requestWithHost(port, host, path, { headers });
  if (response.status !== 200) throw new Error(`${host}${path} answered ${response.status}: ${response.body.slice(0, 300)}`);
  return response.body;
}

/**
 * Milliseconds of each GET of `requests`, asked in turn round after round (warm-up rounds dropped), so that a slow
 * moment of the machine weighs on all of them alike: one list of timings per request, in its order.
 */
async function interleavedRounds(port: number, host: string, requests: readonly { path: string; headers?: Record<string, string> }[]): Promise<number[][]> {
  const timings = requests.map((): number[] => []);
  for (let round = 0; round < warmUpRuns + runs; round++) {
    for (const [index, { path, headers }] of requests.entries()) {
      const started = performance.now();
      await answered(port, host, path, headers);
      if (round >= warmUpRuns) timings[index]?.push(performance.now() - started);
    }
  }
  return timings;
}

/** The built-in CMS's path of a search call for a scope and an API query. */
const cmsPath = (call: 'search' | 'map', scope: Scope, query: string) => `/api/cms/properties/${call}?${[scopes[scope], query].filter(Boolean).join('&')}`;

/** The client script's path: the static asset of the same worker each round trip is set beside. */
async function staticAsset(worker: RunningWorker): Promise<string> {
  const [, asset] = /<script type="module" src="([^"]+)"/.exec((await requestWithHost(worker.port, scopeHosts.franchise, '/')).body) ?? [];
  if (!asset) throw new Error('bench: the home page links no script');
  return asset;
}

const median = (values: number[]) => percentile(sortedCopy(values), 50);
const p95 = (values: number[]) => percentile(sortedCopy(values), 95);

async function measurePages(worker: RunningWorker): Promise<PageMeasurement[]> {
  const asset = await staticAsset(worker);
  const measurements: PageMeasurement[] = [];
  for (const combination of pageCombinations) {
    for (const scope of combination.scopes) {
      const host = scopeHosts[scope];
      const pageQuery = pageQueryOf(combination.query);
      const pagePath = `/kereses${pageQuery ? `?${pageQuery}` : ''}`;
      const jsonPath = `/api/site/page?path=${encodeURIComponent(pagePath)}`;
      const [assetTimes = [], api = [], json = [], html = []] = await interleavedRounds(worker.port, host, [
        { path: asset },
        { path: cmsPath('search', scope, combination.query) },
        { path: jsonPath },
        { path: pagePath, headers: crawler },
      ]);
      const m: PageMeasurement = { combination: combination.name, scope, asset: assetTimes, api, json, html };
      measurements.push(m);
      console.error(`  page: ${combination.name} (${scope}): HTML median ${ms(median(m.html))} ms, API ${ms(median(m.api))} ms`);
    }
  }
  return measurements;
}

function pageTable(measurements: readonly PageMeasurement[]): string {
  const lines = [
    `Search page against the API alone: ${size.toLocaleString('en')} listings, ${runs} interleaved rounds per row after ${warmUpRuns} warm-ups; round trips from Node over loopback in ms (median / p95). Static = the client script, a static asset of the same worker. JSON = /api/site/page (the loader). HTML = the whole server-rendered page as a crawler gets it.`,
    '',
    '| Combination | Scope | Static | API | Page JSON | Page HTML | HTML − API (median) | HTML ÷ static (median) |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const m of measurements) {
    lines.push(
      `| ${m.combination} | ${m.scope} | ${ms(median(m.asset))} / ${ms(p95(m.asset))} | ${ms(median(m.api))} / ${ms(p95(m.api))} | ${ms(median(m.json))} / ${ms(p95(m.json))} | ${ms(median(m.html))} / ${ms(p95(m.html))} | ${ms(median(m.html) - median(m.api))} | ${(median(m.html) / median(m.asset)).toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

/** The map's searches: the API's query (prices in forints) and what the map adds (bbox and zoom, or an area). */
const mapCombinations: readonly Combination[] = [
  { name: 'the whole search, no filter', query: '', scopes: both },
  { name: 'flats, 2+ rooms, up to 60 M Ft', query: 'property_types=1&rooms_min=2&price_max=60000000', scopes: both },
  { name: 'districts XIII, XIV and a neighbourhood', query: 'places=district:13,district:14,neighbourhood:27', scopes: both },
  { name: "central Budapest's rectangle at zoom 13 (past the cap)", query: 'bbox=47.45,18.98,47.55,19.1&zoom=13', scopes: both },
  { name: 'a drawn area of 40 vertices around central Budapest', query: `area=${areaText(drawnArea(47.4979, 19.0402, 0.05, 40))}`, scopes: both },
  { name: 'a drawn area of 40 vertices over most of Hungary', query: `area=${areaText(drawnArea(47.2, 19.4, 1.4, 40))}`, scopes: ['franchise'] },
  {
    name: 'a drawn area of 40 vertices plus many fields',
    query: `area=${areaText(drawnArea(47.4979, 19.0402, 0.3, 40))}&property_types=1,2&condition=1,2,3&energy_certificate=1,2,3,4,5&rooms_min=2&price_max=90000000`,
    scopes: both,
  },
];

interface MapMeasurement {
  combination: string;
  scope: Scope;
  total: number;
  points: number;
  clusters: number;
  gzipBytes: number;
  asset: number[];
  cms: number[];
  site: number[];
}

/** The site's query of a map search: the page's search query plus the map's own parameters, as the browser asks it. */
function siteMapQueryOf(apiQuery: string): string {
  const params = new URLSearchParams(apiQuery);
  const own = ['bbox', 'zoom', 'area'].flatMap((key) => {
    const value = params.get(key);
    params.delete(key);
    return value === null ? [] : [`${key}=${value}`];
  });
  return [pageQueryOf(params.toString()), ...own].filter(Boolean).join('&');
}

async function measureMap(worker: RunningWorker): Promise<MapMeasurement[]> {
  const asset = await staticAsset(worker);
  const measurements: MapMeasurement[] = [];
  for (const combination of mapCombinations) {
    for (const scope of combination.scopes) {
      const host = scopeHosts[scope];
      const sitePath = `/api/site/map?${siteMapQueryOf(combination.query)}`;
      // What the browser is sent, read as the browser reads it (client/routes/search/map/mapAnswer.ts).
      const body = await answered(worker.port, host, sitePath);
      const map = propertyMapSchema.parse(JSON.parse(body));
      const [assetTimes = [], cms = [], site = []] = await interleavedRounds(worker.port, host, [{ path: asset }, { path: cmsPath('map', scope, combination.query) }, { path: sitePath }]);
      const m: MapMeasurement = { combination: combination.name, scope, total: map.total, points: map.points.length, clusters: map.clusters.length, gzipBytes: gzipSync(body).length, asset: assetTimes, cms, site };
      measurements.push(m);
      console.error(`  map: ${combination.name} (${scope}): CMS median ${ms(median(m.cms))} ms, ${m.points} points, ${m.clusters} clusters`);
    }
  }
  return measurements;
}

function mapTable(measurements: readonly MapMeasurement[]): string {
  const lines = [
    `Map endpoint: ${size.toLocaleString('en')} listings, ${runs} interleaved rounds per row after ${warmUpRuns} warm-ups; round trips from Node over loopback in ms (median / p95). CMS = /api/cms/properties/map (D1: the count and up to ${(maxMapPoints + 1).toLocaleString('en')} points in one batch, then the grid's clusters past ${maxMapPoints.toLocaleString('en')}); site = /api/site/map as the browser asks it, from the edge's cache after the first. Static = the client script. Gzipped = the site's answer, which the browser is sent.`,
    '',
    '| Search | Scope | Total | Answer | Gzipped kB | Static | CMS | Site | CMS ÷ static (median) |',
    '|---|---|---:|---|---:|---:|---:|---:|---:|',
  ];
  for (const m of measurements) {
    const counted = (count: number, noun: string) => `${count.toLocaleString('en')} ${noun}${count === 1 ? '' : 's'}`;
    const answer = m.points > 0 || m.clusters === 0 ? counted(m.points, 'point') : counted(m.clusters, 'cluster');
    lines.push(
      `| ${m.combination} | ${m.scope} | ${m.total.toLocaleString('en')} | ${answer} | ${(m.gzipBytes / 1024).toFixed(1)} | ${ms(median(m.asset))} / ${ms(p95(m.asset))} | ${ms(median(m.cms))} / ${ms(p95(m.cms))} | ${ms(median(m.site))} / ${ms(p95(m.site))} | ${(median(m.cms) / median(m.asset)).toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

/** Brings a kept state directory up to date: migrations added since, fresh statistics. */
async function refreshState(stateDir: string): Promise<void> {
  const run = promisify(execFile);
  const exec = { cwd: projectRoot, env: wranglerEnv(), maxBuffer: 16 * 1024 * 1024 };
  await run(wranglerBin, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], exec);
  await run(wranglerBin, ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--command', 'ANALYZE'], exec);
}

async function main(): Promise<number> {
  const kept = args.state ?? args['keep-state'];
  const stateDir = kept ?? (await mkdtemp(path.join(tmpdir(), 'edge-site-bench-')));
  let worker: RunningWorker | undefined;
  const cancelDeadline = hardDeadline('bench:search', deadlineMs, () => worker);
  try {
    const started = performance.now();
    if (args.state) {
      console.error(`Reusing the listings in ${stateDir} …`);
      await refreshState(stateDir);
    } else {
      console.error(`Generating and loading ${size.toLocaleString('en')} listings into ${stateDir} …`);
      await prepareLocalDatabase({ size, seed: 1, persistTo: stateDir });
    }
    console.error(`  ready in ${((performance.now() - started) / 1000).toFixed(0)} s; starting the built worker …`);
    worker = await startWorker({ templateStateDir: stateDir });
    console.error('Measuring …');
    const onlyOne = args['pages-only'] || args['map-only'];
    const measurements = onlyOne ? [] : await measure(worker);
    if (measurements.length > 0) console.log(table(measurements));
    if (!args['map-only']) {
      console.error('Measuring the search page …');
      console.log(`\n${pageTable(await measurePages(worker))}`);
    }
    if (!args['pages-only']) {
      console.error('Measuring the map endpoint …');
      const map = await measureMap(worker);
      console.log(`\n${mapTable(map)}`);
      const overSize = map.filter((m) => m.gzipBytes > 100 * 1024);
      if (overSize.length > 0) console.error(`${overSize.length} map answer(s) over 100 kB gzipped.`);
    }
    const missed = measurements.filter((m) => percentile(sortedCopy(m.d1), 95) >= targetP95Ms);
    if (missed.length > 0) console.error(`${missed.length} combination(s) missed the ${targetP95Ms} ms p95 target.`);
    return missed.length > 0 ? 1 : 0;
  } finally {
    cancelDeadline();
    await worker?.stop();
    if (!kept) await rm(stateDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
