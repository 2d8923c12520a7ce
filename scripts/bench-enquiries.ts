/**
 * `npm run bench:enquiries [-- --count 500 --clients 50 --record]`
 *
 * Enquiries under failure, end to end, with the built worker under `wrangler dev`:
 *   - worker A: the built-in CMS on the demo data (the "real" upstream), with the service token;
 *   - a fake upstream CMS on 127.0.0.1 in front of A, which hangs, then answers 500, then refuses
 *     connections, and then recovers (FAULT_PLAN below);
 *   - worker B: the site in forwarding mode against the fake, whose send_email binding fails for the
 *     first seconds (a wrapper entry around the built worker asks the fake whether mail is down).
 * `--count` enquiries are sent to B's /api/site/leads from `--clients` concurrent clients while both fail.
 * Then it waits until every enquiry is delivered (or 3 minutes pass) and checks: every one answered 202
 * and recorded in B's outbox, delivered, stored once in A's D1 (one lead per Idempotency-Key), e-mailed
 * once to each recipient (the .eml files miniflare keeps), none lost. It prints the visitor's answer
 * time (p50, p95, p99, max) and exits non-zero when anything is lost or doubled. `--record` writes the
 * table into BENCHMARKS.md.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { findSentEmails } from './emails/sentEmails.ts';
import { machineLine, recordSection } from './benchmarksFile.ts';
import { hardDeadline } from './hardDeadline.ts';
import { percentile } from './statistics.ts';
import { prepareLocalDatabase } from './localDatabase.ts';
import { projectRoot } from './projectPaths.ts';
import { d1Query } from './tenants/wranglerTarget.ts';
import { type RunningWorker, requestWithHost, startWorker } from './workerProcess.ts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '500' }, clients: { type: 'string', default: '50' }, record: { type: 'boolean' } },
  strict: true,
});
const count = z.coerce.number().int().min(1).max(10_000).parse(values.count);
const clients = z.coerce.number().int().min(1).max(500).parse(values.clients);

const serviceToken = `bench-${'0123456789abcdef'.repeat(3)}`;

type Fault = 'hang' | 'status500' | 'refuse' | null;

/** What the upstream does, by seconds since the enquiries started; mail is down for the first `mailDownSeconds`. */
const FAULT_PLAN: { until: number; fault: Fault }[] = [
  { until: 4, fault: 'hang' },
  { until: 8, fault: 'status500' },
  { until: 12, fault: 'refuse' },
];
const mailDownSeconds = 20;

interface FaultCounts {
  hang: number;
  status500: number;
  refuse: number;
  passed: number;
  mailRefused: number;
}

/** The fake upstream: A behind it, with the planned faults; GET /__bench/mail says whether mail is down. */
async function startFakeUpstream(target: () => number, startedAt: () => number | null) {
  const counts: FaultCounts = { hang: 0, status500: 0, refuse: 0, passed: 0, mailRefused: 0 };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const since = startedAt();
    const seconds = since === null ? Infinity : (Date.now() - since) / 1000;
    if (req.url === '/__bench/mail') {
      const down = seconds < mailDownSeconds;
      if (down) counts.mailRefused++;
      res.end(down ? 'down' : 'up');
      return;
    }
    const fault = FAULT_PLAN.find((step) => seconds < step.until)?.fault ?? null;
    if (fault === 'hang') {
      counts.hang++;
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (fault === 'status500') {
      counts.status500++;
      req.resume();
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal_error"}');
      return;
    }
    if (fault === 'refuse') {
      counts.refuse++;
      req.socket.destroy();
      return;
    }
    counts.passed++;
    const upstream = http.request({ host: '127.0.0.1', port: target(), path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port for the fake upstream');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    counts,
    close: () => {
      for (const res of hanging) res.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** B's entry: the built worker with a send_email binding that fails while the fake says mail is down. */
async function writeFlakyMailEntry(): Promise<string> {
  const dir = path.join(projectRoot, 'dist', 'bench');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'flaky-mail-worker.js');
  // The built bundle (dist/worker/index.js), as the generated module imports it.
  const builtWorker = JSON.stringify(`./${path.relative(dir, path.join(projectRoot, 'dist', 'worker', 'index.js'))}`);
  await writeFile(
    file,
    `// Generated by scripts/bench-enquiries.ts: the built worker, its mail failing on the benchmark's cue.
import worker from ${builtWorker};
const wrapped = new WeakMap();
function flaky(env) {
  let flakyEnv = wrapped.get(env);
  if (!flakyEnv) {
    flakyEnv = { ...env, ENQUIRY_EMAIL: { async send(message) {
      const state = await (await fetch(env.CMS_API_ORIGIN + '/__bench/mail')).text();
      if (state === 'down') throw new Error('the mail service is down (benchmark)');
      return env.ENQUIRY_EMAIL.send(message);
    } } };
    wrapped.set(env, flakyEnv);
  }
  return flakyEnv;
}
export default {
  fetch: (request, env, ctx) => worker.fetch(request, flaky(env), ctx),
  queue: (batch, env, ctx) => worker.queue(batch, flaky(env), ctx),
  scheduled: (controller, env, ctx) => worker.scheduled(controller, flaky(env), ctx),
};
`,
  );
  return file;
}

async function main(): Promise<number> {
  const loadAtStart = os.loadavg();
  const templateStateDir = await mkdtemp(path.join(os.tmpdir(), 'edge-site-bench-enquiries-'));
  let upstreamWorker: RunningWorker | undefined;
  let site: RunningWorker | undefined;
  let startedAt: number | null = null;
  const fake = await startFakeUpstream(() => upstreamWorker?.port ?? 0, () => startedAt);
  const cancelDeadline = hardDeadline('bench:enquiries', 15 * 60_000, () => site);
  try {
    console.error('Preparing the demo data …');
    await prepareLocalDatabase({ size: 1_000, seed: 1, persistTo: templateStateDir });
    upstreamWorker = await startWorker({ templateStateDir, vars: { CMS_SERVICE_TOKEN: serviceToken } });
    site = await startWorker({
      templateStateDir,
      script: await writeFlakyMailEntry(),
      vars: {
        CMS_API_ORIGIN: fake.origin,
        CMS_SERVICE_TOKEN: serviceToken,
        CMS_UPSTREAM_TIMEOUT_MS: '1000',
        ENQUIRY_RETRY_DELAY_SECONDS: '1',
        SITE_CACHE_FRESH_SECONDS: '600',
      },
    });
    const host = `immo1.localhost:${site.port}`;
    const origin = `http://${host}`;
    // The tenant's shell, cached before the upstream fails: a visitor's enquiry needs no upstream.
    const warm = await requestWithHost(site.port, host, '/');
    if (warm.status !== 200) throw new Error(`the site does not answer: ${warm.status}`);
    const listings = z
      .array(z.object({ id: z.number() }))
      .parse(await d1Query({ kind: 'local', persistTo: upstreamWorker.stateDir }, 'SELECT id FROM properties WHERE franchise_id = 1 ORDER BY id LIMIT 50'))
      .map((row) => row.id);

    // The ceiling of this machine at the same concurrency: a static asset of the same worker.
    const assetTimes: number[] = [];
    let nextAsset = 0;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (nextAsset < count) {
          nextAsset++;
          const start = performance.now();
          await requestWithHost(site!.port, host, '/favicon.svg');
          assetTimes.push(performance.now() - start);
        }
      }),
    );

    console.error(`Sending ${count} enquiries from ${clients} clients while the upstream and the mail fail …`);
    startedAt = Date.now();
    const times: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        while (next < count) {
          const i = next++;
          const body = JSON.stringify({
            property_id: listings[i % listings.length],
            name: `Teszt Vevő ${i}`,
            email: `vevo.${i}@example.hu`,
            phone: '+36 30 123 4567',
            message: `Érdeklődöm az ingatlan iránt (mérés ${i}).`,
            consent: true,
            weboldal: '',
          });
          const start = performance.now();
          const res = await requestWithHost(site!.port, host, '/api/site/leads', {
            method: 'POST',
            // One address a client, as fifty visitors would come; each under the limit of 5 a minute per address.
            headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': `10.0.${client}.${Math.floor(i / clients)}` },
            body,
          });
          times.push(performance.now() - start);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    const sendSeconds = (Date.now() - startedAt) / 1000;

    console.error('Waiting for every enquiry to be delivered …');
    const outboxQuery = "SELECT state, count(*) AS n FROM enquiries GROUP BY state";
    const stateCounts = async () =>
      Object.fromEntries(z.array(z.object({ state: z.string(), n: z.number() })).parse(await d1Query({ kind: 'local', persistTo: site!.stateDir }, outboxQuery)).map((r) => [r.state, r.n]));
    let states: Record<string, number> = {};
    const waitUntil = Date.now() + 180_000;
    while (Date.now() < waitUntil) {
      states = await stateCounts();
      if ((states.delivered ?? 0) + (states.failed ?? 0) >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    const deliveredSeconds = (Date.now() - startedAt) / 1000;
    const ids = z
      .array(z.object({ id: z.string(), attempts: z.number(), emailed_to: z.string() }))
      .parse(await d1Query({ kind: 'local', persistTo: site.stateDir }, 'SELECT id, attempts, emailed_to FROM enquiries'));
    const leads = z
      .array(z.object({ n: z.number(), keys: z.number() }))
      .parse(await d1Query({ kind: 'local', persistTo: upstreamWorker.stateDir }, 'SELECT count(*) AS n, count(DISTINCT idempotency_key) AS keys FROM leads WHERE idempotency_key IS NOT NULL'))[0] ?? { n: 0, keys: 0 };

    // Every e-mail of the run (the .eml files miniflare wrote), by enquiry and recipient.
    const emails = await findSentEmails('X-Enquiry-Id', { projectRoot, withinMs: Date.now() - startedAt + 60_000 });
    // One e-mail per envelope recipient (the office in copy gets the same message): more than the
    // enquiry's recipients is a duplicate.
    const perEnquiry = new Map<string, number>();
    for (const email of emails) perEnquiry.set(email.headers['x-enquiry-id'] ?? '', (perEnquiry.get(email.headers['x-enquiry-id'] ?? '') ?? 0) + 1);
    const recipientsOf = (row: { emailed_to: string }) => row.emailed_to.split('\n').filter(Boolean).length;
    const expectedEmails = ids.reduce((sum, row) => sum + recipientsOf(row), 0);
    const duplicateEmails = ids.reduce((sum, row) => sum + Math.max(0, (perEnquiry.get(row.id) ?? 0) - recipientsOf(row)), 0);
    const enquiriesWithMail = new Set(emails.map((e) => e.headers['x-enquiry-id'])).size;
    const attempts = ids.map((row) => row.attempts);

    const sorted = [...times].sort((a, b) => a - b);
    const assetSorted = [...assetTimes].sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const accepted = statuses.get(202) ?? 0;
    const lost = count - Math.min(ids.length, leads.keys, enquiriesWithMail);
    const table = [
      `Enquiries under failure (\`npm run bench:enquiries\`), ${new Date().toISOString().slice(0, 10)}: ${count} enquiries from ${clients} concurrent clients to the`,
      'built worker under `wrangler dev` in forwarding mode, while its upstream CMS (a fake on 127.0.0.1 in front of a',
      `second worker) hangs for 4 s, answers 500 for 4 s and refuses connections for 4 s, and its send_email binding fails for the first ${mailDownSeconds} s.`,
      '',
      '| measure | value |',
      '|---|---|',
      `| answered | ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')} (sent in ${sendSeconds.toFixed(1)} s) |`,
      `| visitor's answer time p50 / p95 / p99 / max | ${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))} / ${ms(percentile(sorted, 99))} / ${ms(sorted.at(-1) ?? NaN)} |`,
      `| the same for a static asset of the worker, just before | ${ms(percentile(assetSorted, 50))} / ${ms(percentile(assetSorted, 95))} / ${ms(percentile(assetSorted, 99))} / ${ms(assetSorted.at(-1) ?? NaN)} |`,
      `| recorded in the outbox (worker's own D1) | ${ids.length} |`,
      `| delivery state | ${Object.entries(states).map(([state, n]) => `${n} ${state}`).join(', ')}, all settled ${deliveredSeconds.toFixed(0)} s after the first enquiry |`,
      `| attempts per enquiry (median / max) | ${percentile([...attempts].sort((a, b) => a - b), 50)} / ${Math.max(...attempts)} |`,
      `| leads stored upstream / distinct Idempotency-Keys | ${leads.n} / ${leads.keys} |`,
      `| e-mails sent / expected, duplicates, enquiries e-mailed | ${emails.length} / ${expectedEmails}, ${duplicateEmails}, ${enquiriesWithMail} |`,
      `| upstream calls hung / 500 / refused / passed; mail sends refused | ${fake.counts.hang} / ${fake.counts.status500} / ${fake.counts.refuse} / ${fake.counts.passed}; ${fake.counts.mailRefused} |`,
      `| lost | ${lost} |`,
      '',
      machineLine(loadAtStart),
    ].join('\n');
    console.log(table);
    if (values.record) await recordSection('bench-enquiries', table);
    const ok = accepted === count && ids.length === count && (states.delivered ?? 0) === count && leads.n === count && leads.keys === count && duplicateEmails === 0 && emails.length === expectedEmails && lost === 0;
    if (!ok) console.error('FAILED: an enquiry was refused, lost, stored twice or e-mailed twice (the table says which).');
    return ok ? 0 : 1;
  } finally {
    cancelDeadline();
    await site?.stop();
    await upstreamWorker?.stop();
    await fake.close();
    await rm(templateStateDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
