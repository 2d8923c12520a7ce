/**
 * @module KV key names of the per-tenant cache, shared by the worker and the operator scripts.
 */

/** What is cached per tenant. */
export const tenantCacheItems = ['site', 'menu', 'privacy-policy', 'terms-and-conditions', 'dropdowns'] as const;
export type TenantCacheItem = (typeof tenantCacheItems)[number];

/** The prefix of all of one tenant's keys: deleting these forces a fresh load. */
export function tenantCachePrefix(subdomain: string): string {
  return `tenant:${subdomain}:`;
}

/** @example tenantCacheKey('immo1', 'menu') // 'tenant:immo1:menu' */
export function tenantCacheKey(subdomain: string, item: TenantCacheItem): string {
  return `${tenantCachePrefix(subdomain)}${item}`;
}
