/**
 * @module The Cron Trigger's work on the stored price statistics (wrangler.toml [triggers], every 15
 * minutes): the out-of-date ones recomputed, a bounded batch per run (marketFigures.ts). The forwarding mode has nothing stored: the upstream CMS computes its own.
 */
import type { Bindings, Config } from '../../env';
import { refreshMarketFigures, type RefreshReport } from './marketFigures';

/** The cron expression that runs it; wrangler.toml names it beside the enquiries' (marketFiguresSchedule.test.ts checks). */
export const marketFiguresCron = '*/15 * * * *';

export async function runMarketFiguresSchedule(env: Bindings, config: Config): Promise<RefreshReport | null> {
  if (config.CMS_API_ORIGIN !== undefined) return null;
  const report = await refreshMarketFigures(env.DB, new Date());
  // One JSON line: scripts/refresh-market-figures.ts reads it from wrangler dev's log.
  if (report.refreshed || report.dropped || report.more) console.log(`Market figures schedule ${JSON.stringify(report)}`);
  return report;
}
