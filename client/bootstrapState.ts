/**
 * @module The state a page carries: the tenant's shell, what the path shows, and what the browser needs
 * to hydrate it without the route table (which loads only for navigation: client/navigation/).
 */
import type { SiteShellState } from '../domain/site/bootstrapState';
import type { PageState } from './routes/pageState';
import type { RouteLayout } from './layout/Layout';

export interface BootstrapState extends SiteShellState {
  page: PageState;
  /** The layout flags of what the path shows (the route's, or the plain ones of the not-found and unavailable views). */
  layout: RouteLayout;
  /**
   * The page component's chunk (first) and the chunks it imports beyond the first load's; empty for the
   * views without a route page. Loaded once the page is interactive: client/routes/pageView.tsx.
   */
  pageChunks: readonly string[];
}
