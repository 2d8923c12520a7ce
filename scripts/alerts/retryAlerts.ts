/**
 * @module What `npm run alerts:retry` does: which failed search alerts it takes (one by id, or every failed
 * one) and the statement that asks for their retry. It only marks them; the site's five-minute Cron Trigger
 * puts them back on the queue (worker/searchAlerts/alertFailures.ts requeueRetriedAlerts): a pending alert's
 * confirmation, a confirmed one's digest of what is still news. An alert that has not failed is never taken.
 */
import * as z from 'zod';

export const retryAlertsOptionsSchema = z.union([
  z.object({ id: z.string().regex(/^[1-9][0-9]{0,14}$/, '--id must be an alert id, digits only, as alerts:failed prints it').transform(Number), all: z.literal(false) }),
  z.object({ id: z.undefined(), all: z.literal(true) }),
]);
type RetryAlertsOptions = z.infer<typeof retryAlertsOptionsSchema>;

/** The UPDATE, returning the ids it took. The id is a checked number, written into the SQL as is. */
export function retryAlertsSql(options: RetryAlertsOptions): string {
  const which = options.all ? '' : ` AND id = ${options.id}`;
  return `UPDATE search_alerts SET retry_requested_at = datetime('now') WHERE failed_at IS NOT NULL${which} RETURNING id`;
}
