/**
 * @module KV key names of the tenant cache, shared by the worker and the operator scripts.
 */

/** The key of a tenant's bundle: site record, menu, policy, terms and dropdown options in one entry. */
export function tenantCacheKey(subdomain: string): string {
  return `tenant:${subdomain}`;
}

/** The key of the tenant directory: every subdomain the CMS has a site for, in one entry. */
export const tenantDirectoryKey = 'tenants:directory';

/**
 * The key of a tenant's page generation: part of every cached page's key, so a new generation (the entry
 * deleted, then written anew by the worker) retires all of the tenant's cached pages at once.
 */
export function pageGenerationKey(subdomain: string): string {
  return `pages:${subdomain}`;
}

/**
 * The keys to delete so the worker loads a tenant fresh from the CMS, sees it in the directory, and
 * renders its pages afresh.
 * @example tenantKeysToPurge('szeged') // ['tenant:szeged', 'tenants:directory', 'pages:szeged']
 */
export function tenantKeysToPurge(subdomain: string): string[] {
  return [tenantCacheKey(subdomain), tenantDirectoryKey, pageGenerationKey(subdomain)];
}

/**
 * The key of a unit's place counts (the city multi-select's suggestions): by unit, not subdomain, so a
 * site moved to another unit reads that unit's counts at once, with nothing to purge.
 * @example placeCountsCacheKey({ type: 'office', id: 13 }) // 'places:office:13'
 */
export function placeCountsCacheKey(unit: { type: string; id: number }): string {
  return `places:${unit.type}:${unit.id}`;
}
