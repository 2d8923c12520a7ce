/**
 * @module What `npm run leads:redeliver` does: which enquiries it takes (one by id, or every failed
 * one) and the statement that hands them back to delivery. It marks them received and not queued; the
 * worker's Cron Trigger then queues them (worker/enquiries/enquirySchedule.ts). A delivered enquiry is
 * never taken: its agent has it. Whoever already got the e-mail does not get it again (emailed_to),
 * and the CMS keeps one lead per enquiry (Idempotency-Key).
 */
import * as z from 'zod';

export const redeliverOptionsSchema = z.union([
  z.object({ id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'the enquiry id is a UUID, as leads:list prints it'), failed: z.literal(false) }),
  z.object({ id: z.undefined(), failed: z.literal(true) }),
]);
type RedeliverOptions = z.infer<typeof redeliverOptionsSchema>;

/** The UPDATE, returning the ids it took. The id is a checked UUID, written into the SQL as is. */
export function redeliverSql(options: RedeliverOptions): string {
  const which = options.failed ? "state = 'failed'" : `id = '${options.id}' AND state != 'delivered'`;
  return `UPDATE enquiries SET state = 'received', queued_at = NULL WHERE ${which} RETURNING id`;
}
