/**
 * @module The HTML cache as the page routes use it: the key from the tenant's origin and page version,
 * the operator's bypass, the response's nonce, background work and its errors, from the request.
 */
import type { Context } from 'hono';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import { tenantSwrScope } from '../tenant/tenantCache';
import type { TenantEnv } from '../tenant/tenantMiddleware';
import { bypassHeader, isOperatorBypass } from './operatorBypass';
import { type CachedKind, type Rendered, type RenderPurpose, serveFromHtmlCache } from './htmlCache';
import { pageCacheKey, pageGeneration } from './pageCacheKey';

/**
 * Serves the page (or its JSON) at `pathAndQuery` of this request's tenant from the HTML cache, rendering
 * it with `render` when there is no usable copy (and in the background when the copy is stale).
 */
export async function servePageCached<E extends TenantEnv>(c: Context<E>, kind: CachedKind, pathAndQuery: string, render: (nonce: string | null, purpose: RenderPurpose) => Promise<Rendered>): Promise<Response> {
  const { subdomain, siteUrl, shell, config } = c.var;
  const generation = await pageGeneration(tenantSwrScope(c.env, config, c.executionCtx), subdomain);
  const key = pageCacheKey(siteUrl, kind, { contentHash: shell.contentHash, generation }, pathAndQuery);
  const scope = reportScopeOf(c);
  return serveFromHtmlCache({
    key,
    nonce: kind === 'html' ? (c.get('secureHeadersNonce') ?? null) : null,
    bypass: await isOperatorBypass(c.req.header(bypassHeader), config.EDGE_CACHE_BYPASS_TOKEN),
    render,
    waitUntil: (task) => c.executionCtx.waitUntil(task),
    onBackgroundError: (error) => {
      console.error('CANNOT UPDATE CACHE', key, error instanceof Error ? error.message : error);
      reportServerError(error, { kind: 'cache-refresh', tenant: subdomain }, scope);
    },
  });
}
