/**
 * `npm run market:refresh -- [--persist-to DIR]`: computes the stored price statistics of a local D1
 * (docs/decisions/026-precomputed-market-figures.md) with the built workers (dist/) under `wrangler dev`
 * on that state: every unit's scope and every place with a figure asked of the built-in CMS, which
 * computes and stores a missing or out-of-date answer (and reads a current one). The demo data's
 * preparation runs it (scripts/localDatabase.ts), so `npm start` serves stored figures from the first
 * request. Prints how long it took. Not while another wrangler dev holds the state.
 */
import path from 'node:path';
import * as z from 'zod';
import { projectRoot } from './projectPaths.ts';
import { readCommandLine } from './tenants/commandLine.ts';
import { d1Query } from './tenants/wranglerTarget.ts';
import { type RunningWorker, requestWithHost, startWorker } from './workerProcess.ts';

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

/** Computes every unit's pages on the state in `stateDir`; returns how many were asked and how long it took. */
export async function refreshMarketFiguresIn(stateDir: string): Promise<{ asked: number; askMs: number }> {
  const units = z.array(unitRowSchema).parse(await d1Query({ kind: 'local', persistTo: stateDir }, "SELECT 'franchise' AS unit_type, id FROM franchises UNION ALL SELECT 'office', id FROM offices"));
  const worker = await startWorker({ templateStateDir: stateDir, stateInPlace: true });
  try {
    const started = performance.now();
    const asked = await askEveryPage(worker, units);
    return { asked, askMs: performance.now() - started };
  } finally {
    await worker.stop();
  }
}

/** One line about a refresh. */
export function refreshSummary({ asked, askMs }: { asked: number; askMs: number }): string {
  return `market figures: ${asked} pages asked of the built-in CMS in ${(askMs / 1000).toFixed(1)} s`;
}

if (import.meta.main) {
  const usage = 'Usage: npm run market:refresh -- [--persist-to DIR]';
  const { values } = readCommandLine({ options: { 'persist-to': { type: 'string' }, help: { type: 'boolean' } } }, usage);
  console.log(refreshSummary(await refreshMarketFiguresIn(path.resolve(values['persist-to'] ?? path.join(projectRoot, '.wrangler', 'state')))));
}
