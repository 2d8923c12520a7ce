/**
 * @module The visitor's favourites in the browser: listing ids in local storage, one list per tenant
 * (favouritesCount.ts names the key). Nothing reaches the
 * server but the ids the favourites page asks the site API about. Components read the list with
 * useFavourites; changes arrive through favouritesCount.ts's events (this tab's and other tabs').
 */
import { useSyncExternalStore } from 'react';
import { parseStoredFavourites, restoreFavourite, toggleFavourite } from '../../domain/favourites/favourites';
import { favouritesChangedEvent, favouritesStorageKey as storageKey, subscribeToFavourites } from './favouritesCount';

/** The server's and the hydration's list: an empty store reads as this same array. */
export const noFavourites: readonly number[] = [];

/**
 * The last read, kept so useSyncExternalStore gets the same array until the list changes. An empty store
 * reads as `noFavourites`: a different empty array would make React render every heart again at once
 * after hydrating the page (its snapshot "changed"), in the visitor's first tap when that tap hydrates it.
 */
let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: noFavourites };

function storedText(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    // Storage blocked (private mode, a policy): the list is empty and stays so.
    return null;
  }
}

/** The stored ids, newest first. */
export function readFavourites(): readonly number[] {
  const raw = storedText();
  if (raw !== cached.raw) {
    const ids = parseStoredFavourites(raw);
    cached = { raw, ids: ids.length === 0 ? noFavourites : ids };
  }
  return cached.ids;
}

function write(ids: readonly number[]): boolean {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(ids));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(favouritesChangedEvent));
  return true;
}

/** Adds or removes `id`; false when the browser refuses to store it. */
export function toggleStoredFavourite(id: number): boolean {
  return write(toggleFavourite(readFavourites(), id));
}

/** Removes `id` (a listing that is gone). */
export function removeStoredFavourite(id: number): void {
  write(readFavourites().filter((other) => other !== id));
}

/** Puts `id` back at `index` (undoing a removal). */
export function restoreStoredFavourite(id: number, index: number): void {
  write(restoreFavourite(readFavourites(), id, index));
}

/** The favourites; empty on the server and while hydrating, so the server's HTML and the first render agree. */
export function useFavourites(): readonly number[] {
  return useSyncExternalStore(subscribeToFavourites, readFavourites, () => noFavourites);
}
