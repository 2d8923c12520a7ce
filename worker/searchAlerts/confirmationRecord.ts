/**
 * @module The confirmation e-mails of search alerts recently sent, in D1
 * (migrations/0014_alert_confirmation_limits.sql): one row per mailbox (its keyed digest), read and
 * written in one statement so that two requests at once cannot both pass the limits.
 */
import { type DomainCeiling, confirmationWindows } from '../../domain/searchAlerts/confirmationLimits';
import { dbTimeText } from '../../domain/searchAlerts/searchAlertRules';

/**
 * Records a confirmation e-mail to the mailbox if it may go out at `nowMs`: the mailbox had none in the
 * last 24 hours and its domain is under its ceiling for the last hour and day. True when recorded (then
 * send it); false when a limit holds. Rows too old to count are deleted on the way.
 */
export async function reserveConfirmation(db: D1Database, send: { mailboxDigest: string; domain: string; ceiling: DomainCeiling; nowMs: number }): Promise<boolean> {
  const windows = confirmationWindows(send.nowMs);
  const [, reserved] = await db.batch([
    db.prepare('DELETE FROM alert_confirmation_limits WHERE sent_at <= ?').bind(dbTimeText(Math.min(windows.mailboxSince, windows.daySince))),
    db
      .prepare(
        `INSERT INTO alert_confirmation_limits (mailbox_digest, domain, sent_at)
         SELECT ?, ?, ?
         WHERE (SELECT count(*) FROM alert_confirmation_limits WHERE domain = ? AND sent_at > ?) < ?
           AND (SELECT count(*) FROM alert_confirmation_limits WHERE domain = ? AND sent_at > ?) < ?
         ON CONFLICT (mailbox_digest) DO UPDATE SET domain = excluded.domain, sent_at = excluded.sent_at
           WHERE alert_confirmation_limits.sent_at <= ?`,
      )
      .bind(
        send.mailboxDigest,
        send.domain,
        dbTimeText(send.nowMs),
        send.domain,
        dbTimeText(windows.hourSince),
        send.ceiling.perHour,
        send.domain,
        dbTimeText(windows.daySince),
        send.ceiling.perDay,
        dbTimeText(windows.mailboxSince),
      ),
  ]);
  return reserved?.meta.changes === 1;
}

/** Gives back a reservation whose alert could not be stored or queued, so the visitor may try again at once. */
export async function releaseConfirmation(db: D1Database, send: { mailboxDigest: string; nowMs: number }): Promise<void> {
  await db.prepare('DELETE FROM alert_confirmation_limits WHERE mailbox_digest = ? AND sent_at = ?').bind(send.mailboxDigest, dbTimeText(send.nowMs)).run();
}
