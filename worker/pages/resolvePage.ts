/**
 * @module What a path shows for a tenant: the matched route's loader run once, its failure
 * reported and turned into the route's "unavailable" view rather than a blank page or a 500.
 */
import type { CmsClient } from '../../domain/cms/cmsContract';
import type { Menus } from '../../domain/menu';
import type { SiteData } from '../../domain/siteData';
import type { PageOutcome, PageState } from '../../client/routes/pageState';
import type { ServerTools } from '../../client/routes/routeModule';
import { type RouteId, type RouteMatch, routes } from '../../client/routes/routeTable';

export interface ResolveArgs {
  /** The requested URL on the tenant's host. */
  url: URL;
  site: SiteData;
  menus: Menus;
  cms: CmsClient;
  server: ServerTools;
  /** Called when a loader fails; the page still answers (503, in the shell). */
  onLoaderError: (error: unknown, routeId: RouteId) => void;
}

async function loadRoute<K extends RouteId>(routeId: K, rawParams: Record<string, string>, args: ResolveArgs): Promise<PageOutcome> {
  const route = routes[routeId];
  const params = route.params(rawParams);
  if (params === null) return { kind: 'notFound' };
  try {
    const data = await route.load({ params, url: args.url, site: args.site, menus: args.menus, cms: args.cms, server: args.server });
    return data === null ? { kind: 'notFound' } : { kind: 'route', routeId, data };
  } catch (error) {
    args.onLoaderError(error, routeId);
    return { kind: 'unavailable', routeId };
  }
}

/** Runs the match's loader: the page state to render or to answer as JSON. */
export async function resolvePage(match: RouteMatch | null, args: ResolveArgs): Promise<PageState> {
  const path = args.url.pathname + args.url.search;
  const outcome = match ? await loadRoute(match.routeId, match.rawParams, args) : { kind: 'notFound' as const };
  return { path, outcome };
}
