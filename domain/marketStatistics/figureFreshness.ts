/**
 * @module When stored price statistics may still be served (docs/decisions/026-precomputed-market-figures.md).
 * A stored answer goes out of date when a listing it counts changes (the database marks it stale) or
 * when the month turns (its 12-month trend ends a month early). Out of date, it is still served for
 * `maxStaleSeconds` while the Cron Trigger recomputes it; past that, or never computed, or of another
 * format, the request computes it. Timestamps are UTC ISO 8601 to the second ('2026-11-25T19:47:57Z'),
 * as the database's triggers write them, so they compare as strings.
 */

/**
 * The stored answers' format: raise it when the statistics change what they compute for the same
 * listings (the schema checks the shape, not the figures), and every stored answer is recomputed.
 */
export const marketFiguresFormat = 1;

/** How long an out-of-date answer is served: four Cron Trigger periods (every 15 minutes), so a missed run or two cost no visitor a computation. */
export const maxStaleSeconds = 3600;

/** A stored answer's state, as market_figures keeps it. */
interface StoredFigureState {
  format: number | null;
  computed_at: string | null;
  stale_since: string | null;
}

/**
 * A time as the database writes it: UTC ISO 8601 to the second.
 * @example isoSeconds(new Date('2026-11-25T19:47:57.123Z')) // '2026-11-25T19:47:57Z'
 */
export function isoSeconds(time: Date): string {
  return `${time.toISOString().slice(0, 19)}Z`;
}

/**
 * The first instant of `now`'s month (UTC).
 * @example monthStart(new Date('2026-11-25T19:47:57Z')) // '2026-11-01T00:00:00Z'
 */
export function monthStart(now: Date): string {
  return isoSeconds(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
}

/** Since when a computed answer is out of date: the first change it misses or the month's turn after it, whichever came first; null while current. */
export function outOfDateSince(state: StoredFigureState, now: Date): string | null {
  const turn = state.computed_at !== null && state.computed_at < monthStart(now) ? monthStart(now) : null;
  if (state.stale_since === null) return turn;
  return turn === null || state.stale_since < turn ? state.stale_since : turn;
}

/** Whether a stored answer may be served at `now`: computed in this format, and current or out of date for at most maxStaleSeconds. */
export function servable(state: StoredFigureState, now: Date): boolean {
  if (state.format !== marketFiguresFormat || state.computed_at === null) return false;
  const since = outOfDateSince(state, now);
  return since === null || since > isoSeconds(new Date(now.getTime() - maxStaleSeconds * 1000));
}
