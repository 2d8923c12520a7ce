/**
 * `npm run bench:floor`: the most any worker answer can reach against the static asset on this machine,
 * for comparing the bench's cache hits with, and which part of a cached page's answer costs what. Not a test.
 *
 * Starts, under `wrangler dev` beside the same static files and run_worker_first rules as the site, a
 * worker that does nothing but answer: a fixed page with the site's headers (the security headers of
 * dist/client/_headers, which build.mjs makes from the worker's policy, with a new CSP nonce;
 * Cache-Control, Age, X-Cache), as a cache hit is answered; the same page with only the headers issue 13
 * asks for, with Content-Type alone, and as text/plain (which wrangler dev's proxy does not rewrite); and
 * a two-byte text. Then loads each in turn, right after the static
 * asset, for `--rounds` rounds, and prints its requests/s, its ratio to that static asset, and the CPU
 * per request of wrangler's proxy and of the workerd that runs the worker.
 *
 * The page is the property page as the site answers it (the demo data under the built worker, fetched
 * once before); `--bytes N` answers a generated page of N bytes of markup instead.
 *
 * --record writes the report into BENCHMARKS.md (section `floor`).
 *
 *   node scripts/bench-floor.ts [--rounds 5] [--duration 6] [--connections 20] [--bytes N] [--record]
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { unstable_readConfig } from 'wrangler';
import { machineLine, recordSection } from './benchmarksFile.ts';
import { withBenchWorker } from './benchWorker.ts';
import { hardDeadline } from './hardDeadline.ts';
import { processCpuNs, workerRuntimePid, wranglerProxyPid } from './processCpu.ts';
import { projectRoot } from './projectPaths.ts';
import { mean, median } from './statistics.ts';
import { tenantRoutes } from './tenantRoutes.ts';
import { type RunningWorker, requestWithHost, startWorker } from './workerProcess.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '6' },
    connections: { type: 'string', default: '20' },
    bytes: { type: 'string' },
    record: { type: 'boolean', default: false },
  },
  strict: true,
});
const rounds = Number(args.rounds);
const durationSeconds = Number(args.duration);
const connections = Number(args.connections);
const bytes = args.bytes === undefined ? undefined : Number(args.bytes);
for (const [flag, value] of Object.entries({ rounds, duration: durationSeconds, connections, ...(bytes === undefined ? {} : { bytes }) })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${flag} takes a positive whole number`);
}

/** The security headers of every path in dist/client/_headers (the `/*` block), as name and value. */
async function staticSecurityHeaders(): Promise<[string, string][]> {
  const file = await readFile(path.join(projectRoot, 'dist', 'client', '_headers'), 'utf8');
  const block = file.split(/\n(?=\S)/).find((b) => b.startsWith('/*\n')) ?? '';
  return block
    .split('\n')
    .slice(1)
    .map((line) => /^\s+([^:]+):\s*(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => [m[1] ?? '', m[2] ?? '']);
}

/** The static asset every answer is compared with, as the site's bench does (scripts/tenantRoutes.ts). */
const staticAsset = '/favicon.svg';

/** The headers issue 13 asks of a cached page: its item 5's security headers (frame-ancestors is in the CSP) and item 3's cache headers. */
const requiredHeaders = ['content-type', 'cache-control', 'age', 'x-cache', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'content-security-policy'];

/** What the do-nothing worker answers, each beside the static asset: which part of a cached page's answer costs what. */
const answers = [
  { path: '/page', name: "page, the site's headers" },
  { path: '/page-required', name: `page, only the ${requiredHeaders.length} headers issue 13 asks for` },
  { path: '/page-bare', name: 'page, Content-Type only' },
  { path: '/page-text', name: "the page's bytes as text/plain, the site's headers" },
  { path: '/text', name: 'two-byte text, Content-Type only' },
] as const;

/**
 * A page of `size` bytes with about the property page's markup density (it has 557 elements and 897
 * attributes in 43 kB): wrangler dev's proxy runs every text/html answer through an HTMLRewriter, whose
 * cost grows with the tags.
 */
function floorPage(size: number): string {
  const head = '<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Floor</title></head><body>';
  const tail = '</body></html>';
  const card = '<li class="vuw9edb"><a href="/ingatlan/2484" class="_1r4gpp0u" title="Eladó tégla lakás">Eladó tégla lakás, 3 szoba, 72 m², Budapest XIII. kerület</a> <b class="m9xqnl4">62,9 M Ft</b></li>';
  const cards = card.repeat(Math.floor((size - head.length - tail.length) / Buffer.byteLength(card)));
  return `${head}${cards}${'x'.repeat(Math.max(0, size - Buffer.byteLength(head + cards + tail)))}${tail}`;
}

/** The property page as the built worker answers it with the demo data: the page a cache hit carries. */
async function propertyPage(): Promise<string> {
  return withBenchWorker('bench-floor-page', 5 * 60_000, async (worker) => {
    const property = (await tenantRoutes(worker.port, 'immo1')).find((route) => route.name === 'property');
    if (!property) throw new Error('the site has no property route');
    // The first answer renders (and may stream); the cached copy is the complete document a hit carries.
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await requestWithHost(worker.port, property.host, property.path);
      if (answer.status !== 200) throw new Error(`${property.path} answered ${answer.status}`);
      if (answer.headers['x-cache'] === 'HIT') return answer.body;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${property.path} was not answered from the cache after 10 requests`);
  });
}

/** The do-nothing worker's source: its page and headers are fixed at start, only the nonce is new per answer. */
async function floorWorkerSource(page: string): Promise<string> {
  const security = await staticSecurityHeaders();
  if (!security.some(([name]) => name === 'content-security-policy')) throw new Error('dist/client/_headers has no CSP: run node build.mjs');
  return `const page = new TextEncoder().encode(${JSON.stringify(page)});
const security = ${JSON.stringify(security)};
const required = new Set(${JSON.stringify(requiredHeaders)});
function pageHeaders(keep) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=120, stale-while-revalidate=1800', age: '0', 'x-cache': 'HIT' };
  for (const [name, value] of security) if (keep(name)) headers[name] = name === 'content-security-policy' ? value.replace("script-src 'self'", "script-src 'self' 'nonce-" + nonce + "'") : value;
  return headers;
}
export default {
  fetch(request) {
    switch (new URL(request.url).pathname) {
      case '/text': return new Response('ok', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
      case '/page-bare': return new Response(page.slice(), { headers: { 'content-type': 'text/html; charset=utf-8' } });
      case '/page-required': return new Response(page.slice(), { headers: pageHeaders((name) => required.has(name)) });
      case '/page-text': return new Response(page.slice(), { headers: { ...pageHeaders(() => true), 'content-type': 'text/plain; charset=utf-8' } });
      default: return new Response(page.slice(), { headers: pageHeaders(() => true) });
    }
  },
};
`;
}

/** wrangler.toml of the do-nothing worker: the site's runtime settings and static files, nothing else. */
function floorWranglerToml(): string {
  const site = unstable_readConfig({ config: path.join(projectRoot, 'wrangler.toml') });
  const toml = (value: unknown) => JSON.stringify(value);
  return [
    'name = "bench-floor"',
    'main = "worker.js"',
    `compatibility_date = ${toml(site.compatibility_date)}`,
    `compatibility_flags = ${toml(site.compatibility_flags)}`,
    '[assets]',
    `directory = ${toml(path.join(projectRoot, 'dist', 'client'))}`,
    'binding = "ASSETS"',
    ...(site.assets?.run_worker_first === undefined ? [] : [`run_worker_first = ${toml(site.assets.run_worker_first)}`]),
    '',
  ].join('\n');
}

/** One load of `requestPath`: its requests/s and the CPU each request cost the two workerd processes. */
interface Load {
  requestsPerSecond: number;
  proxyMicroseconds: number;
  runtimeMicroseconds: number;
}

async function load(worker: RunningWorker, pids: { proxy: number; runtime: number }, requestPath: string, seconds: number): Promise<Load> {
  const before = [await processCpuNs(pids.proxy), await processCpuNs(pids.runtime)] as const;
  const result = await autocannon({ url: `http://127.0.0.1:${worker.port}${requestPath}`, connections, duration: seconds });
  const after = [await processCpuNs(pids.proxy), await processCpuNs(pids.runtime)] as const;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${requestPath}: ${failed} of ${result.requests.total} requests failed`);
  const perRequest = (ns: number) => ns / 1000 / result.requests.total;
  return { requestsPerSecond: result.requests.total / result.duration, proxyMicroseconds: perRequest(after[0] - before[0]), runtimeMicroseconds: perRequest(after[1] - before[1]) };
}

/** A table row: mean requests/s, the mean (and range) of the paired ratios, median CPU per request in each process. */
function tableRow(name: string, loads: readonly Load[], ratios: readonly number[] | null): string {
  const ratio = ratios === null ? '1.00' : `${mean(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`;
  const proxy = median(loads.map((l) => l.proxyMicroseconds));
  const runtime = median(loads.map((l) => l.runtimeMicroseconds));
  return `| ${name} | ${mean(loads.map((l) => l.requestsPerSecond)).toFixed(0)} | ${ratio} | ${proxy.toFixed(0)} | ${runtime.toFixed(0)} | ${(proxy + runtime).toFixed(0)} |`;
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'edge-site-floor-'));
  let worker: RunningWorker | undefined;
  const cancelDeadline = hardDeadline('bench:floor', 20 * 60_000, () => worker);
  try {
    const page = bytes === undefined ? await propertyPage() : floorPage(bytes);
    await writeFile(path.join(dir, 'worker.js'), await floorWorkerSource(page));
    await writeFile(path.join(dir, 'wrangler.toml'), floorWranglerToml());
    const running = await startWorker({ templateStateDir: await mkdtemp(path.join(dir, 'state-')), cwd: dir });
    worker = running;
    const group = running.processGroup;
    const proxy = group === undefined ? null : await wranglerProxyPid(group);
    const runtime = group === undefined ? null : await workerRuntimePid(group);
    if (proxy === null || runtime === null) throw new Error("cannot find wrangler's two workerd processes in /proc");
    const pids = { proxy, runtime };
    const staticLoads: Load[] = [];
    const rows = answers.map((answer) => ({ ...answer, loads: [] as Load[], ratios: [] as number[] }));
    for (const requestPath of [staticAsset, ...answers.map((a) => a.path)]) await load(running, pids, requestPath, 2);
    for (let round = 1; round <= rounds; round++) {
      console.error(`  round ${round} …`);
      for (const row of rows) {
        const ceiling = await load(running, pids, staticAsset, durationSeconds);
        const measured = await load(running, pids, row.path, durationSeconds);
        staticLoads.push(ceiling);
        row.loads.push(measured);
        row.ratios.push(measured.requestsPerSecond / ceiling.requestsPerSecond);
      }
    }
    const staticAssetBytes = (await stat(path.join(projectRoot, 'dist', 'client', staticAsset))).size;
    const report = [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine(loadAtStart)}.`,
      '',
      `A worker that only answers, under wrangler dev beside the site's static files, ${rounds} rounds of ${durationSeconds} s at ${connections} connections. The page: ${bytes === undefined ? `the property page as the site answers it (demo data), ${Buffer.byteLength(page).toLocaleString('en')} bytes` : `${bytes.toLocaleString('en')} bytes of generated markup`}. Ratios are to the static asset loaded just before each load (mean, and range); CPU is each process's on-CPU time over the load divided by its requests (median of the rounds): wrangler's proxy, then the workerd that runs the worker.`,
      '',
      '| Answer | Requests/s | × static asset | proxy µs/request | runtime µs/request | both |',
      '|---|---:|---:|---:|---:|---:|',
      tableRow(`static asset (\`${staticAsset}\`, ${staticAssetBytes} bytes, the site's headers)`, staticLoads, null),
      ...rows.map((row) => tableRow(row.name, row.loads, row.ratios)),
      '',
      `Reproduce: \`npm run bench:floor -- --rounds ${rounds}${bytes === undefined ? '' : ` --bytes ${bytes}`}\` (\`-- --record\` writes this section).`,
    ].join('\n');
    console.log(report);
    if (args.record) await recordSection('floor', report);
  } finally {
    cancelDeadline();
    await worker?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
