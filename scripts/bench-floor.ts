/**
 * `npm run bench:floor`: the most any worker answer can reach against the static asset on this machine,
 * for comparing the bench's cache hits with. Not a test.
 *
 * Starts, under `wrangler dev` beside the same static files and run_worker_first rules as the site, a
 * worker that does nothing but answer: a fixed page of the property page's size with the site's headers
 * (the security headers of dist/client/_headers, which build.mjs makes from the worker's policy, with a
 * new CSP nonce; Cache-Control, Age, X-Cache), as a cache hit is answered, and
 * a two-byte text. Then loads the static asset, the page and the text in turn for `--rounds` rounds and
 * prints each one's requests/s and its ratio to the static asset loaded just before it.
 *
 *   node scripts/bench-floor.ts [--rounds 5] [--duration 6] [--connections 20] [--bytes 43106]
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { unstable_readConfig } from 'wrangler';
import { hardDeadline } from './hardDeadline.ts';
import { projectRoot } from './projectPaths.ts';
import { type RunningWorker, startWorker } from './workerProcess.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '6' },
    connections: { type: 'string', default: '20' },
    bytes: { type: 'string', default: '43106' },
  },
  strict: true,
});
const rounds = Number(args.rounds);
const durationSeconds = Number(args.duration);
const connections = Number(args.connections);
const bytes = Number(args.bytes);
for (const [flag, value] of Object.entries({ rounds, duration: durationSeconds, connections, bytes })) {
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

/** The do-nothing worker's source: its page and headers are fixed at start, only the nonce is new per answer. */
async function floorWorkerSource(): Promise<string> {
  const security = await staticSecurityHeaders();
  if (!security.some(([name]) => name === 'content-security-policy')) throw new Error('dist/client/_headers has no CSP: run node build.mjs');
  const head = '<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Floor</title></head><body>';
  const page = `${head}${'x'.repeat(Math.max(0, bytes - head.length - 14))}</body></html>`;
  return `const page = new TextEncoder().encode(${JSON.stringify(page)});
const security = ${JSON.stringify(security)};
export default {
  fetch(request) {
    if (new URL(request.url).pathname === '/text') return new Response('ok', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=120, stale-while-revalidate=1800', age: '0', 'x-cache': 'HIT' };
    for (const [name, value] of security) headers[name] = name === 'content-security-policy' ? value.replace("script-src 'self'", "script-src 'self' 'nonce-" + nonce + "'") : value;
    return new Response(page.slice(), { headers });
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

async function requestsPerSecond(worker: RunningWorker, requestPath: string, seconds: number): Promise<number> {
  const result = await autocannon({ url: `http://127.0.0.1:${worker.port}${requestPath}`, connections, duration: seconds });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${requestPath}: ${failed} of ${result.requests.total} requests failed`);
  return result.requests.total / result.duration;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'edge-site-floor-'));
  let worker: RunningWorker | undefined;
  const cancelDeadline = hardDeadline('bench:floor', 15 * 60_000, () => worker);
  try {
    await writeFile(path.join(dir, 'worker.js'), await floorWorkerSource());
    await writeFile(path.join(dir, 'wrangler.toml'), floorWranglerToml());
    const running = await startWorker({ templateStateDir: await mkdtemp(path.join(dir, 'state-')), cwd: dir });
    worker = running;
    const rows = { static: [] as number[], page: [] as number[], text: [] as number[], pageRatio: [] as number[], textRatio: [] as number[] };
    for (const requestPath of ['/favicon.svg', '/page', '/text']) await requestsPerSecond(running, requestPath, 2);
    for (let round = 1; round <= rounds; round++) {
      console.error(`  round ${round} …`);
      for (const [name, requestPath] of [['page', '/page'], ['text', '/text']] as const) {
        const ceiling = await requestsPerSecond(running, '/favicon.svg', durationSeconds);
        const measured = await requestsPerSecond(running, requestPath, durationSeconds);
        rows.static.push(ceiling);
        rows[name].push(measured);
        rows[name === 'page' ? 'pageRatio' : 'textRatio'].push(measured / ceiling);
      }
    }
    console.log(
      [
        `The floor: a worker that only answers, under wrangler dev beside the site's static files, ${rounds} rounds of ${durationSeconds} s at ${connections} connections, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}.`,
        '',
        '| Answer | Requests/s | × static asset |',
        '|---|---:|---:|',
        `| static asset (\`/favicon.svg\`) | ${mean(rows.static).toFixed(0)} | 1.00 |`,
        `| fixed page, ${bytes} bytes, the site's headers | ${mean(rows.page).toFixed(0)} | ${mean(rows.pageRatio).toFixed(2)} (${Math.min(...rows.pageRatio).toFixed(2)}–${Math.max(...rows.pageRatio).toFixed(2)}) |`,
        `| two-byte text | ${mean(rows.text).toFixed(0)} | ${mean(rows.textRatio).toFixed(2)} (${Math.min(...rows.textRatio).toFixed(2)}–${Math.max(...rows.textRatio).toFixed(2)}) |`,
      ].join('\n'),
    );
  } finally {
    cancelDeadline();
    await worker?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
