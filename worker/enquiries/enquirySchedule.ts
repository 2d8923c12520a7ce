/**
 * @module The Cron Trigger's work on enquiries (wrangler.toml [triggers]): send to the queue what was
 * recorded but never queued (the queue refused, or an operator asked for a redelivery), and delete
 * enquiries older than ENQUIRY_RETENTION_DAYS, as the privacy text next to the form promises.
 */
import type { Bindings, Config } from '../env';
import { enqueueEnquiries } from './enquiryMessage';
import { deleteEnquiriesOlderThan, markQueued, unqueuedEnquiries } from './enquiryRecord';

/** An enquiry this young may still be on its way to the queue from its request. */
const queueGraceSeconds = 60;

/** Most enquiries re-queued by one run (a queue batch takes 100). */
const requeueBatch = 100;

export async function runEnquirySchedule(env: Bindings, config: Config): Promise<{ requeued: number; deleted: { enquiries: number; leads: number } }> {
  const ids = await unqueuedEnquiries(env.DB, queueGraceSeconds, requeueBatch);
  await enqueueEnquiries(env.ENQUIRY_QUEUE, ids);
  await markQueued(env.DB, ids);
  const deleted = await deleteEnquiriesOlderThan(env.DB, config.ENQUIRY_RETENTION_DAYS);
  if (ids.length || deleted.enquiries || deleted.leads) console.log('Enquiry schedule', { requeued: ids.length, deleted });
  return { requeued: ids.length, deleted };
}
