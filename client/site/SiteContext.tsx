/**
 * @module The bootstrap state as React context: every component reads the tenant from here.
 */
import { createContext, useContext } from 'react';
import type { SiteShellState } from '../../domain/site/bootstrapState';

export const SiteContext = createContext<SiteShellState | null>(null);

/** The tenant's shell state (site data, menus, files); only valid under <App>. */
export function useSiteState(): SiteShellState {
  const state = useContext(SiteContext);
  if (!state) throw new Error('useSiteState must be used inside <App>');
  return state;
}
