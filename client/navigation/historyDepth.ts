/**
 * @module How many of the site's own client-side navigations lie behind the current history entry,
 * kept in the entry's state: the header's back arrow goes back in history only when that stays on
 * the site, and to the home page on a first visit (SPEC section 2).
 */

const key = 'depth';

/** The depth stored in a history entry's state; 0 for the entry the visitor arrived on. */
export function historyDepth(state: unknown): number {
  if (typeof state !== 'object' || state === null || !(key in state)) return 0;
  const value: unknown = Reflect.get(state, key);
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** The state of a new entry pushed after the current one (or replacing it). */
export function entryState(current: unknown, replace: boolean): Record<typeof key, number> {
  return { [key]: historyDepth(current) + (replace ? 0 : 1) };
}

/** True when the previous history entry is a page of this site that the visitor navigated from. */
export function canGoBackInSite(): boolean {
  return historyDepth(window.history.state) > 0;
}
