/**
 * @module The search alerts' queue messages (queue "search-alerts"): what the site's worker puts on it (the
 * alert API's confirmations, the Cron Trigger's id ranges) and the back office's consumer reads
 * (alertQueue.ts).
 */
import * as z from 'zod/mini';

/** Alert ids per `digests` message: a message's work stays well inside one invocation's limits. */
export const alertsPerMessage = 100;

export const alertMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('confirm'), alertId: z.int().check(z.positive()) }),
  z.object({ kind: z.literal('digests'), from: z.int().check(z.positive()), to: z.int().check(z.positive()), atMs: z.int() }),
]);
export type AlertMessage = z.infer<typeof alertMessageSchema>;

/** The queue's name, here and in production. */
export const alertQueueName = 'search-alerts';
/** Its dead-letter queue (backOffice/wrangler.toml): messages the queue gave up on, whose consumer records them on their alerts. */
export const alertDeadLetterQueueName = 'search-alerts-dlq';

/** Puts messages on the queue, at most 100 a call (the Queues API's limit for sendBatch). */
export async function enqueueAlertMessages(queue: Queue, messages: readonly AlertMessage[]): Promise<void> {
  for (let start = 0; start < messages.length; start += 100) {
    await queue.sendBatch(messages.slice(start, start + 100).map((body) => ({ body, contentType: 'json' as const })));
  }
}
