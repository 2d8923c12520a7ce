/**
 * @module The search alerts' queue consumer (the back office worker's, backOffice/wrangler.toml).
 * `confirm` sends a new alert's confirmation e-mail; `digests` sends the due alerts of one id range their
 * digests (the Cron Trigger enqueues the ranges, alertSchedule.ts), one alert's failure recorded on it and
 * skipped (alertDelivery.ts). A failed message is retried by the queue, then goes to the dead-letter queue,
 * whose consumer (this one, by the queue's name) records the failure on the alerts the message still owed,
 * for an operator to list and retry (`npm run alerts:failed`, `alerts:retry`). A message that is not ours
 * is dropped.
 */
import * as z from 'zod/mini';
import type { BackOfficeBindings, Config } from '../../worker/env';
import { sendConfirmation, sendDigests } from './alertDelivery';
import { alertDeadLetterQueueName, type AlertMessage, alertMessageSchema } from '../../worker/searchAlerts/alertMessage';
import { recordAlertFailure, recordDeadLetter } from '../../worker/searchAlerts/alertFailures';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends what the message asks; throws when it must be retried. */
async function deliver(env: BackOfficeBindings, config: Config, body: AlertMessage, secret: string): Promise<void> {
  if (body.kind === 'confirm') {
    try {
      await sendConfirmation(env, config, body.alertId, secret);
    } catch (error) {
      // The message is this one alert: its failure is recorded on it (best effort) and the queue retries it.
      await recordAlertFailure(env.DB, body.alertId, `confirmation: ${errorText(error)}`).catch(() => {});
      throw error;
    }
    return;
  }
  const started = Date.now();
  const run = await sendDigests(env, config, body, secret);
  // One line a message: what the range cost (the bench reads it; `ms` is wall time, D1 and mail included).
  if (run.alerts > 0) console.log('Alert digests', JSON.stringify({ from: body.from, to: body.to, ...run, ms: Date.now() - started }));
}

/** Handles one batch of the alert queue or of its dead-letter queue. */
export async function handleAlertBatch(batch: MessageBatch<unknown>, env: BackOfficeBindings, config: Config): Promise<void> {
  const deadLetters = batch.queue === alertDeadLetterQueueName;
  const secret = config.ALERT_LINK_SECRET;
  for (const message of batch.messages) {
    const parsed = z.safeParse(alertMessageSchema, message.body);
    if (!parsed.success) {
      console.error('Not an alert message; dropped', message.id);
      message.ack();
      continue;
    }
    const body = parsed.data;
    if (deadLetters) {
      try {
        const marked = await recordDeadLetter(env.DB, body, `${alertDeadLetterQueueName}: the queue gave the message up after its retries`);
        console.error('Alert message dead-lettered; recorded as failed on its alerts', JSON.stringify({ ...body, alerts: marked }));
        message.ack();
      } catch (error) {
        console.error('Dead-lettered alert message not recorded; retrying', body, errorText(error));
        message.retry({ delaySeconds: 60 });
      }
      continue;
    }
    if (secret === undefined) {
      console.error('Alert message dropped: ALERT_LINK_SECRET is not set', message.id);
      message.ack();
      continue;
    }
    try {
      await deliver(env, config, body, secret);
      message.ack();
    } catch (error) {
      console.error('Alert message failed; retrying', body, errorText(error));
      message.retry({ delaySeconds: 60 });
    }
  }
}
