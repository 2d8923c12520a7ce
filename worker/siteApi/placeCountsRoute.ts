/**
 * @module GET /api/site/place-counts: the places the current site has listings in, with their counts
 * by sale status, for the city multi-select's suggestions. Cached per unit like the tenant's other
 * dropdown data (isolate memory in front of KV, refreshed in the background), and by the browser for
 * a minute: the combobox asks once, never per keystroke.
 */
import { Hono } from 'hono/tiny';
import { placeCountsSchema } from '../../domain/cms/placeCountSchemas';
import { placeCountsCacheKey } from '../../domain/tenant/tenantCacheKeys';
import { createSwrCache } from '../kvCache/staleWhileRevalidate';
import { reportServerError } from '../errorReporting/reportServerError';
import { tenantSwrScope } from '../tenant/tenantCache';
import type { TenantEnv } from '../tenant/tenantMiddleware';

/** One entry per unit; a big network's sites all fit. */
const placeCounts = createSwrCache(placeCountsSchema, 2_000);

export const placeCountsRoute = new Hono<TenantEnv>().get('/', async (c) => {
  const { unit } = c.var.shell.site;
  try {
    // A unit the CMS does not know (404) has no places yet.
    const data = await placeCounts.get(tenantSwrScope(c.env, c.var.config, c.executionCtx), placeCountsCacheKey(unit), async () => (await c.var.cms.placeCounts({ unit })) ?? []);
    return c.json({ data }, 200, { 'cache-control': 'public, max-age=60' });
  } catch (error) {
    // The combobox then suggests what the place search finds, without counts.
    reportServerError(error, { kind: 'loader', tenant: c.var.subdomain });
    return c.json({ error: 'upstream_unavailable', message: 'The place counts could not be loaded' }, 503, { 'cache-control': 'no-store' });
  }
});
