/**
 * @module The search alerts' queue (wrangler.toml, queue "search-alerts"): its two message kinds and
 * their consumer. `confirm` sends a new alert's confirmation e-mail; `digests` sends the due alerts of
 * one id range their digests (the Cron Trigger enqueues the ranges, alertSchedule.ts). A failed message
 * is retried by the queue; a message that is not ours is dropped.
 */
import * as z from 'zod/mini';
import type { Bindings, Config } from '../env';
import { sendConfirmation, sendDigests } from './alertDelivery';

/** Alert ids per `digests` message: a message's work stays well inside one invocation's limits. */
export const alertsPerMessage = 100;

export const alertMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('confirm'), alertId: z.int().check(z.positive()) }),
  z.object({ kind: z.literal('digests'), from: z.int().check(z.positive()), to: z.int().check(z.positive()), atMs: z.int() }),
]);
export type AlertMessage = z.infer<typeof alertMessageSchema>;

/** The queue's name, here and in production. */
export const alertQueueName = 'search-alerts';

/** Puts messages on the queue, at most 100 a call (the Queues API's limit for sendBatch). */
export async function enqueueAlertMessages(queue: Queue, messages: readonly AlertMessage[]): Promise<void> {
  for (let start = 0; start < messages.length; start += 100) {
    await queue.sendBatch(messages.slice(start, start + 100).map((body) => ({ body, contentType: 'json' as const })));
  }
}

/** Handles one batch of the alert queue. */
export async function handleAlertBatch(batch: MessageBatch<unknown>, env: Bindings, config: Config): Promise<void> {
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
