/**
 * @module Reads the bootstrap state the server wrote into the page.
 */
import type { BootstrapState } from './bootstrapState';

/**
 * The state is written by our own worker into the same response (and checked against
 * siteShellStateSchema and the route's schema there, in tests), so it is not re-validated here: zod would add
 * about 100 kB to every page. The one type assertion of the client lives here.
 */
export function readBootstrapState(json: string): BootstrapState {
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null || !('site' in value) || !('menus' in value) || !('page' in value)) {
    throw new Error('The page carries no valid site state');
  }
  return value as BootstrapState;
}
