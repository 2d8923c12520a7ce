/**
 * @module The site API, mounted at /api/site behind the tenant middleware: the current tenant's pages
 * and data as JSON for the browser, and its enquiry form. Every endpoint takes one method: another is
 * 405 with Allow, an unknown path 404.
 */
import { Hono } from 'hono/tiny';
import { siteApiEndpoints, siteApiPrefix } from '../../domain/site/siteApiPaths';
import type { TenantEnv } from '../tenant/tenantMiddleware';
import { enquiryRoutes } from './enquiryRoutes';
import { favouriteRoutes } from './favouriteRoutes';
import { alertRoutes } from './alertRoutes';
import { pageJsonRoutes } from './pageJsonRoutes';
import { placeCountsRoute } from './placeCountsRoute';
import { mapRoute } from './mapRoute';

/** The Allow header of each endpoint, by its full path. */
const allowByPath = new Map<string, string>(
  Object.values(siteApiEndpoints).map(({ path, method }) => [siteApiPrefix + path, method === 'GET' ? 'GET, HEAD' : method]),
);

export const siteApiRoutes = new Hono<TenantEnv>()
  .route('/', pageJsonRoutes)
  .route(siteApiEndpoints.leads.path, enquiryRoutes)
  .route(siteApiEndpoints.favourites.path, favouriteRoutes)
  .route(siteApiEndpoints.searchAlerts.path, alertRoutes)
  .route(siteApiEndpoints.placeCounts.path, placeCountsRoute)
  .route(siteApiEndpoints.map.path, mapRoute)
  .get(siteApiEndpoints.dropdownOptions.path, (c) => c.json({ data: c.var.shell.dropdownOptions }, 200, { 'cache-control': 'public, max-age=60' }))
  .all('*', (c) => {
    const allow = allowByPath.get(c.req.path);
    return allow
      ? c.json({ error: 'method_not_allowed', message: `This site endpoint takes ${allow}` }, 405, { allow })
      : c.json({ error: 'not_found', message: 'No such site endpoint' }, 404);
  });
