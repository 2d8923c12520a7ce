/**
 * @module The pieces every page answer (HTML or JSON) is built from on a request: the route request
 * (the tenant, the CMS client and the server's tools), the page's URL on the tenant's origin, and how
 * long what was resolved may be kept.
 */
import type { Context } from 'hono';
import { type CachePolicy, cacheControlOf, notFoundLifetime } from '../../domain/pages/cachePolicy';
import type { PageOutcome } from '../../client/routes/pageState';
import { type RouteMatch, routes } from '../../client/routes/routeTable';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import { sanitizeCmsHtml } from '../htmlSanitizer/sanitizeCmsHtml';
import type { TenantEnv } from '../tenant/tenantMiddleware';
import type { RouteRequest } from './routeRunner';

/** The route pattern of a match, for logs and error tags. */
export function routePattern(match: RouteMatch | null): string {
  return match ? routes[match.routeId].pattern : 'notFound';
}

/** The route request for `url` on this request's tenant; loader failures are logged and reported. */
export function routeRequest(c: Context<TenantEnv>, url: URL, match: RouteMatch | null): RouteRequest {
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

/** How long an answer may be kept (by browsers and the HTML cache): the route's policy, briefly for "not found" and "gone", never for a failure. */
export function pageLifetime(outcome: PageOutcome): CachePolicy | null {
  if (outcome.kind === 'unavailable') return null;
  // A listing that left the market may come back (the CMS lists it again): as briefly as "not found".
  return outcome.kind === 'notFound' || outcome.kind === 'gone' ? notFoundLifetime : routes[outcome.routeId].cache;
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
