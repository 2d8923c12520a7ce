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
 * The keys to delete so the worker loads a tenant fresh from the CMS, and sees it in the directory.
 * @example tenantKeysToPurge('szeged') // ['tenant:szeged', 'tenants:directory']
 */
export function tenantKeysToPurge(subdomain: string): string[] {
  return [tenantCacheKey(subdomain), tenantDirectoryKey];
}
