/**
 * @module Whether the page has been hydrated: false on the server and while hydrating, true after.
 * /kedvencek renders its list only then (the list is the browser's), so the server's HTML and the first
 * client render are the same.
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
