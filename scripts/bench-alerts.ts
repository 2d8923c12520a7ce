/**
 * `npm run bench:alerts [-- --alerts 10000 --size 100000]`
 *
 * Search alerts at scale, with the built worker under `wrangler dev --test-scheduled`: the demo data of
 * `--size` listings, `--alerts` confirmed daily alerts spread over the four demo tenants with a handful of
 * realistic saved searches, all due, and news (200 listings that appeared and 200 reduced in price in the
 * last hour). It runs the alerts' Cron Trigger once and measures: the time the cron takes to enqueue, the
 * queue messages it made, each message's wall time (its 100 alerts: D1 and mail included, from the
 * consumer's log line), D1 rows read per alert, digests sent, and the time until every message is done.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { hardDeadline } from './hardDeadline.ts';
import { prepareLocalDatabase } from './localDatabase.ts';
import { median } from './statistics.ts';
import { d1ExecuteSql } from './tenants/wranglerTarget.ts';
import { requestWithHost, startWorker } from './workerProcess.ts';

const { values } = parseArgs({ options: { alerts: { type: 'string', default: '10000' }, size: { type: 'string', default: '100000' } }, strict: true });
const alertCount = z.coerce.number().int().min(1).max(1_000_000).parse(values.alerts);
const size = z.coerce.number().int().min(300).max(200_000).parse(values.size);

const tenants = [
  { subdomain: 'immo1', unit: ['franchise', 1] },
  { subdomain: 'lakaspont', unit: ['franchise', 2] },
  { subdomain: 'budapest13', unit: ['office', 13] },
  { subdomain: 'debrecen', unit: ['office', 21] },
] as const;
const queries = ['', 'rooms_min=2', 'price_max=60', 'price_min=30&price_max=90&rooms_min=3', 'property_types=1', 'sale_status=1', 'default_size_min=50&price_max=120', 'rooms_min=4&default_size_min=90'];

const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-alerts-'));
let running: { stop(): Promise<void> } | undefined;
const clearDeadline = hardDeadline('bench:alerts', 40 * 60_000, () => running);
console.log(`Preparing ${size} listings and ${alertCount} alerts…`);
await prepareLocalDatabase({ size, seed: 1, persistTo: dir });
const target = { kind: 'local', persistTo: dir } as const;
const rows: string[] = [];
for (let i = 0; i < alertCount; i++) {
  const tenant = tenants[i % tenants.length] ?? tenants[0];
  const query = queries[Math.floor(i / tenants.length) % queries.length] ?? '';
  rows.push(`('${tenant.subdomain}', 'http://${tenant.subdomain}.localhost:8787', '${tenant.unit[0]}', ${tenant.unit[1]}, 'bench.${i}@example.hu', '${query}', 'daily', 'confirmed', datetime('now', '-2 days'), datetime('now', '-25 hours'))`);
}
const statements = [];
for (let i = 0; i < rows.length; i += 500) {
  statements.push(`INSERT INTO search_alerts (subdomain, site_url, unit_type, unit_id, email, query, frequency, state, confirmed_at, last_sent_at) VALUES ${rows.slice(i, i + 500).join(',\n')};`);
}
statements.push("UPDATE properties SET created_at = datetime('now', '-30 minutes') WHERE id IN (SELECT id FROM properties ORDER BY id DESC LIMIT 200);");
// A price change as the CMS writes one: the history's row, then the price.
statements.push("INSERT OR IGNORE INTO property_price_changes (property_id, changed_at, old_price, new_price) SELECT id, datetime('now', '-20 minutes'), price, price - 1000000 FROM properties WHERE price > 5000000 ORDER BY id LIMIT 200;");
statements.push('UPDATE properties SET price = price - 1000000 WHERE id IN (SELECT id FROM properties WHERE price > 5000000 ORDER BY id LIMIT 200);');
await d1ExecuteSql(target, statements.join('\n'));

const worker = await startWorker({ templateStateDir: dir, testScheduled: true });
running = worker;
try {
  const started = performance.now();
  const cron = await requestWithHost(worker.port, `localhost:${worker.port}`, '/__scheduled?cron=0+5+*+*+*');
  const enqueueMs = performance.now() - started;
  if (cron.status !== 200) throw new Error(`the cron answered ${cron.status}: ${cron.body}`);
  const scheduleLine = /Alert schedule \{[^}]*messages: (\d+)/.exec(worker.output());
  const expected = Number(scheduleLine?.[1] ?? Math.ceil(alertCount / 100));
  const lineSchema = z.object({ from: z.number(), to: z.number(), alerts: z.number(), sent: z.number(), rowsRead: z.number(), ms: z.number() });
  const runs = () => [...worker.output().matchAll(/Alert digests (\{[^\n]*\})/g)].map((m) => lineSchema.parse(JSON.parse(m[1] ?? '{}')));
  while (runs().length < expected && performance.now() - started < 30 * 60_000) await new Promise((r) => setTimeout(r, 1000));
  const done = runs();
  const totalMs = performance.now() - started;
  const alerts = done.reduce((s, r) => s + r.alerts, 0);
  const sent = done.reduce((s, r) => s + r.sent, 0);
  const rowsRead = done.reduce((s, r) => s + r.rowsRead, 0);
  const times = done.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    [
      `| Figure | Value |`,
      `|---|---:|`,
      `| listings | ${size} |`,
      `| confirmed alerts, all due | ${alertCount} |`,
      `| cron: time to enqueue (request to /__scheduled) | ${enqueueMs.toFixed(0)} ms |`,
      `| queue messages (100 alerts each) | ${done.length} of ${expected} |`,
      `| time per message: median / max | ${median(times).toFixed(0)} / ${(times.at(-1) ?? 0).toFixed(0)} ms |`,
      `| alerts processed | ${alerts} |`,
      `| digests sent (alerts with news) | ${sent} |`,
      `| D1 rows read per alert | ${(rowsRead / Math.max(alerts, 1)).toFixed(0)} |`,
      `| all messages done after | ${(totalMs / 1000).toFixed(1)} s |`,
    ].join('\n'),
  );
} finally {
  clearDeadline();
  await worker.stop();
  await rm(dir, { recursive: true, force: true });
}
