/**
 * @module The bootstrap state as React context: every component reads the tenant from here.
 */
import { createContext, useContext } from 'react';
import type { BootstrapState } from '../../domain/bootstrapState';

export const SiteContext = createContext<BootstrapState | null>(null);

/** The page's bootstrap state; only valid under <App>. */
export function useSiteState(): BootstrapState {
  const state = useContext(SiteContext);
  if (!state) throw new Error('useSiteState must be used inside <App>');
  return state;
}
