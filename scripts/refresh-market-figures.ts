/**
 * `npm run market:refresh -- [--persist-to DIR] [--seed]`: computes the stored price statistics of the
 * local D1 (docs/decisions/026-precomputed-market-figures.md) with the worker's own code, in Cron
 * Trigger-sized runs until none is out of date, and prints how long each run took. With --seed it first
 * adds a row for every unit's scope and every place with enough listings for a figure, as the demo data's
 * preparation does (scripts/localDatabase.ts), so `npm start` serves stored figures from the first
 * request. Do not run it while a wrangler dev holds the same state.
 *
 * Run it with the extensionless-import preload (npm run market:refresh does). On a running
 * `wrangler dev --test-scheduled`, GET /__scheduled?cron=*%2F15+*+*+*+* runs one Cron Trigger instead.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getPlatformProxy } from 'wrangler';
import { cronRefreshLimits, refreshMarketFigures, seedMarketFigures } from '../worker/cms/market/marketFigures';
import { projectRoot } from './projectPaths.ts';

const { values } = parseArgs({ options: { 'persist-to': { type: 'string' }, seed: { type: 'boolean', default: false } }, strict: true });
const persistTo = path.resolve(values['persist-to'] ?? path.join(projectRoot, '.wrangler', 'state'));

const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({ configPath: path.join(projectRoot, 'wrangler.toml'), persist: { path: path.join(persistTo, 'v3') } });
try {
  const now = new Date();
  if (values.seed) console.error(`market figures: ${await seedMarketFigures(env.DB, now)} pages to compute`);
  const started = performance.now();
  let runs = 0;
  let refreshed = 0;
  let slowest = 0;
  for (;;) {
    const report = await refreshMarketFigures(env.DB, now, cronRefreshLimits);
    runs++;
    refreshed += report.refreshed;
    slowest = Math.max(slowest, report.milliseconds);
    if (!report.more) break;
  }
  console.error(`market figures: ${refreshed} computed in ${runs} run(s) of at most ${cronRefreshLimits.maxFigures}, ${((performance.now() - started) / 1000).toFixed(1)} s in all, the longest run ${(slowest / 1000).toFixed(1)} s`);
} finally {
  await dispose();
}
