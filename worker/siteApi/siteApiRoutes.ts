/**
 * @module /api/site/*: the current tenant's cached data as JSON, for the browser.
 */
import { Hono } from 'hono';
import { loadDropdownOptions } from '../siteShell/loadSiteShell';
import { tenantMiddleware, type TenantEnv } from '../tenant/tenantMiddleware';

export const siteApiRoutes = new Hono<TenantEnv>()
  .use('/api/site/*', tenantMiddleware('json'))
  .get('/api/site/dropdown-options', async (c) => {
    const options = await loadDropdownOptions({ env: c.env, ctx: c.executionCtx, subdomain: c.var.subdomain, cms: c.var.cms }, c.var.shell.site);
    return c.json({ data: options }, 200, { 'cache-control': 'public, max-age=60' });
  })
  .all('/api/site/*', (c) => c.json({ error: 'not_found', message: 'No such site endpoint' }, 404));
