/**
 * @module Keeps the tenant's primary and secondary colours in local storage (SPEC section 4).
 */
import { useEffect } from 'react';
import type { SiteData } from '../../domain/site/siteData';

/** The local storage keys of the colours. */
const colourStorageKeys = { primary: 'primaryColor', secondary: 'secondaryColor' } as const;

export function useStoredColours({ primaryColor, secondaryColor }: Pick<SiteData, 'primaryColor' | 'secondaryColor'>): void {
  useEffect(() => {
    try {
      window.localStorage.setItem(colourStorageKeys.primary, primaryColor);
      window.localStorage.setItem(colourStorageKeys.secondary, secondaryColor);
    } catch {
      // Storage may be disabled (private mode); the colours are only a convenience there.
    }
  }, [primaryColor, secondaryColor]);
}
