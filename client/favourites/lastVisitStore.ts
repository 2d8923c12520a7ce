/**
 * @module The visitor's previous visit, kept in local storage (domain/favourites/lastVisit.ts): read and updated
 * once per page load, the first time a listing asks. Null on the server and while hydrating, so the
 * "Új" badges appear after hydration, inside the picture's badge row, moving nothing.
 */
import { useSyncExternalStore } from 'react';
import { isNewSinceLastVisit, parseVisitMemory, recordPageView } from '../../domain/favourites/lastVisit';

const storageKey = 'utolso-latogatas';

let previousVisit: string | null | undefined;

function readPreviousVisit(): string | null {
  if (previousVisit !== undefined) return previousVisit;
  try {
    const memory = recordPageView(parseVisitMemory(window.localStorage.getItem(storageKey)), new Date());
    window.localStorage.setItem(storageKey, JSON.stringify(memory));
    previousVisit = memory.previousVisit;
  } catch {
    previousVisit = null;
  }
  return previousVisit;
}

const subscribe = () => () => undefined;

/** Whether a listing created at `createdAt` appeared since the visitor's previous visit. */
export function useNewSinceLastVisit(createdAt: string): boolean {
  const previous = useSyncExternalStore(subscribe, readPreviousVisit, () => null);
  return isNewSinceLastVisit(createdAt, previous);
}
