/**
 * @module The queue consumer of enquiries (the back office worker's, backOffice/wrangler.toml [[queues.consumers]]): each message is one
 * delivery attempt (deliverEnquiry.ts). Done or gone: acknowledged. Undeliverable: failed at once. Any
 * other failure: retried after a delay that doubles with each attempt, until the queue's max_retries
 * send it to the dead-letter queue, whose consumer (this one, by the queue's name) marks it failed.
 */
import * as z from 'zod/mini';
import type { BackOfficeBindings, Config } from '../../worker/env';
import { deliverEnquiry, type DeliveryOutcome } from './deliverEnquiry';
import { enquiryMessageSchema } from '../../worker/enquiries/enquiryMessage';
import { markAttemptFailed, markGivenUp } from '../../worker/enquiries/enquiryRecord';

/** The dead-letter queue's name ends so, here and in production (backOffice/wrangler.toml). */
const deadLetterSuffix = '-dlq';

/** The longest wait between two attempts. */
const maxRetryDelaySeconds = 3_600;

/**
 * The delay before the next attempt: `base` after the first, doubling, at most an hour.
 * @example retryDelaySeconds(3, 30) // 120
 */
export function retryDelaySeconds(attempts: number, base: number): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), maxRetryDelaySeconds);
}

async function attempt(env: BackOfficeBindings, config: Config, message: Message<unknown>, enquiryId: string): Promise<void> {
  let outcome: DeliveryOutcome;
  try {
    outcome = await deliverEnquiry(env, config, enquiryId);
  } catch (error) {
    // D1 itself failed: nothing was recorded, so nothing but a retry can help.
    outcome = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
  switch (outcome.kind) {
    case 'delivered':
    case 'gone':
      message.ack();
      return;
    case 'failed':
      console.error('Enquiry cannot be delivered', enquiryId, outcome.error);
      await markAttemptFailed(env.DB, enquiryId, outcome.error, true);
      message.ack();
      return;
    case 'busy':
      // Another message's attempt is delivering it; this one looks again once that claim has ended,
      // so a crashed attempt is still finished (its message may never come back).
      message.retry({ delaySeconds: Math.max(1, outcome.seconds + 1) });
      return;
    case 'retry': {
      const delaySeconds = retryDelaySeconds(message.attempts, config.ENQUIRY_RETRY_DELAY_SECONDS);
      console.warn('Enquiry delivery failed; retrying', enquiryId, `attempt ${message.attempts}, next in ${delaySeconds} s:`, outcome.error);
      await markAttemptFailed(env.DB, enquiryId, outcome.error, false).catch(() => {});
      message.retry({ delaySeconds });
    }
  }
}

/** Handles one batch of either queue. */
export async function handleEnquiryBatch(batch: MessageBatch<unknown>, env: BackOfficeBindings, config: Config): Promise<void> {
  const deadLetters = batch.queue.endsWith(deadLetterSuffix);
  await Promise.all(
    batch.messages.map(async (message) => {
      const parsed = z.safeParse(enquiryMessageSchema, message.body);
      if (!parsed.success) {
        console.error('Not an enquiry message; dropped', batch.queue, message.id);
        message.ack();
        return;
      }
      const { enquiryId } = parsed.data;
      if (!deadLetters) return attempt(env, config, message, enquiryId);
      console.error('Enquiry given up after its retries', enquiryId);
      try {
        await markGivenUp(env.DB, enquiryId);
        message.ack();
      } catch {
        message.retry();
      }
    }),
  );
}
