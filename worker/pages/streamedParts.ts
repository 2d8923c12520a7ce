/**
 * @module Starts the streamed part of a matched page (routeModule.ts StreamedPart) beside its loader,
 * and answers GET /api/site/page-part?path=… with a part's data, for client-side navigation.
 */
import { pagePartJsonPath } from '../../client/routes/streamedPartClient';
import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import { matchRoute, type RouteId, type RouteMatch, routes } from '../../client/routes/routeTable';
import { validate } from '../cms/validate';
import { tenantMiddleware } from '../tenant/tenantMiddleware';
import type { Rendered } from '../edgeCache/edgeCache';
import { servePageCached } from '../edgeCache/pageCache';
import { cacheControlOf, type PageEnv, pageLifetime, resolveArgs, urlOnSite } from './pageContext';
import type { ResolveArgs } from './resolvePage';

function startRoutePart<K extends RouteId>(routeId: K, rawParams: Record<string, string>, args: ResolveArgs, render: object): Promise<unknown> | null {
  const route = routes[routeId];
  if (!route.streamed) return null;
  const params = route.params(rawParams);
  if (params === null) return null;
  const { url, site, menus, cms, server } = args;
  return route.streamed.start(render, { params, url, site, menus, cms, server }, (error) => args.onLoaderError(error, routeId));
}

/** Whether a page's streamed part has loaded: a page without one has nothing to wait for. */
export interface StreamedPartProgress {
  settled(): boolean;
  /** Resolves once it has loaded (or failed, which the part shows as nothing). */
  done: Promise<unknown>;
}

/**
 * Starts the matched route's streamed part for `render` (the object the page's render is known by),
 * if it has one: it loads while the page's own loader runs and the page streams.
 */
export function startStreamedPart(match: RouteMatch | null, args: ResolveArgs, render: object): StreamedPartProgress {
  const loading = match ? startRoutePart(match.routeId, match.rawParams, args, render) : null;
  let settled = loading === null;
  const done = (loading ?? Promise.resolve()).then(() => (settled = true));
  return { settled: () => settled, done };
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

/** A part's answer and how long it may be kept: as long as its page, a 404 as briefly as a page's, a 503 not at all. */
function partAnswer(c: Context<PageEnv>, body: object, status: 200 | 404 | 503, routeId: RouteId | null): Rendered {
  const lifetime = status === 200 && routeId ? routes[routeId].cache : status === 404 ? pageLifetime({ kind: 'notFound' }) : null;
  return { response: c.json(body, status, { 'cache-control': cacheControlOf(lifetime) }), lifetime, complete: true };
}

export const pagePartRoutes = new Hono<PageEnv>().get(pagePartJsonPath, tenantMiddleware('json'), validate('query', pagePartQuery), async (c) => {
  // Parsed only for its path and query, which are then set on the tenant's own origin.
  const url = urlOnSite(c.var.siteUrl, new URL(c.req.valid('query').path, c.var.siteUrl));
  const match = matchRoute(url.pathname);
  c.set('routeMatch', match);
  return servePageCached(c, 'page-part', url.pathname + url.search, async () => {
    const notFound = { error: 'not_found', message: 'No page part at this path' };
    if (!match) return partAnswer(c, notFound, 404, null);
    const args = resolveArgs(c, url, match);
    try {
      const data = await loadRoutePart(match.routeId, match.rawParams, args);
      return data === null ? partAnswer(c, notFound, 404, match.routeId) : partAnswer(c, { data }, 200, match.routeId);
    } catch (error) {
      args.onLoaderError(error, match.routeId);
      return partAnswer(c, { error: 'unavailable', message: 'The page part could not be loaded' }, 503, match.routeId);
    }
  });
});
