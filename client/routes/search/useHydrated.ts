/**
 * @module Whether the page has been hydrated: false on the server and while hydrating, true after.
 * Parts that need a library only the browser loads (the multi-selects' Downshift) render a static
 * twin until then, so the server's HTML and the first client render are the same.
 */
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Keeps the keyboard where it was when a static twin gives way to its interactive field: if the element
 * with `id` had focus in the twin, the field that replaces it (with the same id) gets it back. A page's
 * content hydrates once the page is interactive (decision 014), so a visitor may already be in the twin.
 */
export function useFocusAcrossSwap(hydrated: boolean, id: string): void {
  const hadFocus = useRef(false);
  // Read while the twin is still in the page: the render that swaps it happens before the commit removes it.
  if (typeof document !== 'undefined' && document.activeElement?.id === id) hadFocus.current = true;
  useLayoutEffect(() => {
    if (hydrated && hadFocus.current && document.activeElement?.id !== id) document.getElementById(id)?.focus();
  }, [hydrated, id]);
}
