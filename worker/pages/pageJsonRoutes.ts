/**
 * @module GET /api/site/page?path=…: what a path shows, as JSON, for client-side navigation. The
 * same match and loader as the HTML page, so both always agree; the browser checks the data with
 * the route's own schema.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import { statusOf } from '../../client/routes/pageState';
import { matchRoute } from '../../client/routes/routeTable';
import { validate } from '../cms/validate';
import { tenantMiddleware } from '../tenant/tenantMiddleware';
import { servePageCached } from '../edgeCache/pageCache';
import { type PageEnv, pageCacheControl, pageLifetime, resolveArgs, urlOnSite } from './pageContext';
import { resolvePage } from './resolvePage';

/** The longest page address accepted; longer is no page of ours. */
const maxPathLength = 2048;

const pageQuery = z.object({
  path: z.string().check(
    z.maxLength(maxPathLength),
    // A path on this site: one leading slash, so it cannot name another host ("//evil.example").
    z.regex(/^\/(?!\/)/, 'must be a path on this site, such as /kereses'),
  ),
});

export const pageJsonRoutes = new Hono<PageEnv>().get('/api/site/page', tenantMiddleware('json'), validate('query', pageQuery), async (c) => {
  // Parsed only for its path and query, which are then set on the tenant's own origin.
  const url = urlOnSite(c.var.siteUrl, new URL(c.req.valid('query').path, c.var.siteUrl));
  const match = matchRoute(url.pathname);
  c.set('routeMatch', match);
  return servePageCached(c, 'page-json', url.pathname + url.search, async () => {
    const page = await resolvePage(match, resolveArgs(c, url, match));
    const response = c.json(page, statusOf(page.outcome), { 'cache-control': pageCacheControl(page.outcome) });
    return { response, lifetime: pageLifetime(page.outcome), complete: true };
  });
});
