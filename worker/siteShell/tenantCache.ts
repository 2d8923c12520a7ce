/**
 * @module The per-tenant KV cache: the options every tenant value shares (key names live in domain/).
 */
import { configOf, type Bindings } from '../env';
import type { SwrOptions } from '../cache/staleWhileRevalidate';
import { reportServerError } from '../errorReporting/reportServerError';

export { tenantCacheKey, type TenantCacheItem, tenantCachePrefix } from '../../domain/tenantCacheKeys';

/** The subdomain a tenant cache key belongs to. */
function subdomainOfKey(key: string): string | undefined {
  return /^tenant:([^:]+):/.exec(key)?.[1];
}

/**
 * Logs and reports a failed background refresh; the cached value stays in place.
 * The report finds its request (route, waitUntil) through the request scope: a refresh has no Hono context.
 */
export function logRefreshError(key: string, error: unknown): void {
  console.error('CANNOT UPDATE CACHE', key, error instanceof Error ? error.message : error);
  reportServerError(error, { kind: 'cache-refresh', tenant: subdomainOfKey(key) });
}

export function tenantSwrOptions(env: Bindings, onRefreshError: SwrOptions['onRefreshError'] = logRefreshError): SwrOptions {
  const config = configOf(env);
  return { freshSeconds: config.SITE_CACHE_FRESH_SECONDS, missingSeconds: config.SITE_CACHE_MISSING_SECONDS, onRefreshError };
}
