/**
 * The load test: `npm run load` (builds first). A script, not a timed test.
 *
 * Prepares the demo data, starts the built worker under `wrangler dev` (workerd), finds every route of
 * two tenants (a franchise site and an office site, scripts/tenantRoutes.ts) and sends them, round
 * robin, over `--connections` connections for `--duration` seconds with autocannon. Every answer is
 * checked (scripts/answerCheck.ts: the route's status, its content type, a whole HTML page or JSON
 * that parses). Memory: workerd's resident memory sampled every second from /proc, the isolate's
 * JavaScript heap after a full collection before and after the load (the worker's own memory), and a
 * control runs of a static file and of robots.txt alone. Prints a markdown report; exits 1 on any 5xx, malformed
 * answer, error or timeout, or when the isolate keeps heap it did not have before the load.
 *
 *   node scripts/load.ts [--connections 200] [--duration 60] [--tenants immo1,budapest13] [--record]
 *
 * --record writes the report into BENCHMARKS.md (its `load` section).
 * It stops by itself: a hard deadline ends the run (and the worker) whatever happens.
 */
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { answerProblem } from './answerCheck.ts';
import { machineLine, recordSection } from './benchmarksFile.ts';
import { withBenchWorker } from './benchWorker.ts';
import { isolateHeapAfterGc, workerInspectorUrl } from './inspector.ts';
import { residentBytes } from './processCpu.ts';
import { demoTenant, type TenantRoute, tenantRoutes } from './tenantRoutes.ts';
import { requestWithHost, type RunningWorker } from './workerProcess.ts';

const deadlineMs = 15 * 60_000;
/**
 * The worker's memory is steady when its isolate's JavaScript heap after a full collection ends within
 * this share (or heapSlackBytes) of where it began. workerd's RSS is reported beside it, with two
 * control runs: a static file (the worker never runs) and robots.txt (the worker runs, barely works).
 */
const heapGrowthLimit = 0.25;
const heapSlackBytes = 2 * 1024 * 1024;
const controlSeconds = 15;

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    tenants: { type: 'string', default: 'immo1,budapest13' },
    record: { type: 'boolean', default: false },
  },
  strict: true,
});
const connections = Number(args.connections);
const durationSeconds = Number(args.duration);
const tenants = args.tenants.split(',').filter(Boolean).map(demoTenant);
for (const [flag, value] of Object.entries({ connections, duration: durationSeconds })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${flag} takes a positive whole number`);
}

interface RouteTally {
  route: TenantRoute;
  answers: number;
  serverErrors: number;
  malformed: number;
  /** The first few problems, to say what went wrong. */
  examples: string[];
}

interface MemorySample {
  atSeconds: number;
  bytes: number;
}

/** A header of autocannon's answer by name in any case (it keeps the server's spelling). */
function headerValue(headers: IncomingHttpHeaders | undefined, name: string): string | undefined {
  const value = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value[0] : value;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
/** The heap is a few MiB: a tenth shows whether it grew. */
const heapMib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Samples `pid`'s resident memory every second until stopped. */
function sampleMemory(pid: number, started: number): { samples: MemorySample[]; stop: () => void } {
  const samples: MemorySample[] = [];
  const timer = setInterval(() => {
    void residentBytes(pid).then((bytes) => {
      if (bytes !== null) samples.push({ atSeconds: (performance.now() - started) / 1000, bytes });
    });
  }, 1_000);
  return { samples, stop: () => clearInterval(timer) };
}

interface MemoryFigures {
  /** RSS before the load, after every route was answered once. */
  before: number;
  samples: MemorySample[];
  /** RSS 10 s after the load. */
  after: number | null;
  /** The isolate's JavaScript heap after a full collection, before the load and 10 s after it. */
  heapBefore: number;
  heapAfter: number;
  /** The controls: RSS growth while one route alone was loaded, and the requests it took. */
  controls: { route: TenantRoute; growthBytes: number; requests: number }[];
}

/** The sample nearest to `fraction` of the run. */
const sampleAt = (samples: readonly MemorySample[], fraction: number) => samples.find((s) => s.atSeconds >= durationSeconds * fraction) ?? samples.at(-1);

const kibPer = (bytes: number, requests: number) => `${(bytes / 1024 / Math.max(requests, 1)).toFixed(0)} KiB`;

function report(tallies: readonly RouteTally[], result: autocannon.Result, memory: MemoryFigures, loadAtStart: number[]) {
  const problems: string[] = [];
  const last = memory.samples.at(-1);
  const peak = memory.samples.reduce((max, s) => Math.max(max, s.bytes), memory.before);
  const heapGrowth = memory.heapAfter - memory.heapBefore;
  const heapKept = heapGrowth > heapSlackBytes && heapGrowth / memory.heapBefore > heapGrowthLimit;
  if (heapKept) problems.push(`the isolate kept ${mib(heapGrowth)} more JavaScript heap after the load than before it`);
  const rssSeries = [0.25, 0.5, 0.75].map((f) => sampleAt(memory.samples, f)).map((s) => (s ? `${mib(s.bytes)} at ${s.atSeconds.toFixed(0)} s` : 'n/a'));
  const loadGrowth = (last?.bytes ?? memory.before) - memory.before;
  const memoryText = [
    `Memory. The worker's own: its isolate's JavaScript heap after a full garbage collection (a heap snapshot over the inspector) was ${heapMib(memory.heapBefore)} before the load and ${heapMib(memory.heapAfter)} 10 s after it (steady: at most ${heapGrowthLimit * 100}% or ${mib(heapSlackBytes)} more): ${heapKept ? '**it kept memory**' : 'steady'}.`,
    `workerd's resident memory (the process that runs the worker, /proc/<pid>/status VmRSS, every second): start ${mib(memory.before)}, ${rssSeries.join(', ')}, peak ${mib(peak)}, end ${last ? mib(last.bytes) : 'n/a'}, ${memory.after === null ? 'n/a' : mib(memory.after)} 10 s after;`,
    `${kibPer(loadGrowth, result.requests.total)} per request. Controls, ${controlSeconds} s of one route alone: ${memory.controls.map((c) => `${c.route.name} \`${c.route.path}\` ${kibPer(c.growthBytes, c.requests)} per request`).join(', ')}.`,
  ].join(' ');
  const serverErrors = tallies.reduce((sum, t) => sum + t.serverErrors, 0);
  const malformed = tallies.reduce((sum, t) => sum + t.malformed, 0);
  if (serverErrors > 0) problems.push(`${serverErrors} answers were 5xx`);
  if (malformed > 0) problems.push(`${malformed} answers were malformed`);
  if (result.errors + result.timeouts > 0) problems.push(`${result.errors} connection errors and ${result.timeouts} timeouts`);
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine(loadAtStart)}.`,
    '',
    `The built worker under \`wrangler dev\` (workerd) with the demo data; autocannon, ${connections} connections for ${durationSeconds} s, every route of ${tenants.join(' and ')} in turn on each connection, each from its own first route (${tallies.length} routes). Each answer checked for the route's status, its content type and a whole body (HTML ending with </html>, JSON that parses, XML and SVG with their closing element).`,
    '',
    `| Requests | Requests/s | p50 ms | p99 ms | max ms | 5xx | Malformed | Errors | Timeouts |`,
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${result.requests.total} | ${(result.requests.total / result.duration).toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${serverErrors} | ${malformed} | ${result.errors} | ${result.timeouts} |`,
    '',
    memoryText,
    '',
    '| Tenant | Route | Path | Answers | 5xx | Malformed |',
    '|---|---|---|---:|---:|---:|',
    ...tallies.map((t) => `| ${t.route.host.split('.')[0]} | ${t.route.name} | \`${t.route.path}\` | ${t.answers} | ${t.serverErrors} | ${t.malformed} |`),
    '',
    problems.length === 0 ? 'Zero 5xx, zero malformed answers, no errors or timeouts; the worker\'s memory steady.' : `**Problems:** ${problems.join('; ')}.`,
    ...tallies.flatMap((t) => t.examples.map((e) => `- ${t.route.host.split('.')[0]} ${t.route.path}: ${e}`)),
    '',
    `Reproduce: \`npm run load\` (\`-- --connections 200 --duration 60\` are the defaults; \`-- --record\` writes this section).`,
  ];
  return { markdown: lines.join('\n'), problems };
}

/**
 * workerd's RSS growth while one route alone is loaded, for a static file (the worker never runs) and
 * robots.txt (the worker runs and barely works): what a request costs the process whatever the page does.
 */
async function memoryControls(worker: RunningWorker, workerd: number, routes: readonly TenantRoute[]) {
  const controls = [];
  for (const name of ['static asset', 'robots.txt']) {
    const route = routes.find((r) => r.name === name);
    if (!route) throw new Error(`no ${name} route`);
    console.error(`Control: ${name} alone for ${controlSeconds} s …`);
    const before = (await residentBytes(workerd)) ?? 0;
    const result = await autocannon({ url: `http://127.0.0.1:${worker.port}${route.path}`, headers: { host: route.host }, connections, duration: controlSeconds });
    controls.push({ route, growthBytes: ((await residentBytes(workerd)) ?? before) - before, requests: result.requests.total });
  }
  return controls;
}

/** Every route once before the clock starts: a route that is broken when idle is not a load problem. */
async function checkEveryRoute(worker: RunningWorker, routes: readonly TenantRoute[]): Promise<void> {
  for (const route of routes) {
    const answer = await requestWithHost(worker.port, route.host, route.path);
    const problem = answerProblem(route, answer.status, String(answer.headers['content-type'] ?? ''), answer.body);
    if (problem) throw new Error(`${route.host}${route.path} before the load: ${problem}`);
  }
}

/**
 * Loads the routes for the run's duration: each connection walks every route in turn from its own
 * starting point, so all routes are loaded alike however short the run; its context says which route
 * an answer is for, and each answer is checked and counted on its route's tally.
 */
function loadRoutes(worker: RunningWorker, tallies: readonly RouteTally[]): Promise<autocannon.Result> {
  const firstTally = tallies[0];
  if (!firstTally) throw new Error('no routes to load');
  const connectionState = new WeakMap<object, { next: number; current: RouteTally }>();
  const stateOf = (context: object) => {
    let state = connectionState.get(context);
    if (!state) {
      const start = Math.floor(Math.random() * tallies.length);
      state = { next: start, current: tallies[start] ?? firstTally };
      connectionState.set(context, state);
    }
    return state;
  };
  return autocannon({
    url: `http://127.0.0.1:${worker.port}`,
    connections,
    duration: durationSeconds,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const state = stateOf(context);
          const tally = tallies[state.next % tallies.length] ?? state.current;
          state.next++;
          state.current = tally;
          return { ...request, path: tally.route.path, headers: { host: tally.route.host } };
        },
        onResponse: (status, body, context, headers) => {
          const tally = stateOf(context).current;
          tally.answers++;
          if (status >= 500) tally.serverErrors++;
          const problem = answerProblem(tally.route, status, headerValue(headers, 'content-type'), body);
          if (problem) {
            tally.malformed++;
            if (tally.examples.length < 3) tally.examples.push(problem);
          }
        },
      },
    ],
  });
}

async function run(worker: RunningWorker, workerd: number, loadAtStart: number[]) {
  const routes = (await Promise.all(tenants.map((t) => tenantRoutes(worker.port, t)))).flat();
  await checkEveryRoute(worker, routes);
  const tallies = routes.map((route): RouteTally => ({ route, answers: 0, serverErrors: 0, malformed: 0, examples: [] }));
  const inspector = await workerInspectorUrl(worker);
  const heapBefore = await isolateHeapAfterGc(inspector);
  const before = (await residentBytes(workerd)) ?? 0;
  const memory = sampleMemory(workerd, performance.now());
  console.error(`Loading ${routes.length} routes of ${tenants.join(', ')} with ${connections} connections for ${durationSeconds} s …`);
  const result = await loadRoutes(worker, tallies);
  memory.stop();
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const after = await residentBytes(workerd);
  const heapAfter = await isolateHeapAfterGc(inspector);
  const controls = await memoryControls(worker, workerd, routes);
  return report(tallies, result, { before, samples: memory.samples, after, heapBefore: heapBefore.usedBytes, heapAfter: heapAfter.usedBytes, controls }, loadAtStart);
}

async function main(): Promise<number> {
  const loadAtStart = os.loadavg();
  const { markdown, problems } = await withBenchWorker('load', deadlineMs, (worker, workerd) => run(worker, workerd, loadAtStart));
  console.log(markdown);
  if (args.record) await recordSection('load', markdown);
  return problems.length > 0 ? 1 : 0;
}

process.exitCode = await main();
