/**
 * The page benchmark: `npm run bench:pages` (builds first). Not a test.
 *
 * Prepares a fresh local D1 with the demo data, starts the built worker under `wrangler dev` on a
 * free port with that state, and loads each row of `targets` with autocannon, in turn, in one run.
 * Speed is judged as a ratio to the static asset of the same worker in the same run, so a busy
 * machine moves every row alike. Prints a markdown table: the size of an answer, requests/s, p50
 * and p99, each row's ratio to the static asset, and the CPU time wrangler and workerd spent per
 * request (from /proc on Linux), which other work on the machine moves much less than requests/s.
 * Then the JavaScript each route's pages load (scripts/pageWeight.ts), from the same build.
 *
 *   node scripts/bench-pages.ts [--connections 20] [--duration 10] [--warmup 3] [--rounds 1]
 *
 * --rounds N measures every row N times, interleaved (a, b, c, a, b, c), and reports the mean.
 * Page rows say which X-Cache they measure (checked before they run): HIT, MISS (a new query string
 * on every request) or BYPASS (rendered afresh: the worker is started with an operator bypass token).
 * It stops by itself: a hard deadline ends the run (and the worker) whatever happens.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import * as z from 'zod/mini';
import { hardDeadline } from './hardDeadline.ts';
import { pageWeights, pageWeightTable } from './pageWeight.ts';
import { prepareLocalDatabase } from './localDatabase.ts';
import { processGroupCpuMs } from './processCpu.ts';
import { projectRoot } from './projectPaths.ts';
import { requestWithHost, type RunningWorker, startWorker } from './workerProcess.ts';

/** One row of the table: a request the worker answers with 200. */
interface BenchTarget {
  name: string;
  host: string;
  path: string;
  /** The X-Cache every answer of the row must have (checked before the row is measured). */
  cache?: 'HIT' | 'MISS' | 'BYPASS';
  /** A query parameter with a new value on every request, so every request is a cache miss. */
  uniqueQuery?: string;
  /** Sent with every request (the operator's cache bypass). */
  headers?: Record<string, string>;
}

/** The bypass secret the benchmark's worker is started with: rows with it measure pages rendered afresh. */
const bypassToken = 'bench-pages-bypass-token';
const bypass = { 'x-edge-cache-bypass': bypassToken };

/** The row every other row is compared with: a file the assets binding serves, no worker code. */
const baseline: BenchTarget = { name: 'static asset', host: 'immo1.localhost', path: '/favicon.svg' };

/** The client's stylesheet (about 30 kB, as large as a page): what the size of an answer alone costs. */
const stylesheet = z.object({ style: z.string() }).parse(JSON.parse(readFileSync(path.join(projectRoot, 'dist/client/asset-manifest.json'), 'utf8'))).style;

const targets: readonly BenchTarget[] = [
  baseline,
  { name: 'static asset of a page’s size (the stylesheet)', host: 'immo1.localhost', path: stylesheet },
  // The lightest answer the worker gives (the tenant from memory, a few lines of text): what merely
  // running the worker costs, next to which a cache hit is judged.
  { name: 'robots.txt (lightest worker answer)', host: 'immo1.localhost', path: '/robots.txt' },
  { name: 'home page, franchise site, cache hit', host: 'immo1.localhost', path: '/', cache: 'HIT' },
  { name: 'home page, franchise site, rendered (no cache)', host: 'immo1.localhost', path: '/', cache: 'BYPASS', headers: bypass },
  { name: 'home page, office site, cache hit', host: 'budapest13.localhost', path: '/', cache: 'HIT' },
  { name: 'property page, cache hit', host: 'immo1.localhost', path: '/ingatlan/1', cache: 'HIT' },
  { name: 'property page, cache miss', host: 'immo1.localhost', path: '/ingatlan/1', cache: 'MISS', uniqueQuery: 'miss' },
  { name: 'property page, rendered (no cache)', host: 'immo1.localhost', path: '/ingatlan/1', cache: 'BYPASS', headers: bypass },
  { name: 'page JSON: property, cache hit', host: 'immo1.localhost', path: '/api/site/page?path=%2Fingatlan%2F1', cache: 'HIT' },
  { name: 'tenant JSON: dropdown options', host: 'immo1.localhost', path: '/api/site/dropdown-options' },
];

const deadlineMs = 15 * 60_000;

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '1' },
  },
  strict: true,
});
const connections = Number(args.connections);
const durationSeconds = Number(args.duration);
const warmupSeconds = Number(args.warmup);
const rounds = Number(args.rounds);
for (const [flag, value] of Object.entries({ connections, duration: durationSeconds, rounds })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${flag} takes a positive whole number`);
}
if (!Number.isInteger(warmupSeconds) || warmupSeconds < 0) throw new Error('--warmup takes a whole number of seconds');

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** CPU ms of wrangler and workerd per request; null where it cannot be read. */
  cpuMsPerRequest: number | null;
  /** Bytes per answer, headers included. */
  bytesPerAnswer: number;
}

/** Loads one target for `seconds` with autocannon; throws when any answer is not 2xx. */
async function load(worker: RunningWorker, target: BenchTarget, seconds: number): Promise<Measurement> {
  const cpuBefore = worker.processGroup ? await processGroupCpuMs(worker.processGroup) : null;
  let sequence = 0;
  const { uniqueQuery } = target;
  const result = await autocannon({
    url: `http://127.0.0.1:${worker.port}${target.path}`,
    headers: { ...target.headers, host: `${target.host}:${worker.port}` },
    connections,
    duration: seconds,
    ...(uniqueQuery
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: `${target.path}${target.path.includes('?') ? '&' : '?'}${uniqueQuery}=${++sequence}-${Date.now()}` }) }] }
      : {}),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${target.name}: ${failed} of ${result.requests.total} requests failed (non-2xx, errors or timeouts)`);
  const cpuAfter = worker.processGroup ? await processGroupCpuMs(worker.processGroup) : null;
  const cpuMsPerRequest = cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / result.requests.total : null;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest,
    bytesPerAnswer: result.throughput.total / result.requests.total,
  };
}

/** Fails unless the row answers 200, with the X-Cache it claims to measure (a first request stores a page to hit). */
async function checkTarget(worker: RunningWorker, target: BenchTarget): Promise<void> {
  const path = target.uniqueQuery ? `${target.path}?${target.uniqueQuery}=check` : target.path;
  const request = () => requestWithHost(worker.port, `${target.host}:${worker.port}`, path, { headers: target.headers ?? {} });
  let answer = await request();
  if (target.cache === 'HIT') {
    // The first request stores the page in the background.
    await new Promise((r) => setTimeout(r, 500));
    answer = await request();
  }
  if (answer.status !== 200) throw new Error(`${target.name}: ${target.host}${path} answered ${answer.status}, not 200`);
  const cache = answer.headers['x-cache'];
  if (target.cache && cache !== target.cache) throw new Error(`${target.name}: X-Cache is ${String(cache)}, not ${target.cache}`);
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function table(results: ReadonlyMap<BenchTarget, Measurement[]>): string {
  const base = mean((results.get(baseline) ?? []).map((m) => m.requestsPerSecond));
  const lines = [
    `Page benchmark: autocannon, ${connections} connections, ${durationSeconds} s per row after ${warmupSeconds} s of warm-up, ${rounds} round(s); the built worker under wrangler dev.`,
    '',
    '| Row | Host | Path | kB/answer | Requests/s | p50 ms | p99 ms | × static asset | CPU ms/request |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const target of targets) {
    const runs = results.get(target) ?? [];
    const rps = mean(runs.map((m) => m.requestsPerSecond));
    const cpu = runs.map((m) => m.cpuMsPerRequest);
    const cpuText = cpu.every((v) => v !== null) ? mean(cpu.filter((v) => v !== null)).toFixed(2) : 'n/a';
    lines.push(
      `| ${target.name} | ${target.host} | ${target.path} | ${(mean(runs.map((m) => m.bytesPerAnswer)) / 1000).toFixed(1)} | ${rps.toFixed(0)} | ${mean(runs.map((m) => m.p50)).toFixed(1)} | ${mean(runs.map((m) => m.p99)).toFixed(1)} | ${(rps / base).toFixed(2)} | ${cpuText} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const stateDir = await mkdtemp(path.join(tmpdir(), 'edge-site-bench-pages-'));
  let worker: RunningWorker | undefined;
  const cancelDeadline = hardDeadline('bench:pages', deadlineMs, () => worker);
  try {
    console.error('Preparing the demo data …');
    await prepareLocalDatabase({ size: 5_000, seed: 1, persistTo: stateDir });
    worker = await startWorker({ templateStateDir: stateDir, vars: { EDGE_CACHE_BYPASS_TOKEN: bypassToken } });
    for (const target of targets) await checkTarget(worker, target);
    const results = new Map<BenchTarget, Measurement[]>(targets.map((t) => [t, []]));
    for (let round = 1; round <= rounds; round++) {
      for (const target of targets) {
        console.error(`  round ${round}: ${target.name} …`);
        if (warmupSeconds > 0) await load(worker, target, warmupSeconds);
        results.get(target)?.push(await load(worker, target, durationSeconds));
      }
    }
    console.log(table(results));
    console.log(`\n${pageWeightTable(await pageWeights(path.join(projectRoot, 'dist', 'client')))}`);
    return 0;
  } finally {
    cancelDeadline();
    await worker?.stop();
    await rm(stateDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
