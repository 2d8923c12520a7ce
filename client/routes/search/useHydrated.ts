/**
 * @module Whether the page has been hydrated: false on the server and while hydrating, true after.
 * Parts that need a library only the browser loads (the multi-selects' Downshift) render a static
 * twin until then, so the server's HTML and the first client render are the same.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
