/**
 * @module The search alerts' queue consumer (the back office worker's, backOffice/wrangler.toml).
 * `confirm` sends a new alert's confirmation e-mail; `digests` sends the due alerts of one id range their
 * digests (the Cron Trigger enqueues the ranges, alertSchedule.ts). A failed message is retried by the
 * queue; a message that is not ours is dropped.
 */
import * as z from 'zod/mini';
import type { BackOfficeBindings, Config } from '../../worker/env';
import { sendConfirmation, sendDigests } from './alertDelivery';
import { alertMessageSchema } from '../../worker/searchAlerts/alertMessage';

/** Handles one batch of the alert queue. */
export async function handleAlertBatch(batch: MessageBatch<unknown>, env: BackOfficeBindings, config: Config): Promise<void> {
  const secret = config.ALERT_LINK_SECRET;
  for (const message of batch.messages) {
    const parsed = z.safeParse(alertMessageSchema, message.body);
    if (!parsed.success || secret === undefined) {
      console.error(parsed.success ? 'Alert message dropped: ALERT_LINK_SECRET is not set' : 'Not an alert message; dropped', message.id);
      message.ack();
      continue;
    }
    const body = parsed.data;
    try {
      if (body.kind === 'confirm') await sendConfirmation(env, config, body.alertId, secret);
      else {
        const started = Date.now();
        const run = await sendDigests(env, config, body, secret);
        // One line a message: what the range cost (the bench reads it; `ms` is wall time, D1 and mail included).
        if (run.alerts > 0) console.log('Alert digests', JSON.stringify({ from: body.from, to: body.to, ...run, ms: Date.now() - started }));
      }
      message.ack();
    } catch (error) {
      console.error('Alert message failed; retrying', body, error instanceof Error ? error.message : error);
      message.retry({ delaySeconds: 60 });
    }
  }
}
