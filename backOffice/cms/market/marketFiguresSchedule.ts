/**
 * @module The back office's Cron Trigger (backOffice/wrangler.toml [triggers], every 15 minutes): the
 * stored price statistics that are out of date recomputed, a bounded batch per run (marketFigures.ts).
 * The forwarding mode has nothing stored: the upstream CMS computes its own.
 */
import type { BackOfficeBindings, Config } from '../../../worker/env';
import { refreshMarketFigures, type RefreshReport } from './marketFigures';

/** The cron expression that runs it (backOffice/wrangler.toml; scripts/refreshMarketFigures.test.ts checks). */
export const marketFiguresCron = '*/15 * * * *';

export async function runMarketFiguresSchedule(env: BackOfficeBindings, config: Config): Promise<RefreshReport | null> {
  if (config.CMS_API_ORIGIN !== undefined) return null;
  const report = await refreshMarketFigures(env.DB, new Date());
  if (report.refreshed || report.dropped || report.more) console.log('Market figures schedule', report);
  return report;
}
