/**
 * @module Starts the streamed part of a matched page (routeModule.ts StreamedPart) beside its loader,
 * and answers GET /api/site/page-part?path=… with a part's data, for client-side navigation.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import { matchRoute, type RouteId, type RouteMatch, routes } from '../../client/routes/routeTable';
import { validate } from '../cms/validate';
import { tenantMiddleware } from '../tenant/tenantMiddleware';
import { type PageEnv, resolveArgs } from './pageContext';
import type { ResolveArgs } from './resolvePage';

function startRoutePart<K extends RouteId>(routeId: K, rawParams: Record<string, string>, args: ResolveArgs, render: object): void {
  const route = routes[routeId];
  if (!route.streamed) return;
  const params = route.params(rawParams);
  if (params === null) return;
  const { url, site, menus, cms, server } = args;
  route.streamed.start(render, { params, url, site, menus, cms, server }, (error) => args.onLoaderError(error, routeId));
}

/**
 * Starts the matched route's streamed part for `render` (the object the page's render is known by),
 * if it has one: it loads while the page's own loader runs and the page streams.
 */
export function startStreamedPart(match: RouteMatch | null, args: ResolveArgs, render: object): void {
  if (match) startRoutePart(match.routeId, match.rawParams, args, render);
}

async function loadRoutePart<K extends RouteId>(routeId: K, rawParams: Record<string, string>, args: ResolveArgs): Promise<unknown> {
  const route = routes[routeId];
  const params = route.params(rawParams);
  if (!route.streamed || params === null) return null;
  const { url, site, menus, cms, server } = args;
  return route.streamed.load({ params, url, site, menus, cms, server });
}

const pagePartQuery = z.object({
  // A path on this site (as GET /api/site/page takes it).
  path: z.string().check(z.maxLength(2048), z.regex(/^\/(?!\/)/, 'must be a path on this site, such as /ingatlan/12')),
});

/** Cache-Control of a part: kept as briefly as the page it belongs to. */
function partCacheControl(routeId: RouteId): string {
  const { maxAgeSeconds, staleWhileRevalidateSeconds } = routes[routeId].cache;
  return `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`;
}

export const pagePartRoutes = new Hono<PageEnv>().get('/api/site/page-part', tenantMiddleware('json'), validate('query', pagePartQuery), async (c) => {
  const url = new URL(c.req.valid('query').path, new URL(c.req.url).origin);
  const match = matchRoute(url.pathname);
  c.set('routeMatch', match);
  if (!match) return c.json({ error: 'not_found', message: 'No page part at this path' }, 404);
  const args = resolveArgs(c, url, match);
  try {
    const data = await loadRoutePart(match.routeId, match.rawParams, args);
    if (data === null) return c.json({ error: 'not_found', message: 'No page part at this path' }, 404);
    return c.json({ data }, 200, { 'cache-control': partCacheControl(match.routeId) });
  } catch (error) {
    args.onLoaderError(error, match.routeId);
    return c.json({ error: 'unavailable', message: 'The page part could not be loaded' }, 503, { 'cache-control': 'no-store' });
  }
});
