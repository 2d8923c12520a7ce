/**
 * @module The state a page is rendered from, serialized into the page and read back by the client.
 */
export type { SiteShellState } from './bootstrapStateSchema';

/** The id of the script element that carries the bootstrap state. */
export const bootstrapStateElementId = 'site-state';
