/**
 * @module The enquiry as the worker keeps it until it is delivered: one row of the `enquiries` table
 * (migrations/0007), the outbox of both CMS modes, with its delivery state. Every read and write of
 * that table is here.
 */
import * as z from 'zod/mini';
import { unitTypeSchema } from '../../domain/cms/siteRecordSchema';
import { duplicateEnquiryWindowSeconds } from '../../domain/enquiries/enquiry';
import type { Unit } from '../../domain/tenant/unit';

const deliveryStates = ['received', 'delivered', 'failed'] as const;
type DeliveryState = (typeof deliveryStates)[number];

const enquiryRowSchema = z.object({
  id: z.string(),
  subdomain: z.string(),
  site_url: z.string(),
  unit_type: unitTypeSchema,
  unit_id: z.int(),
  property_id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  message: z.string(),
  created_at: z.string(),
  state: z.enum(deliveryStates),
  attempts: z.int(),
  last_error: z.nullable(z.string()),
  lead_id: z.nullable(z.int()),
  /** The addresses the e-mail has reached, one a line. */
  emailed_to: z.string(),
  emailed_at: z.nullable(z.string()),
});
export type EnquiryRow = z.infer<typeof enquiryRowSchema>;

/** What the site endpoint records. */
interface NewEnquiry {
  id: string;
  subdomain: string;
  siteUrl: string;
  unit: Unit;
  propertyId: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  /** The submission's Idempotency-Key, when the client sent one. */
  idempotencyKey?: string | null;
}

/**
 * What recording found: a new enquiry; a repeat of one the site has (its key, or an identical enquiry
 * within duplicateEnquiryWindowSeconds), which is answered like the first; or the key of another enquiry.
 */
export type RecordOutcome = { kind: 'recorded' } | { kind: 'repeated'; firstId: string } | { kind: 'keyReused' };

const firstEnquirySchema = z.object({ id: z.string(), property_id: z.int(), email: z.string(), message: z.string() });

/**
 * Records an enquiry durably (state received) unless its site has it already: one statement, so
 * repeats sent at once cannot both be recorded; throws when D1 cannot.
 */
export async function recordEnquiry(db: D1Database, enquiry: NewEnquiry): Promise<RecordOutcome> {
  const key = enquiry.idempotencyKey ?? null;
  const inserted = await db
    .prepare(
      `INSERT INTO enquiries (id, subdomain, site_url, unit_type, unit_id, property_id, name, email, phone, message, consent_at, idempotency_key)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, datetime('now'), ?11
       WHERE NOT EXISTS (SELECT 1 FROM enquiries WHERE subdomain = ?2 AND idempotency_key = ?11)
         AND NOT EXISTS (SELECT 1 FROM enquiries WHERE subdomain = ?2 AND property_id = ?6 AND email = ?8 AND created_at >= datetime('now', ?12) AND message = ?10)
       ON CONFLICT DO NOTHING`,
    )
    .bind(
      enquiry.id,
      enquiry.subdomain,
      enquiry.siteUrl,
      enquiry.unit.type,
      enquiry.unit.id,
      enquiry.propertyId,
      enquiry.name,
      enquiry.email,
      enquiry.phone,
      enquiry.message,
      key,
      `-${duplicateEnquiryWindowSeconds} seconds`,
    )
    .run();
  if (inserted.meta.changes > 0) return { kind: 'recorded' };
  // Not recorded: the key's enquiry, when there is one, else the identical one of the last minutes.
  const first = await db
    .prepare(
      `SELECT id, property_id, email, message FROM enquiries WHERE subdomain = ?1 AND idempotency_key = ?2
       UNION ALL
       SELECT * FROM (SELECT id, property_id, email, message FROM enquiries
         WHERE subdomain = ?1 AND property_id = ?3 AND email = ?4 AND created_at >= datetime('now', ?6) AND message = ?5 ORDER BY created_at LIMIT 1)
       LIMIT 1`,
    )
    .bind(enquiry.subdomain, key, enquiry.propertyId, enquiry.email, enquiry.message, `-${duplicateEnquiryWindowSeconds} seconds`)
    .first();
  if (first === null) throw new Error('the enquiry was neither recorded nor found recorded');
  const found = z.parse(firstEnquirySchema, first);
  const same = found.property_id === enquiry.propertyId && found.email === enquiry.email && found.message === enquiry.message;
  return same ? { kind: 'repeated', firstId: found.id } : { kind: 'keyReused' };
}

/** Notes that the enquiry's message is on the queue (the Cron Trigger re-queues rows without it). */
export async function markQueued(db: D1Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.batch(ids.map((id) => db.prepare("UPDATE enquiries SET queued_at = datetime('now') WHERE id = ?").bind(id)));
}

/** How long one attempt holds an enquiry: longer than an attempt can take (two CMS deadlines and the e-mails). */
export const deliveryLeaseSeconds = 300;

/**
 * Begins one delivery attempt: counts it and claims the enquiry for `deliveryLeaseSeconds`, in one
 * statement, so two attempts at once cannot both begin. Null when it cannot begin: no such enquiry,
 * already delivered or failed, or claimed by an attempt still within its lease.
 */
export async function claimDelivery(db: D1Database, id: string): Promise<EnquiryRow | null> {
  const row = await db
    .prepare(
      `UPDATE enquiries SET attempts = attempts + 1, claimed_until = datetime('now', ?)
       WHERE id = ? AND state = 'received' AND (claimed_until IS NULL OR claimed_until <= datetime('now'))
       RETURNING *`,
    )
    .bind(`+${deliveryLeaseSeconds} seconds`, id)
    .first();
  return row === null ? null : z.parse(enquiryRowSchema, row);
}

const claimStateSchema = z.object({ state: z.enum(deliveryStates), claim_seconds: z.int() });

/**
 * Why an attempt could not claim the enquiry, in one read: its state, and the seconds until another
 * attempt's claim ends (0 when there is none); null when there is no such enquiry (deleted by retention).
 */
export async function claimState(db: D1Database, id: string): Promise<{ state: DeliveryState; claimSeconds: number } | null> {
  const row = await db
    .prepare(
      "SELECT state, coalesce(max(0, CAST(round((julianday(claimed_until) - julianday('now')) * 86400) AS INTEGER)), 0) AS claim_seconds FROM enquiries WHERE id = ?",
    )
    .bind(id)
    .first();
  if (row === null) return null;
  const { state, claim_seconds } = z.parse(claimStateSchema, row);
  return { state, claimSeconds: claim_seconds };
}

/** The CMS stored it under this id. */
export async function markStored(db: D1Database, id: string, leadId: number): Promise<void> {
  await db.prepare('UPDATE enquiries SET lead_id = ? WHERE id = ?').bind(leadId, id).run();
}

/** The e-mail reached this address: a retry does not write to it again. */
export async function markEmailedTo(db: D1Database, id: string, address: string): Promise<void> {
  await db.prepare("UPDATE enquiries SET emailed_to = emailed_to || ? || char(10) WHERE id = ?").bind(address, id).run();
}

/** Every recipient has the e-mail. */
export async function markEmailSent(db: D1Database, id: string): Promise<void> {
  await db.prepare("UPDATE enquiries SET emailed_at = datetime('now') WHERE id = ?").bind(id).run();
}

/** Every part is done. */
export async function markDelivered(db: D1Database, id: string): Promise<void> {
  await db
    .prepare("UPDATE enquiries SET state = 'delivered', last_error = NULL, delivered_at = datetime('now'), claimed_until = NULL WHERE id = ?")
    .bind(id)
    .run();
}

/** This attempt failed and lets go of the enquiry; still received (it will be retried) unless `failed` says it is given up. */
export async function markAttemptFailed(db: D1Database, id: string, error: string, failed: boolean): Promise<void> {
  await db
    .prepare("UPDATE enquiries SET last_error = ?, claimed_until = NULL, state = CASE WHEN ? THEN 'failed' ELSE state END WHERE id = ? AND state != 'delivered'")
    .bind(error.slice(0, 1000), failed ? 1 : 0, id)
    .run();
}

/**
 * The retries are spent (the dead-letter queue has it): failed, with the last attempt's error kept;
 * unless another message's attempt holds it now (a duplicate message ran out beside a live delivery).
 */
export async function markGivenUp(db: D1Database, id: string): Promise<void> {
  await db
    .prepare(
      "UPDATE enquiries SET state = 'failed', last_error = coalesce(last_error, 'retries spent') WHERE id = ? AND state = 'received' AND (claimed_until IS NULL OR claimed_until <= datetime('now'))",
    )
    .bind(id)
    .run();
}

/** Recorded enquiries whose queue message was never sent, oldest first (the Cron Trigger sends them). */
export async function unqueuedEnquiries(db: D1Database, olderThanSeconds: number, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT id FROM enquiries WHERE state = 'received' AND queued_at IS NULL AND created_at <= datetime('now', ?) ORDER BY created_at LIMIT ?")
    .bind(`-${olderThanSeconds} seconds`, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/** Deletes enquiries, and the built-in CMS's leads, older than `days`; answers how many of each. */
export async function deleteEnquiriesOlderThan(db: D1Database, days: number): Promise<{ enquiries: number; leads: number }> {
  const age = `-${days} days`;
  const [enquiries, leads] = await db.batch([
    db.prepare("DELETE FROM enquiries WHERE created_at < datetime('now', ?)").bind(age),
    db.prepare("DELETE FROM leads WHERE created_at < datetime('now', ?)").bind(age),
  ]);
  return { enquiries: enquiries?.meta.changes ?? 0, leads: leads?.meta.changes ?? 0 };
}

/** The addresses an enquiry's e-mail has reached. */
export function emailedAddresses(row: EnquiryRow): Set<string> {
  return new Set(row.emailed_to.split('\n').filter(Boolean));
}
