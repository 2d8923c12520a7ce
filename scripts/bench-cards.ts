/**
 * `npm run bench:cards` (issue 28): what a share card costs. Starts the built site worker and the share
 * card worker under one wrangler dev on the demo data, and measures, as workerd's on-CPU time around
 * single requests (/proc; both workers run in the one runtime process) and as wall time:
 *
 * - a static asset of the same worker (Workers Assets), the yardstick for a hit;
 * - the first card of a fresh isolate (the renderer's WebAssembly instantiated, the fonts unpacked);
 * - cold cards of each kind (listing, agent, office, home), each a card never drawn before;
 * - hits: the same listing cards again, answered from the Cache API.
 *
 * Every card is checked as a crawler would: 200, a PNG of 1200×630 within 300 kB. `-- --record` writes
 * the table into BENCHMARKS.md; `-- --listings N` sets how many listing cards (default 20).
 */
import http from 'node:http';
import os from 'node:os';
import { imageSize } from './imageSize.ts';
import { machineLine, recordSection } from './benchmarksFile.ts';
import { withBenchWorker } from './benchWorker.ts';
import { demoIds, demoTenants, type DemoTenant } from './demoPages.ts';
import { processCpuNs } from './processCpu.ts';
import { median } from './statistics.ts';
import { type RunningWorker, requestWithHost } from './workerProcess.ts';

const record = process.argv.includes('--record');
const listingsArgument = process.argv.indexOf('--listings');
const listingCount = listingsArgument === -1 ? 20 : Number(process.argv[listingsArgument + 1]);
if (!Number.isInteger(listingCount) || listingCount < 1 || listingCount > 200) {
  console.error('--listings takes a whole number from 1 to 200');
  process.exit(2);
}

interface Sample {
  cpuMs: number;
  wallMs: number;
  bytes: number;
}

/** One GET of raw bytes on a tenant host. */
function get(port: number, host: string, path: string): Promise<{ status: number; type: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(120_000, () => req.destroy(new Error(`${host}${path} timed out`)));
  });
}

/** workerd's CPU and the wall time of one request; a card must be a 1200×630 PNG or JPEG (as its type says) within 300 kB. */
async function measure(worker: RunningWorker, workerd: number, host: string, path: string, card: boolean): Promise<Sample> {
  const cpuBefore = await processCpuNs(workerd);
  const start = performance.now();
  const answer = await get(worker.port, host, path);
  const wallMs = performance.now() - start;
  const cpuMs = ((await processCpuNs(workerd)) - cpuBefore) / 1e6;
  if (answer.status !== 200) throw new Error(`${host}${path} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`);
  if (card) {
    const size = imageSize(answer.body);
    if (!size || answer.type !== size.type || size.width !== 1200 || size.height !== 630) throw new Error(`${host}${path} is no 1200×630 PNG or JPEG (${answer.type}, ${JSON.stringify(size)})`);
    if (answer.body.byteLength > 300_000) throw new Error(`${host}${path} is ${answer.body.byteLength} bytes, over 300 kB`);
  }
  return { cpuMs, wallMs, bytes: answer.body.byteLength };
}

/** The og:image path a page names. */
async function cardPath(worker: RunningWorker, host: string, page: string): Promise<string> {
  const html = (await requestWithHost(worker.port, host, page)).body;
  const image = /<meta data-head property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!image) throw new Error(`${host}${page} names no og:image`);
  const url = new URL(image);
  return `${url.pathname}${url.search}`;
}

/** Listing ids of a tenant, from the CMS API as any client reads them. */
async function listingIds(worker: RunningWorker, subdomain: DemoTenant, count: number): Promise<number[]> {
  const { unit } = demoTenants[subdomain];
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page++) {
    const answer = await requestWithHost(worker.port, `${subdomain}.localhost`, `/api/cms/properties/search?unit_type=${unit.type}&${unit.type}_id=${unit.id}&page=${page}`);
    const items: { id: number }[] = JSON.parse(answer.body).data.items;
    if (items.length === 0) break;
    ids.push(...items.map((i) => i.id));
  }
  return ids.slice(0, count);
}

interface Row {
  what: string;
  samples: Sample[];
  /** Cards have a PNG size to show. */
  card?: boolean;
}

const ms = (value: number) => value.toFixed(1);

function table(rows: Row[]): string {
  return [
    '| what | requests | workerd CPU ms, median | CPU ms, max | wall ms, median | card kB, median (max) |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(({ what, samples, card }) => {
      const cpu = samples.map((s) => s.cpuMs);
      const kb = samples.map((s) => s.bytes / 1000);
      const size = card ? `${median(kb).toFixed(1)} (${Math.max(...kb).toFixed(1)})` : '–';
      return `| ${what} | ${samples.length} | ${ms(median(cpu))} | ${ms(Math.max(...cpu))} | ${ms(median(samples.map((s) => s.wallMs)))} | ${size} |`;
    }),
  ].join('\n');
}

const loadAtStart = os.loadavg();
const started = new Date();

const rows = await withBenchWorker('bench-cards', 20 * 60_000, async (worker, workerd) => {
  const host = 'immo1.localhost';
  const ids = await demoIds(worker.port, 'immo1');
  const listings = await listingIds(worker, 'immo1', listingCount);
  // The addresses first, so the card rows time the cards alone (the pages are rendered here, not measured).
  const sitePath = await cardPath(worker, host, '/');
  const listingPaths = await Promise.all(listings.map((id) => cardPath(worker, host, `/ingatlan/${id}`)));
  const officePath = await cardPath(worker, host, `/iroda/${ids.office}`);
  const agentPath = await cardPath(worker, host, `/uzletkoto/${ids.agent}`);
  const otherHomes = await Promise.all((['lakaspont', 'budapest13', 'debrecen'] as const).map(async (t) => ({ host: `${t}.localhost`, path: await cardPath(worker, `${t}.localhost`, '/') })));
  const otherAgents = await Promise.all((['lakaspont', 'budapest13', 'debrecen'] as const).map(async (t) => ({ host: `${t}.localhost`, path: await cardPath(worker, `${t}.localhost`, `/uzletkoto/${(await demoIds(worker.port, t)).agent}`) })));
  const otherOffices = await Promise.all((['lakaspont', 'debrecen'] as const).map(async (t) => ({ host: `${t}.localhost`, path: await cardPath(worker, `${t}.localhost`, `/iroda/${(await demoIds(worker.port, t)).office}`) })));

  const result: Row[] = [];
  const staticSamples: Sample[] = [];
  for (let i = 0; i < 30; i++) staticSamples.push(await measure(worker, workerd, host, '/favicon.svg', false));
  result.push({ what: 'static asset (/favicon.svg), the yardstick', samples: staticSamples });
  // A page from the HTML cache: the other kind of cached answer, which goes through the tenant as a card hit does.
  const pageSamples: Sample[] = [];
  for (let i = 0; i < 30; i++) pageSamples.push(await measure(worker, workerd, host, `/ingatlan/${listings[0]}`, false));
  result.push({ what: 'a listing page from the HTML cache (first request left out)', samples: pageSamples.slice(1) });
  result.push({ what: 'first card of a fresh isolate (home, immo1): WebAssembly and fonts loaded', samples: [await measure(worker, workerd, host, sitePath, true)], card: true });
  const cold = async (targets: { host: string; path: string }[]) => {
    const samples: Sample[] = [];
    for (const t of targets) samples.push(await measure(worker, workerd, t.host, t.path, true));
    return samples;
  };
  result.push({ what: 'cold listing card', samples: await cold(listingPaths.map((path) => ({ host, path }))), card: true });
  result.push({ what: 'cold agent card', samples: await cold([{ host, path: agentPath }, ...otherAgents]), card: true });
  result.push({ what: 'cold office card', samples: await cold([{ host, path: officePath }, ...otherOffices]), card: true });
  result.push({ what: 'cold home card (the other three tenants)', samples: await cold(otherHomes), card: true });
  const hits: Sample[] = [];
  for (let round = 0; round < 3; round++) hits.push(...(await cold(listingPaths.map((path) => ({ host, path })))));
  result.push({ what: 'hit: a listing card again (Cache API)', samples: hits, card: true });
  return result;
});

const report = [
  `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine(loadAtStart)}.`,
  '',
  table(rows),
  '',
  'workerd CPU is the on-CPU time of the wrangler dev runtime process around one request (/proc schedstat): both',
  "workers' isolates, the local Cache API, D1 and KV, so it is an upper bound of what production bills the two workers.",
].join('\n');
console.log(report);
if (record) await recordSection('bench-cards', report);
