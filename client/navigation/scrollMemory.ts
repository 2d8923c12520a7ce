/**
 * @module Remembers the scroll position of each history entry, so back and forward return to it.
 */

const key = 'scrollY';

/** Stores the current scroll position in the current history entry's state. */
export function rememberScroll(): void {
  const state: unknown = window.history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  window.history.replaceState({ ...base, [key]: window.scrollY }, '');
}

/** The scroll position stored in a history entry's state, or 0. */
export function rememberedScroll(state: unknown): number {
  if (typeof state !== 'object' || state === null || !(key in state)) return 0;
  const value: unknown = Reflect.get(state, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
