/**
 * @module The Cron Trigger's work on search alerts (wrangler.toml, "0 5 * * *"): it only enqueues. It
 * reads the span of confirmed alert ids (one indexed query) and puts one `digests` message per
 * alertsPerMessage ids on the queue, so the work of sending grows with the queue's consumers, not with
 * one invocation; and it deletes alerts never confirmed once their link has expired.
 */
import { confirmLinkHours } from '../../domain/searchAlerts/searchAlert';
import type { Bindings, Config } from '../env';
import { type AlertMessage, alertsPerMessage, enqueueAlertMessages } from './alertMessage';
import { confirmedIdSpan, deleteUnconfirmedOlderThan } from './alertRecord';
import { requeueRetriedAlerts } from './alertFailures';

/** The cron expression of the alerts' run (wrangler.toml [triggers]); worker/index.ts dispatches by it. */
export const alertCron = '0 5 * * *';

/** The id ranges of `span`, alertsPerMessage ids each. */
function digestRanges(span: { min: number; max: number }, atMs: number): AlertMessage[] {
  const messages: AlertMessage[] = [];
  for (let from = span.min; from <= span.max; from += alertsPerMessage) messages.push({ kind: 'digests', from, to: Math.min(from + alertsPerMessage - 1, span.max), atMs });
  return messages;
}

export async function runAlertSchedule(env: Bindings, config: Config, atMs = Date.now()): Promise<{ messages: number; deleted: number }> {
  const deleted = await deleteUnconfirmedOlderThan(env.DB, confirmLinkHours);
  if (config.ALERT_LINK_SECRET === undefined) {
    console.warn('Search alerts are off: ALERT_LINK_SECRET is not set');
    return { messages: 0, deleted };
  }
  const span = await confirmedIdSpan(env.DB);
  const messages = span ? digestRanges(span, atMs) : [];
  await enqueueAlertMessages(env.ALERT_QUEUE, messages);
  console.log('Alert schedule', { messages: messages.length, deletedUnconfirmed: deleted });
  return { messages: messages.length, deleted };
}

/**
 * The five-minute Cron Trigger's share: the failed alerts an operator asked to retry (`npm run alerts:retry`)
 * go back on the queue, a pending one's confirmation or a confirmed one's digest as of `atMs`.
 */
export async function runAlertRetries(env: Bindings, config: Config, atMs = Date.now()): Promise<number> {
  if (config.ALERT_LINK_SECRET === undefined) return 0;
  const requeued = await requeueRetriedAlerts(env.DB, env.ALERT_QUEUE, atMs);
  if (requeued > 0) console.log('Alert retries', { requeued });
  return requeued;
}
