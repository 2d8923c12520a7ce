/**
 * @module A search alert's delivery failures in D1 (migrations/0013_alert_delivery_failures.sql): recorded by
 * the back office's consumer when one alert of a message fails and by the dead-letter queue's consumer when
 * the queue gives a message up; cleared by the next e-mail that goes out; put back on the queue by the site's
 * five-minute Cron Trigger once an operator asks (`npm run alerts:retry`).
 */
import * as z from 'zod/mini';
import { dueBefore } from '../../domain/searchAlerts/searchAlertRules';
import { type AlertMessage, enqueueAlertMessages } from './alertMessage';

/** The longest reason kept: an error's message, never a whole stack. */
const maxFailureLength = 500;

const reasonText = (reason: string) => reason.slice(0, maxFailureLength);

/** Records that the alert's e-mail could not be sent, and why. */
export async function recordAlertFailure(db: D1Database, id: number, reason: string): Promise<void> {
  await db.prepare("UPDATE search_alerts SET failed_at = datetime('now'), failure = ?, failures = failures + 1 WHERE id = ?").bind(reasonText(reason), id).run();
}

/** Forgets the alert's failures once an e-mail of it went out (writes only when there was one). */
export async function clearAlertFailure(db: D1Database, id: number): Promise<void> {
  await db.prepare('UPDATE search_alerts SET failed_at = NULL, failure = NULL, failures = 0 WHERE id = ? AND failed_at IS NOT NULL').bind(id).run();
}

/**
 * What the dead-letter queue's message owed, recorded as failed: a pending alert's confirmation, or the
 * digests of the range's alerts still due as of the run (those sent before the message gave up are not).
 * How many alerts it marked.
 */
export async function recordDeadLetter(db: D1Database, message: AlertMessage, reason: string): Promise<number> {
  const text = reasonText(reason);
  // The reason, then the last attempt's error if one was recorded: that is what the operator needs to read.
  const set = `failed_at = datetime('now'), failure = substr(? || coalesce('; last error: ' || failure, ''), 1, ${maxFailureLength}), failures = failures + 1`;
  const result =
    message.kind === 'confirm'
      ? await db.prepare(`UPDATE search_alerts SET ${set} WHERE id = ? AND state = 'pending'`).bind(text, message.alertId).run()
      : await db
          .prepare(
            `UPDATE search_alerts SET ${set} WHERE state = 'confirmed' AND id BETWEEN ? AND ?
             AND (last_sent_at IS NULL OR (frequency = 'daily' AND last_sent_at <= ?) OR (frequency = 'weekly' AND last_sent_at <= ?))`,
          )
          .bind(text, message.from, message.to, dueBefore('daily', message.atMs), dueBefore('weekly', message.atMs))
          .run();
  return result.meta.changes;
}

/** The most alerts one cron run puts back on the queue; the next run takes the rest. */
const maxRetriesPerRun = 1_000;

/**
 * Puts the alerts an operator asked to retry back on the queue (a pending one's confirmation, a confirmed
 * one's digest as of `atMs`) and clears the request; how many. An alert gone meanwhile is simply not found.
 */
export async function requeueRetriedAlerts(db: D1Database, queue: Queue, atMs: number): Promise<number> {
  const { results } = await db.prepare('SELECT id, state FROM search_alerts WHERE retry_requested_at IS NOT NULL ORDER BY id LIMIT ?').bind(maxRetriesPerRun).all();
  const alerts = z.array(z.object({ id: z.int(), state: z.enum(['pending', 'confirmed']) })).parse(results);
  if (alerts.length === 0) return 0;
  const messages = alerts.map(({ id, state }): AlertMessage => (state === 'pending' ? { kind: 'confirm', alertId: id } : { kind: 'digests', from: id, to: id, atMs }));
  await enqueueAlertMessages(queue, messages);
  // Cleared only once queued: a failed send leaves the request for the next run.
  await db.prepare('UPDATE search_alerts SET retry_requested_at = NULL WHERE id IN (SELECT value FROM json_each(?))').bind(JSON.stringify(alerts.map((a) => a.id))).run();
  return alerts.length;
}
