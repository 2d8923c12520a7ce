/**
 * @module What `npm run alerts:failed` does: its options checked, the query of the search alerts whose
 * e-mail could not be sent (migrations/0013_alert_delivery_failures.sql), newest failure first, and each
 * written for a person or as a JSON line, every control character escaped (a saved query or an address is
 * a visitor's text).
 */
import * as z from 'zod';
import { escapeControls } from '../leads/listLeads.ts';

const maxAlertsListed = 1_000;

/** The command's flags, as parseArgs gives them (strings), checked and typed. */
export const failedAlertsOptionsSchema = z.object({
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, `--limit must be a whole number from 1 to ${maxAlertsListed}`)
    .transform(Number)
    .pipe(z.number().max(maxAlertsListed, `--limit must be at most ${maxAlertsListed}`))
    .default(50),
  json: z.boolean().default(false),
});
type FailedAlertsOptions = z.infer<typeof failedAlertsOptionsSchema>;

export const failedAlertRowSchema = z.object({
  id: z.number().int(),
  subdomain: z.string(),
  unit_type: z.string(),
  unit_id: z.number().int(),
  email: z.string(),
  query: z.string(),
  frequency: z.string(),
  state: z.string(),
  last_sent_at: z.string().nullable(),
  failed_at: z.string(),
  failure: z.string().nullable(),
  failures: z.number().int(),
  retry_requested_at: z.string().nullable(),
});
type FailedAlertRow = z.infer<typeof failedAlertRowSchema>;

/** The failed alerts, newest failure first; the limit is a checked number, written into the SQL as is. */
export function failedAlertsSql(options: FailedAlertsOptions): string {
  return `SELECT id, subdomain, unit_type, unit_id, email, query, frequency, state, last_sent_at, failed_at, failure, failures, retry_requested_at
FROM search_alerts WHERE failed_at IS NOT NULL ORDER BY failed_at DESC, id DESC LIMIT ${options.limit}`;
}

/** One JSON line with every control character escaped (JSON.stringify leaves DEL, C1 and the rest raw). */
export const failedAlertJson = (row: FailedAlertRow): string => escapeControls(JSON.stringify(row));

/**
 * One failed alert for a person to read: which, where, how often it failed and why, and its search.
 * @example formatFailedAlert(row) // '#12  failed 2026-11-28 05:00 UTC (2 times)  immo1 (franchise 1), daily, confirmed\n  …'
 */
export function formatFailedAlert(row: FailedAlertRow): string {
  const e = escapeControls;
  const retry = row.retry_requested_at ? `  [retry asked ${e(row.retry_requested_at.slice(0, 16))} UTC]` : '';
  return [
    `#${row.id}  failed ${e(row.failed_at.slice(0, 16))} UTC (${row.failures} time${row.failures === 1 ? '' : 's'})  ${e(row.subdomain)} (${e(row.unit_type)} ${row.unit_id}), ${e(row.frequency)}, ${e(row.state)}${retry}`,
    `  Reason: ${e(row.failure ?? 'unknown')}`,
    `  Search: /kereses${row.query ? `?${e(row.query)}` : ''}`,
    `  Address: ${e(row.email)}; last digest ${row.last_sent_at ? `${e(row.last_sent_at.slice(0, 16))} UTC` : 'never'}`,
  ].join('\n');
}
