/**
 * @module The state a page carries: the tenant's shell and what the path shows.
 */
import type { SiteShellState } from '../../domain/bootstrapState';
import type { PageState } from '../routes/pageState';

export interface BootstrapState extends SiteShellState {
  page: PageState;
}
