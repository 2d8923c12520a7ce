/**
 * @module "New since your last visit": what the browser remembers of the visitor's visits (local
 * storage, nothing on the server) and which listings count as new. A visit ends after half an hour
 * without a page view, as web analytics count them; listings that appeared after the previous visit's
 * last page view carry the "Új" badge through the whole of the next visit.
 */
/** A pause longer than this starts a new visit. */
export const visitGapMs = 30 * 60 * 1000;

interface VisitMemory {
  /** The latest page view, ISO 8601. */
  lastSeen: string;
  /** The last page view of the visit before this one; null on the first visit. */
  previousVisit: string | null;
}

const isoTime = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) && Number.isFinite(Date.parse(value));

/**
 * The stored memory, or null when there is none or it is not ours (read as a first visit). Checked by
 * hand, not with zod: every page's first load runs it, and zod is not part of that load.
 */
export function parseVisitMemory(stored: string | null): VisitMemory | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const lastSeen: unknown = Reflect.get(value, 'lastSeen');
  const previousVisit: unknown = Reflect.get(value, 'previousVisit');
  if (!isoTime(lastSeen) || !(previousVisit === null || isoTime(previousVisit))) return null;
  return { lastSeen, previousVisit };
}

/**
 * The memory after a page view at `now`: the same visit keeps its previous visit; a pause longer than
 * visitGapMs makes the last page view the previous visit. A clock set back starts no new visit.
 * @example recordPageView(null, new Date('2026-11-25T10:00:00Z')) // { lastSeen: '2026-11-25T10:00:00.000Z', previousVisit: null }
 */
export function recordPageView(stored: VisitMemory | null, now: Date): VisitMemory {
  const lastSeen = now.toISOString();
  if (stored === null) return { lastSeen, previousVisit: null };
  const pause = now.getTime() - Date.parse(stored.lastSeen);
  if (pause > visitGapMs) return { lastSeen, previousVisit: stored.lastSeen };
  return { lastSeen: pause < 0 ? stored.lastSeen : lastSeen, previousVisit: stored.previousVisit };
}

/**
 * True when a listing created at `createdAt` appeared after the previous visit; never on a first visit.
 * @example isNewSinceLastVisit('2026-11-25T09:00:00Z', '2026-11-24T18:00:00.000Z') // true
 */
export function isNewSinceLastVisit(createdAt: string, previousVisit: string | null): boolean {
  if (previousVisit === null) return false;
  const created = Date.parse(createdAt);
  return Number.isFinite(created) && created > Date.parse(previousVisit);
}
