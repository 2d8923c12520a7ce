/**
 * @module How many favourites the visitor keeps, for the header on every page: only a count of the
 * stored list, so every page's first load carries no more of the favourites than this (the list itself
 * is favouritesStore.ts, loaded with the pages that show hearts). Zero on the server and while hydrating.
 */
import { useSyncExternalStore } from 'react';

/** Local storage's key of the list. Each tenant is its own origin (a subdomain): no tenant in the key. */
export const favouritesStorageKey = 'kedvencek';

/** Dispatched on window when this tab changes the list (other tabs get the storage event). */
export const favouritesChangedEvent = 'kedvencek-valtozott';

export function subscribeToFavourites(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === favouritesStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(favouritesChangedEvent, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(favouritesChangedEvent, listener);
  };
}

function storedCount(): number {
  try {
    const list: unknown = JSON.parse(window.localStorage.getItem(favouritesStorageKey) ?? '[]');
    return Array.isArray(list) ? Math.min(list.length, 100) : 0;
  } catch {
    return 0;
  }
}

export function useFavouritesCount(): number {
  return useSyncExternalStore(subscribeToFavourites, storedCount, () => 0);
}
