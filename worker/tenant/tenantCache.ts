/**
 * @module The tenant cache: the tenant bundles and the tenant directory, in memory in front of KV
 * (key names live in domain/, the refresh rules in worker/kvCache/).
 */
import * as z from 'zod/mini';
import { siteBundleSchema } from '../../domain/cms/siteBundleSchema';
import { tenantDirectoryKey } from '../../domain/tenant/tenantCacheKeys';
import { createSwrCache, type SwrOptions, type SwrScope } from '../kvCache/staleWhileRevalidate';
import type { Bindings, Config } from '../env';
import { reportServerError } from '../errorReporting/reportServerError';

export { tenantCacheKey, tenantDirectoryKey } from '../../domain/tenant/tenantCacheKeys';

/**
 * Seconds a tenant value is served from an isolate's memory before KV is read again (in the
 * background): short, so a forced refresh or a new tenant reaches every isolate within seconds.
 */
const tenantMemorySeconds = 5;

/** Bundles held per isolate: every tenant of a large network fits; a flood cannot add any (the directory stops it). */
export const tenantBundles = createSwrCache(z.nullable(siteBundleSchema), 5_000);

/** The sorted subdomains of every public site. */
export const tenantDirectory = createSwrCache(z.array(z.string()), 1);

/** The subdomain a tenant cache key belongs to. */
function subdomainOfKey(key: string): string | undefined {
  return /^tenant:([^:#]+)/.exec(key)?.[1];
}

/**
 * Logs and reports a failed background refresh; the cached value stays in place.
 * The report finds its request (route, waitUntil) through the request scope: a refresh has no Hono context.
 */
export function logRefreshError(key: string, error: unknown): void {
  console.error('CANNOT UPDATE CACHE', key, error instanceof Error ? error.message : error);
  reportServerError(error, { kind: 'cache-refresh', tenant: key === tenantDirectoryKey ? undefined : subdomainOfKey(key) });
}

/** The tenant cache's windows, from the configuration. */
export function tenantSwrOptions(config: Config, onRefreshError: SwrOptions['onRefreshError'] = logRefreshError): SwrOptions {
  return {
    freshSeconds: config.SITE_CACHE_FRESH_SECONDS,
    memorySeconds: Math.min(tenantMemorySeconds, config.SITE_CACHE_FRESH_SECONDS),
    missingSeconds: config.SITE_CACHE_MISSING_SECONDS,
    onRefreshError,
  };
}

/** The KV namespace, waitUntil and windows the tenant cache uses for one request. */
export function tenantSwrScope(env: Bindings, config: Config, ctx: Pick<ExecutionContext, 'waitUntil'>): SwrScope {
  return { kv: env.SITE_CACHE, ctx, options: tenantSwrOptions(config) };
}
