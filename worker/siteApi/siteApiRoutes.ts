/**
 * @module /api/site/*: the current tenant's cached data as JSON, for the browser.
 */
import { Hono } from 'hono/tiny';
import { tenantMiddleware, type TenantEnv } from '../tenant/tenantMiddleware';

export const siteApiRoutes = new Hono<TenantEnv>()
  .use('/api/site/*', tenantMiddleware('json'))
  .get('/api/site/dropdown-options', async (c) => {
    return c.json({ data: c.var.shell.dropdownOptions }, 200, { 'cache-control': 'public, max-age=60' });
  })
  .all('/api/site/*', (c) => c.json({ error: 'not_found', message: 'No such site endpoint' }, 404));
