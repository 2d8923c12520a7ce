/**
 * @module GET /api/site/page?path=… and /api/site/page-part?path=…: what a path shows, and its streamed
 * part, as JSON for client-side navigation. The same match and route runner as the HTML page, so both
 * always agree; the browser checks the data with the route's own schema.
 */
import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import { cacheControlOf, notFoundLifetime } from '../../domain/pages/cachePolicy';
import { siteApiEndpoints } from '../../domain/site/siteApiPaths';
import { statusOf } from '../../client/routes/pageState';
import { matchRoute, maxPathLength, type RouteId, routes } from '../../client/routes/routeTable';
import { validate } from '../cms/validate';
import type { Rendered } from '../htmlCache/htmlCache';
import { servePageCached } from '../htmlCache/pageCache';
import { pageCacheControl, pageLifetime, routeRequest, urlOnSite } from '../pages/pageContext';
import { pageQueryOf } from '../htmlCache/routeQueries';
import { runRoute } from '../pages/routeRunner';
import type { TenantEnv } from '../tenant/tenantMiddleware';

const pathQuery = z.object({
  path: z.string().check(
    z.maxLength(maxPathLength),
    // A path on this site: one leading slash, so it cannot name another host ("//evil.example").
    z.regex(/^\/(?!\/)/, 'must be a path on this site, such as /kereses'),
    // A path as the browser's location has it: spaces and control characters are percent-encoded there. Raw, the
    // URL parser would drop them at the end and answer another page than the HTML route does.
    z.regex(/^[^\u0000-\u0020\u007f]*$/, 'must be percent-encoded as a browser sends it: no spaces or control characters'),
  ),
});

/**
 * The requested page's URL on the tenant's own origin and its route run; the path is taken only for its path and
 * query, and of the query only what the route reads (as the HTML page is keyed and rendered): the browser keeps
 * the address it has, a made-up parameter makes no other JSON.
 */
function requestedRun(c: Context<TenantEnv>, path: string) {
  const url = urlOnSite(c.var.siteUrl, new URL(path, c.var.siteUrl));
  url.search = pageQueryOf(url).keyed;
  const match = matchRoute(url.pathname);
  const request = routeRequest(c, url, match);
  return { url, match, request, run: runRoute(match, request) };
}

/** A part's answer and how long it may be kept: as long as its page, a 404 as briefly as a page's, a 503 not at all. */
function partAnswer(c: Context<TenantEnv>, body: object, status: 200 | 404 | 503, routeId: RouteId | null): Rendered {
  const lifetime = status === 200 && routeId ? routes[routeId].cache : status === 404 ? notFoundLifetime : null;
  return { response: c.json(body, status, { 'cache-control': cacheControlOf(lifetime) }), lifetime, complete: true };
}

export const pageJsonRoutes = new Hono<TenantEnv>()
  .get(siteApiEndpoints.page.path, validate('query', pathQuery), async (c) => {
    const { url, run } = requestedRun(c, c.req.valid('query').path);
    return servePageCached(c, 'page-json', url.pathname + url.search, async () => {
      const page = await run.page();
      const response = c.json(page, statusOf(page.outcome), { 'cache-control': pageCacheControl(page.outcome) });
      return { response, lifetime: pageLifetime(page.outcome), complete: true };
    });
  })
  .get(siteApiEndpoints.pagePart.path, validate('query', pathQuery), async (c) => {
    const { url, match, request, run } = requestedRun(c, c.req.valid('query').path);
    return servePageCached(c, 'page-part', url.pathname + url.search, async () => {
      const notFound = { error: 'not_found', message: 'No page part at this path' };
      if (!match) return partAnswer(c, notFound, 404, null);
      try {
        const data = await run.partData();
        return data === null ? partAnswer(c, notFound, 404, match.routeId) : partAnswer(c, { data }, 200, match.routeId);
      } catch (error) {
        request.onLoaderError(error, match.routeId);
        return partAnswer(c, { error: 'unavailable', message: 'The page part could not be loaded' }, 503, match.routeId);
      }
    });
  });
