/**
 * `npm run market:refresh -- [--persist-to DIR]`: computes the stored price statistics of a local D1
 * (docs/decisions/026-precomputed-market-figures.md) with the built worker (dist/) under
 * `wrangler dev --test-scheduled` on that state: first every unit's pages that have none yet (its scope
 * and every place with a figure, asked of the built-in CMS, which computes and stores a missing answer),
 * then the Cron Trigger (GET /__scheduled?cron=*\/15 * * * *) again and again until a run leaves nothing,
 * each run's report read from the worker's log. The demo data's preparation runs it
 * (scripts/localDatabase.ts), so `npm start` serves stored figures from the first request. Prints how
 * long it took. Not while another wrangler dev holds the state.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { projectRoot } from './projectPaths.ts';
import { d1Query } from './tenants/wranglerTarget.ts';
import { type RunningWorker, requestWithHost, startWorker } from './workerProcess.ts';

/** The Cron Trigger's expression for the price statistics (worker/cms/market/marketFiguresSchedule.ts). */
export const marketFiguresCron = '*/15 * * * *';

const reportSchema = z.object({ refreshed: z.number(), dropped: z.number(), more: z.boolean(), milliseconds: z.number() });
type RunReport = z.infer<typeof reportSchema>;

/** The reports the worker logged (one JSON line a run that did something), in order. */
function reportsIn(log: string): RunReport[] {
  return [...log.matchAll(/Market figures schedule (\{.*?\})/g)].map((m) => reportSchema.parse(JSON.parse(m[1] ?? '')));
}

const unitRowSchema = z.object({ unit_type: z.enum(['franchise', 'office']), id: z.number() });
const placesSchema = z.object({ data: z.array(z.object({ slug: z.string() })) });

/** GET on the worker's public CMS API; fails unless it answers 200. */
async function cmsGet(worker: RunningWorker, pathAndQuery: string): Promise<string> {
  const answer = await requestWithHost(worker.port, 'localhost', pathAndQuery);
  if (answer.status !== 200) throw new Error(`${pathAndQuery} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return answer.body;
}

/** Asks the built-in CMS for every unit's scope and places with a figure, four at a time: each missing answer is computed and stored. Returns the pages asked. */
async function askEveryPage(worker: RunningWorker, units: readonly z.infer<typeof unitRowSchema>[]): Promise<number> {
  const queries: string[] = [];
  for (const unit of units) {
    const scope = `unit_type=${unit.unit_type}&${unit.unit_type}_id=${unit.id}`;
    const places = placesSchema.parse(JSON.parse(await cmsGet(worker, `/api/cms/market-prices/places?${scope}`))).data;
    queries.push(scope, ...places.map((p) => `${scope}&place=${p.slug}`));
  }
  let next = 0;
  const askNext = async (): Promise<void> => {
    for (let query = queries[next++]; query !== undefined; query = queries[next++]) await cmsGet(worker, `/api/cms/market-prices?${query}`);
  };
  await Promise.all([askNext(), askNext(), askNext(), askNext()]);
  return queries.length;
}

/** Computes every unit's pages on the state in `stateDir`, then runs the Cron Trigger until a run leaves nothing for the next; returns the pages asked and each run's report and wall time. */
export async function refreshMarketFiguresIn(stateDir: string): Promise<{ asked: number; askMs: number; runs: { report: RunReport; wallMs: number }[] }> {
  const units = z.array(unitRowSchema).parse(await d1Query({ kind: 'local', persistTo: stateDir }, "SELECT 'franchise' AS unit_type, id FROM franchises UNION ALL SELECT 'office', id FROM offices"));
  const worker = await startWorker({ templateStateDir: stateDir, stateInPlace: true, testScheduled: true });
  const runs: { report: RunReport; wallMs: number }[] = [];
  const askStarted = performance.now();
  let asked = 0;
  let askMs = 0;
  try {
    asked = await askEveryPage(worker, units);
    askMs = performance.now() - askStarted;
    for (;;) {
      const before = reportsIn(worker.output()).length;
      const started = performance.now();
      const answer = await requestWithHost(worker.port, 'localhost', `/__scheduled?cron=${encodeURIComponent(marketFiguresCron)}`);
      const wallMs = performance.now() - started;
      if (answer.status !== 200) throw new Error(`/__scheduled answered ${answer.status}: ${answer.body}`);
      // The log line may arrive just after the answer.
      let report: RunReport | undefined;
      for (let wait = 0; wait < 20 && report === undefined; wait++) {
        report = reportsIn(worker.output())[before];
        if (report === undefined) await new Promise((r) => setTimeout(r, 50));
      }
      // A run that did nothing logs nothing.
      if (report === undefined) break;
      runs.push({ report, wallMs });
      if (!report.more) break;
    }
  } finally {
    await worker.stop();
  }
  return { asked, askMs, runs };
}

/** One line about a refresh: pages asked, then the Cron Trigger's runs. */
export function refreshSummary({ asked, askMs, runs }: { asked: number; askMs: number; runs: readonly { report: RunReport; wallMs: number }[] }): string {
  const pages = runs.reduce((sum, r) => sum + r.report.refreshed, 0);
  const total = runs.reduce((sum, r) => sum + r.wallMs, 0);
  const longest = Math.max(0, ...runs.map((r) => r.wallMs));
  return `market figures: ${asked} pages asked in ${(askMs / 1000).toFixed(1)} s; then ${pages} recomputed by ${runs.length} Cron Trigger run(s), ${(total / 1000).toFixed(1)} s in all, the longest run ${(longest / 1000).toFixed(1)} s`;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { 'persist-to': { type: 'string' } }, strict: true });
  console.log(refreshSummary(await refreshMarketFiguresIn(path.resolve(values['persist-to'] ?? path.join(projectRoot, '.wrangler', 'state')))));
}
