/**
 * @module The rules of search alerts, apart from any storage: who may create one (at most
 * maxAlertsPerAddress an address on a site), when a confirmed alert is due,
 * which listings are its news since its last digest, and what one digest shows.
 */
import { type AlertFrequency, frequencyDays, maxAlertsPerAddress, maxDigestListings } from './searchAlert';
import type { Unit } from '../tenant/unit';

const dayMs = 86_400_000;

/** D1's datetime('now') text (`2026-11-25 10:00:00`, UTC) or ISO 8601, as milliseconds. */
export function dbTimeMs(text: string): number {
  return Date.parse(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
}

/** A time as D1's datetime('now') writes it, for comparing with stored times as text. */
export function dbTimeText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Whether an address may get one more alert on a site: not past maxAlertsPerAddress. How many
 * confirmation e-mails its mailbox may get is confirmationLimits.ts's rule.
 * @example mayCreateAlert(3) // true
 */
export function mayCreateAlert(alertsOnSite: number): boolean {
  return alertsOnSite < maxAlertsPerAddress;
}

/**
 * Whether a confirmed alert is due a digest at `nowMs`: a day (or a week) after its last one, less an
 * hour, so a daily cron that runs a little early still sends it.
 */
export function isAlertDue(lastSentAt: string | null, frequency: AlertFrequency, nowMs: number): boolean {
  if (lastSentAt === null) return true;
  return nowMs - dbTimeMs(lastSentAt) >= frequencyDays[frequency] * dayMs - 3_600_000;
}

/** The earliest last digest a due alert of `frequency` can have had: the consumer's SQL bound. */
export function dueBefore(frequency: AlertFrequency, nowMs: number): string {
  return dbTimeText(nowMs - frequencyDays[frequency] * dayMs + 3_600_000);
}

/** A listing as alert matching sees it: where it belongs, when it appeared, and its price reductions. */
export interface AlertCandidate {
  id: number;
  franchise_id: number;
  office_id: number;
  created_at: string;
  price: number;
  reductions: readonly { old_price: number; new_price: number; reduced_at: string }[];
}

export type AlertNews = { kind: 'new' } | { kind: 'reduced'; fromPrice: number };

/** True when the unit shows the listing: a franchise its whole network's, an office its own. */
function unitShowsListing(unit: Unit, listing: Pick<AlertCandidate, 'franchise_id' | 'office_id'>): boolean {
  return unit.type === 'franchise' ? listing.franchise_id === unit.id : listing.office_id === unit.id;
}

/**
 * What the listing is to an alert last sent at `since` for `unit`: new (appeared after it), reduced (its
 * price went down after it; from the price it had then), or nothing (older and not cheaper, a price that
 * went down and back up, another unit's).
 */
export function alertNewsOf(listing: AlertCandidate, since: string, unit: Unit): AlertNews | null {
  if (!unitShowsListing(unit, listing)) return null;
  const sinceMs = dbTimeMs(since);
  if (dbTimeMs(listing.created_at) > sinceMs) return { kind: 'new' };
  const after = listing.reductions.filter((r) => dbTimeMs(r.reduced_at) > sinceMs).sort((a, b) => dbTimeMs(a.reduced_at) - dbTimeMs(b.reduced_at));
  const first = after[0];
  if (first === undefined || listing.price >= first.old_price) return null;
  return { kind: 'reduced', fromPrice: first.old_price };
}

/**
 * What one digest shows of `total` matching listings: at most maxDigestListings, and how many more the
 * search holds ("és még N"). No news: nothing is sent.
 * @example digestShare(14) // { shown: 10, more: 4, send: true }
 */
export function digestShare(total: number): { shown: number; more: number; send: boolean } {
  const shown = Math.min(total, maxDigestListings);
  return { shown, more: total - shown, send: total > 0 };
}
