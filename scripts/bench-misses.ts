/**
 * The miss benchmark: `npm run bench:misses` (builds first). Not a test.
 *
 * How long a visitor waits for the first byte of a page the HTML cache does not hold, when D1 is near
 * and when it is far. In production a miss reads D1 from the primary's region unless read replication
 * answers from a nearer replica (README "D1 read replicas"): each round trip a page makes to D1 costs
 * the visitor that distance once. Here the built worker runs twice on the demo data, once as it is and
 * once with every D1 query of a request's session delayed by `--latency` ms (D1_SIMULATED_LATENCY_MS,
 * worker/d1/databaseSession.ts), and each page of budapest13 and immo1 is rendered past the cache (the
 * operator's bypass) `--samples` times, one request at a time. A static asset of the same worker is
 * measured in the same run as the floor. A page that makes one round trip to D1 should wait about one
 * `--latency` more; the worker tests (worker/pages/missRoundTrips.test.ts) count the round trips.
 *
 *   node scripts/bench-misses.ts [--latency 50] [--samples 30] [--record]
 *
 * --record writes the table into BENCHMARKS.md (its `bench-misses` section).
 */
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { machineLine, recordSection } from './benchmarksFile.ts';
import { withBenchWorker } from './benchWorker.ts';
import { median, percentile } from './statistics.ts';
import { type TenantRoute, tenantRoutes } from './tenantRoutes.ts';
import type { RunningWorker } from './workerProcess.ts';

const { values: args } = parseArgs({
  options: { latency: { type: 'string', default: '50' }, samples: { type: 'string', default: '30' }, record: { type: 'boolean', default: false } },
});
const latencyMs = Number(args.latency);
const samples = Number(args.samples);
if (!Number.isInteger(latencyMs) || latencyMs < 1 || latencyMs > 1_000) throw new Error('--latency: whole milliseconds from 1 to 1000');
if (!Number.isInteger(samples) || samples < 3) throw new Error('--samples: a whole number of at least 3');

const bypassToken = 'bench-misses-bypass-token';

/** Milliseconds from sending a request until the response's first byte (its status line and headers). */
function timeToFirstByte(port: number, route: TenantRoute): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      { host: '127.0.0.1', port, path: route.path, headers: { host: route.host.replace(/:\d+$/, `:${port}`), 'accept-encoding': 'gzip', 'x-edge-cache-bypass': bypassToken } },
      (response) => {
        const firstByte = performance.now() - started;
        if (response.statusCode !== route.status) reject(new Error(`${route.host}${route.path} answered ${response.statusCode}`));
        response.resume();
        response.on('end', () => resolve(firstByte));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${route.path} timed out`)));
    request.end();
  });
}

interface Row {
  name: string;
  /** Median and 90th percentile of the time to first byte, ms. */
  p50: number;
  p90: number;
}


async function measure(worker: RunningWorker): Promise<Row[]> {
  const rows: Row[] = [];
  for (const subdomain of ['budapest13', 'immo1'] as const) {
    const routes = (await tenantRoutes(worker.port, subdomain)).filter((r) => r.kind === 'html' || r.name === 'static asset');
    for (const route of routes) {
      // The first request learns the tenant (settings into KV and memory): a miss after it is what a visitor meets.
      await timeToFirstByte(worker.port, route);
      const times: number[] = [];
      for (let i = 0; i < samples; i++) times.push(await timeToFirstByte(worker.port, route));
      rows.push({ name: `${subdomain} ${route.name}`, p50: median(times), p90: percentile([...times].sort((a, b) => a - b), 90) });
    }
  }
  return rows;
}

const loadAtStart = os.loadavg();
const near = await withBenchWorker('misses-near', 15 * 60_000, (worker) => measure(worker), { EDGE_CACHE_BYPASS_TOKEN: bypassToken });
const far = await withBenchWorker('misses-far', 15 * 60_000, (worker) => measure(worker), { EDGE_CACHE_BYPASS_TOKEN: bypassToken, D1_SIMULATED_LATENCY_MS: String(latencyMs) });

const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));
const table = [
  `Time to first byte of a page rendered past the HTML cache (the operator's bypass), ms, ${samples} requests one at a time per row, after one that taught the worker the tenant. "D1 +${latencyMs} ms": every D1 query and batch of the request's session waits ${latencyMs} ms first (D1_SIMULATED_LATENCY_MS), as a visitor far from the primary would. The static asset does not touch D1: the floor of the run.`,
  '',
  `| Page | p50, D1 near | p90, D1 near | p50, D1 +${latencyMs} ms | p90, D1 +${latencyMs} ms | Added at p50 | Round trips at p50 (added ÷ ${latencyMs}) |`,
  '|---|---:|---:|---:|---:|---:|---:|',
  ...near.map((row) => {
    const other = far.find((r) => r.name === row.name);
    const added = other ? other.p50 - row.p50 : Number.NaN;
    return `| ${row.name} | ${ms(row.p50)} | ${ms(row.p90)} | ${ms(other?.p50)} | ${ms(other?.p90)} | ${ms(added)} | ${(added / latencyMs).toFixed(2)} |`;
  }),
  '',
  machineLine(loadAtStart),
].join('\n');

console.log(table);
if (args.record) await recordSection('bench-misses', `## A miss near and far from the database (\`npm run bench:misses\`)\n\n${table}`);
