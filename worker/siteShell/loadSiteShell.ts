/**
 * @module What every page of a tenant needs (site data, menus, policy, terms, dropdown options),
 * derived from the tenant's bundle, which is cached in memory in front of KV.
 */
import type { DropdownOptions } from '../../domain/dropdowns';
import { buildMenus, type Menus } from '../../domain/menu';
import type { SiteBundle } from '../../domain/siteBundleSchema';
import { type SiteData, siteDataFromRecord } from '../../domain/siteData';
import type { CmsClient } from '../../domain/cms/cmsContract';
import type { SwrScope } from '../cache/staleWhileRevalidate';
import { bundleHash } from './bundleHash';
import { loadSiteBundle } from './siteBundle';
import { tenantBundles, tenantCacheKey } from './tenantCache';

export interface SiteShell {
  site: SiteData;
  menus: Menus;
  policyUrl: string | null;
  termsUrl: string | null;
  /** Options of every filter field; empty when the CMS could not give them. */
  dropdownOptions: DropdownOptions;
  /** A hash of the bundle the shell was built from: it changes with any setting (worker/edgeCache keys pages by it). */
  contentHash: string;
}

/** What loading a tenant needs: the cache's scope, the request's CMS client, the subdomain. */
export interface TenantScope {
  cache: SwrScope;
  cms: CmsClient;
  subdomain: string;
}

/** The shell of one bundle as seen from one site URL; a failed part shows its fallback (SPEC section 8). */
export function shellFromBundle(bundle: SiteBundle, siteUrl: string, contentHash: string): SiteShell {
  const site = siteDataFromRecord(bundle.record, siteUrl);
  return {
    contentHash,
    site,
    menus: buildMenus(site, bundle.menu?.answer ?? null),
    policyUrl: bundle.privacyPolicy?.answer?.file_url ?? null,
    termsUrl: bundle.terms?.answer?.file_url ?? null,
    dropdownOptions: bundle.dropdowns?.answer ?? {},
  };
}

/** Shells built from each bundle held in memory, by site URL: built once, not on every request. */
const shells = new WeakMap<SiteBundle, Map<string, SiteShell>>();

/** A handful of site URLs per bundle (ports, schemes); more are built anew each time rather than kept. */
const maxShellsPerBundle = 4;

/** The shell of `bundle` for `siteUrl`, shared by the requests that use them (nobody changes a shell). */
async function sharedShell(bundle: SiteBundle, siteUrl: string): Promise<SiteShell> {
  let bySiteUrl = shells.get(bundle);
  if (!bySiteUrl) {
    bySiteUrl = new Map();
    shells.set(bundle, bySiteUrl);
  }
  const held = bySiteUrl.get(siteUrl);
  if (held) return held;
  const shell = shellFromBundle(bundle, siteUrl, await bundleHash(bundle));
  if (bySiteUrl.size < maxShellsPerBundle) bySiteUrl.set(siteUrl, shell);
  return shell;
}

/**
 * The site shell of a tenant, or null when the CMS has no such subdomain.
 * Throws when the site record cannot be loaded at all (the error view follows).
 */
export async function loadSiteShell(scope: TenantScope, siteUrl: string): Promise<SiteShell | null> {
  const key = tenantCacheKey(scope.subdomain);
  const bundle = await tenantBundles.get(scope.cache, key, (previous) => loadSiteBundle(scope.cms, key, scope.subdomain, previous));
  return bundle ? sharedShell(bundle, siteUrl) : null;
}
