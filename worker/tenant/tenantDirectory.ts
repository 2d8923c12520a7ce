/**
 * @module The tenant directory: which subdomains have a site, answered from memory.
 *
 * Every public site's subdomain is one cached entry (memory, then KV, then one CMS list call per
 * window), so a request for an unknown subdomain costs no CMS call and no KV write, however many
 * names a flood makes up. A name missing from a copy older than a second is looked up again in KV
 * (one read shared by the whole isolate), so a tenant added with `tenant:add` is served at once.
 */
import type { CmsClient } from '../../domain/cms/cmsContract';
import { tenantDirectoryKey } from '../../domain/tenant/tenantCacheKeys';
import type { SwrOptions, SwrScope } from '../kvCache/staleWhileRevalidate';
import { CmsError } from '../cms/cmsClient';
import { tenantDirectory } from './tenantCache';

/** How old the isolate's copy may be when it says "unknown". */
const unknownRecheckMs = 1_000;

const lookups = new WeakMap<readonly string[], ReadonlySet<string>>();

function has(directory: readonly string[], subdomain: string): boolean {
  let set = lookups.get(directory);
  if (!set) {
    set = new Set(directory);
    lookups.set(directory, set);
  }
  return set.has(subdomain);
}

/** True when the CMS has a site for the subdomain. Throws when the directory cannot be loaded at all. */
export async function isKnownTenant(scope: SwrScope, cms: CmsClient, subdomain: string): Promise<boolean> {
  const load = async () => {
    const directory = await cms.siteDirectory({});
    // A CMS without the list cannot tell a tenant from a stranger: that is a failure, not "no tenants".
    if (!directory) throw new CmsError('siteDirectory: CMS answered 404');
    return directory.map((site) => site.subdomain).sort();
  };
  if (has(await tenantDirectory.get(scope, tenantDirectoryKey, load), subdomain)) return true;
  return has(await tenantDirectory.getRecent(scope, tenantDirectoryKey, load, unknownRecheckMs), subdomain);
}

/** True when this isolate's directory, with nothing due, lists the subdomain; false also when only `isKnownTenant` can tell. */
export function isHeldKnownTenant(options: SwrOptions, subdomain: string): boolean {
  const directory = tenantDirectory.peek(options, tenantDirectoryKey);
  return directory !== undefined && has(directory, subdomain);
}
