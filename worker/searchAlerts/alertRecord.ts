/**
 * @module Search alerts in D1 (migrations/0011_search_alerts.sql): created pending, confirmed by the
 * signed link, read in id ranges by the queue consumer, deleted with their address.
 */
import * as z from 'zod/mini';
import type { AlertFrequency } from '../../domain/searchAlerts/searchAlert';
import type { Unit } from '../../domain/tenant/unit';

const alertRowSchema = z.object({
  id: z.int(),
  subdomain: z.string(),
  site_url: z.string(),
  unit_type: z.enum(['franchise', 'office']),
  unit_id: z.int(),
  email: z.string(),
  query: z.string(),
  frequency: z.enum(['daily', 'weekly']),
  state: z.enum(['pending', 'confirmed']),
  created_at: z.string(),
  confirmed_at: z.nullable(z.string()),
  last_sent_at: z.nullable(z.string()),
  // The last delivery failure's time (migrations/0013_alert_delivery_failures.sql).
  failed_at: z.nullable(z.string()),
});
export type AlertRow = z.infer<typeof alertRowSchema>;

export const unitOfAlert = (alert: Pick<AlertRow, 'unit_type' | 'unit_id'>): Unit => ({ type: alert.unit_type, id: alert.unit_id });

/** How many alerts an address has on a site, for the creation rule (searchAlertRules.ts mayCreateAlert). */
export async function alertCountOfAddress(db: D1Database, subdomain: string, email: string): Promise<number> {
  return z.int().parse(await db.prepare('SELECT count(*) AS n FROM search_alerts WHERE email = ? AND subdomain = ?').bind(email, subdomain).first('n'));
}

/** Records a pending alert; its id. */
export async function createAlert(
  db: D1Database,
  alert: { subdomain: string; siteUrl: string; unit: Unit; email: string; query: string; frequency: AlertFrequency },
): Promise<number> {
  const row = await db
    .prepare('INSERT INTO search_alerts (subdomain, site_url, unit_type, unit_id, email, query, frequency) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(alert.subdomain, alert.siteUrl, alert.unit.type, alert.unit.id, alert.email, alert.query, alert.frequency)
    .first('id');
  return z.int().parse(row);
}

export async function readAlert(db: D1Database, id: number): Promise<AlertRow | null> {
  const row = await db.prepare('SELECT * FROM search_alerts WHERE id = ?').bind(id).first();
  return row ? alertRowSchema.parse(row) : null;
}

/** Confirms a pending alert: its news count from now. False when it was not pending (a replayed link). */
export async function confirmAlert(db: D1Database, id: number): Promise<boolean> {
  const result = await db.prepare("UPDATE search_alerts SET state = 'confirmed', confirmed_at = datetime('now'), last_sent_at = datetime('now') WHERE id = ? AND state = 'pending'").bind(id).run();
  return result.meta.changes === 1;
}

/** Deletes the alert and so its address. False when there was none. */
export async function deleteAlert(db: D1Database, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM search_alerts WHERE id = ?').bind(id).run();
  return result.meta.changes === 1;
}

export async function setAlertFrequency(db: D1Database, id: number, frequency: AlertFrequency): Promise<boolean> {
  const result = await db.prepare("UPDATE search_alerts SET frequency = ? WHERE id = ? AND state = 'confirmed'").bind(frequency, id).run();
  return result.meta.changes === 1;
}

/** Marks a digest sent: the next one counts from `sentAt` (the time its listings were read). */
export async function markDigestSent(db: D1Database, id: number, sentAt: string): Promise<void> {
  await db.prepare('UPDATE search_alerts SET last_sent_at = ? WHERE id = ?').bind(sentAt, id).run();
}

/** The lowest and highest id of confirmed alerts, for the cron's ranges; null when there are none. */
export async function confirmedIdSpan(db: D1Database): Promise<{ min: number; max: number } | null> {
  const row = await db.prepare("SELECT min(id) AS min, max(id) AS max FROM search_alerts WHERE state = 'confirmed'").first();
  const span = z.object({ min: z.nullable(z.int()), max: z.nullable(z.int()) }).parse(row);
  return span.min === null || span.max === null ? null : { min: span.min, max: span.max };
}

/** The confirmed alerts with ids from `from` to `to` whose last digest is older than the bounds (daily, weekly). */
export async function dueAlertsInRange(db: D1Database, from: number, to: number, dailyBefore: string, weeklyBefore: string): Promise<AlertRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM search_alerts WHERE state = 'confirmed' AND id BETWEEN ? AND ?
       AND (last_sent_at IS NULL OR (frequency = 'daily' AND last_sent_at <= ?) OR (frequency = 'weekly' AND last_sent_at <= ?)) ORDER BY id`,
    )
    .bind(from, to, dailyBefore, weeklyBefore)
    .all();
  return z.array(alertRowSchema).parse(results);
}

/** Deletes alerts never confirmed whose link has expired (the privacy note promises it); how many. */
export async function deleteUnconfirmedOlderThan(db: D1Database, hours: number): Promise<number> {
  const result = await db.prepare("DELETE FROM search_alerts WHERE state = 'pending' AND created_at < datetime('now', ?)").bind(`-${hours} hours`).run();
  return result.meta.changes;
}
