/**
 * @module The pieces every page answer (HTML or JSON) is built from: the route match (made once per
 * request, by middleware), the loader's arguments, and the cache header of what was resolved.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { PageOutcome } from '../../client/routes/pageState';
import { matchRoute, type RouteMatch, routes } from '../../client/routes/routeTable';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import type { TenantEnv } from '../tenant/tenantMiddleware';
import type { ResolveArgs } from './resolvePage';
import { sanitizeCmsHtml } from './sanitizeCmsHtml';

export type PageEnv = TenantEnv & { Variables: TenantEnv['Variables'] & { routeMatch: RouteMatch | null } };

/** Matches the request's path against the route table once; the match travels on the context. */
export function routeMatchMiddleware() {
  return createMiddleware<PageEnv>(async (c, next) => {
    c.set('routeMatch', matchRoute(new URL(c.req.url).pathname));
    await next();
  });
}

/** The route pattern of a match, for logs and error tags. */
export function routePattern(match: RouteMatch | null): string {
  return match ? routes[match.routeId].pattern : 'notFound';
}

/** The loader's arguments for `url` on this request's tenant; loader failures are logged and reported. */
export function resolveArgs(c: Context<PageEnv>, url: URL, match: RouteMatch | null): ResolveArgs {
  const scope = reportScopeOf(c);
  return {
    url,
    site: c.var.shell.site,
    menus: c.var.shell.menus,
    cms: c.var.cms,
    server: {
      sanitizeHtml: async (html) => sanitizeCmsHtml(html),
      // Part of the tenant's cached bundle, like the rest of the site's settings.
      dropdownOptions: async () => c.var.shell.dropdownOptions,
    },
    onLoaderError: (error) => {
      console.error('Page loader failed', c.var.subdomain, url.pathname, error instanceof Error ? error.message : error);
      reportServerError(error, { kind: 'loader', tenant: c.var.subdomain, route: routePattern(match) }, scope);
    },
  };
}

/** Cache-Control of a page answer: the route's policy for a page, briefly for "not found", never for a failure. */
export function pageCacheControl(outcome: PageOutcome): string {
  if (outcome.kind === 'unavailable') return 'no-store';
  if (outcome.kind === 'notFound') return 'public, max-age=60';
  const { maxAgeSeconds, staleWhileRevalidateSeconds } = routes[outcome.routeId].cache;
  return `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`;
}
