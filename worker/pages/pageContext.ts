/**
 * @module The pieces every page answer (HTML or JSON) is built from: the route match (made once per
 * request, by middleware), the loader's arguments, and the cache header of what was resolved.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { PageOutcome } from '../../client/routes/pageState';
import type { CachePolicy } from '../../client/routes/routeModule';
import { matchRoute, type RouteMatch, routes } from '../../client/routes/routeTable';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import type { TenantEnv } from '../tenant/tenantMiddleware';
import type { ResolveArgs } from './resolvePage';
import { sanitizeCmsHtml } from '../htmlSanitizer/sanitizeCmsHtml';

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

/** How long "not found" is kept: briefly, so a page that appears (a new listing) is not hidden for long. */
const notFoundLifetime: CachePolicy = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 0 };

/** How long an answer may be kept (by browsers and the HTML cache): the route's policy, briefly for "not found", never for a failure. */
export function pageLifetime(outcome: PageOutcome): CachePolicy | null {
  if (outcome.kind === 'unavailable') return null;
  return outcome.kind === 'notFound' ? notFoundLifetime : routes[outcome.routeId].cache;
}

/** Cache-Control of an answer kept for `lifetime` (null: not at all). */
export function cacheControlOf(lifetime: CachePolicy | null): string {
  if (!lifetime) return 'no-store';
  const { maxAgeSeconds, staleWhileRevalidateSeconds } = lifetime;
  return staleWhileRevalidateSeconds > 0 ? `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}` : `public, max-age=${maxAgeSeconds}`;
}

/** Cache-Control of a page answer, from its lifetime. */
export function pageCacheControl(outcome: PageOutcome): string {
  return cacheControlOf(pageLifetime(outcome));
}

/**
 * A path and query on the tenant's own origin (from configuration, never from a forwarding header). The
 * path is set, not resolved against the origin, so `//host` or `/\host` stays a path of this site.
 * @example urlOnSite('https://immo1.example.hu', new URL('http://x/kereses?page=2')).href // 'https://immo1.example.hu/kereses?page=2'
 */
export function urlOnSite(siteUrl: string, requested: URL): URL {
  const url = new URL(siteUrl);
  url.pathname = requested.pathname;
  url.search = requested.search;
  return url;
}
