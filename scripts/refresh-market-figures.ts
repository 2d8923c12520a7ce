/**
 * `npm run market:refresh -- [--persist-to DIR]`: computes the stored price statistics of a local D1
 * (docs/decisions/026-precomputed-market-figures.md) by running the worker's own Cron Trigger until
 * nothing is left: the built worker (dist/) under `wrangler dev --test-scheduled` on that state, GET
 * /__scheduled?cron=*\/15 * * * * again and again, each run's report read from the worker's log. The
 * first runs give every unit the rows of its scope and its places with figures, so this computes every
 * page. The demo data's preparation runs it (scripts/localDatabase.ts), so `npm start` serves stored
 * figures from the first request. Prints each run's duration. Not while another wrangler dev holds the state.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { projectRoot } from './projectPaths.ts';
import { requestWithHost, startWorker } from './workerProcess.ts';

/** The Cron Trigger's expression for the price statistics (worker/cms/market/marketFiguresSchedule.ts). */
export const marketFiguresCron = '*/15 * * * *';

const reportSchema = z.object({ seeded: z.number(), refreshed: z.number(), dropped: z.number(), more: z.boolean(), milliseconds: z.number() });
type RunReport = z.infer<typeof reportSchema>;

/** The reports the worker logged (one JSON line a run that did something), in order. */
function reportsIn(log: string): RunReport[] {
  return [...log.matchAll(/Market figures schedule (\{.*?\})/g)].map((m) => reportSchema.parse(JSON.parse(m[1] ?? '')));
}

/** Runs the Cron Trigger on the state in `stateDir` until a run leaves nothing for the next; returns each run's report and wall time. */
export async function refreshMarketFiguresIn(stateDir: string): Promise<{ report: RunReport; wallMs: number }[]> {
  const worker = await startWorker({ templateStateDir: stateDir, stateInPlace: true, testScheduled: true });
  const runs: { report: RunReport; wallMs: number }[] = [];
  try {
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
  return runs;
}

/** One line about a refresh: pages, runs, time. */
export function refreshSummary(runs: readonly { report: RunReport; wallMs: number }[]): string {
  const pages = runs.reduce((sum, r) => sum + r.report.refreshed, 0);
  const total = runs.reduce((sum, r) => sum + r.wallMs, 0);
  const longest = Math.max(0, ...runs.map((r) => r.wallMs));
  return `market figures: ${pages} pages computed by ${runs.length} Cron Trigger run(s), ${(total / 1000).toFixed(1)} s in all, the longest run ${(longest / 1000).toFixed(1)} s`;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { 'persist-to': { type: 'string' } }, strict: true });
  const runs = await refreshMarketFiguresIn(path.resolve(values['persist-to'] ?? path.join(projectRoot, '.wrangler', 'state')));
  console.log(refreshSummary(runs));
}
