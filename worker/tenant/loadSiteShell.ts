/**
 * @module What every page of a tenant needs (site data, menus, policy, terms, dropdown options),
 * derived from the tenant's bundle, which is cached in memory in front of KV.
 */
import type { DropdownOptions } from '../../domain/search/filterDropdowns';
import { buildMenus, type Menus } from '../../domain/site/menu';
import type { SiteBundle } from '../../domain/cms/siteBundleSchema';
import { type SiteData, siteDataFromRecord } from '../../domain/site/siteData';
import type { CmsClient } from '../../domain/cms/cmsContract';
import type { SwrOptions, SwrScope } from '../kvCache/staleWhileRevalidate';
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
  /** A hash of the bundle the shell was built from: it changes with any setting (worker/htmlCache keys pages by it). */
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

/**
 * The shell last derived from each held bundle: the same bundle object serves every request until a
 * refresh replaces it, so its site data, menus and content hash are derived once, not per request (a tenth of a
 * millisecond of every tenant request in npm run bench). One site URL per bundle (production has one),
 * so Host headers with made-up ports cannot grow it.
 */
const derivedShells = new WeakMap<SiteBundle, SiteShell>();

async function shellOf(bundle: SiteBundle, siteUrl: string): Promise<SiteShell> {
  const held = derivedShells.get(bundle);
  if (held?.site.siteUrl === siteUrl) return held;
  const shell = shellFromBundle(bundle, siteUrl, await bundleHash(bundle));
  derivedShells.set(bundle, shell);
  return shell;
}

/**
 * The site shell of a tenant, or null when the CMS has no such subdomain.
 * Throws when the site record cannot be loaded at all (the error view follows).
 */
export async function loadSiteShell(scope: TenantScope, siteUrl: string): Promise<SiteShell | null> {
  const key = tenantCacheKey(scope.subdomain);
  const bundle = await tenantBundles.get(scope.cache, key, (previous) => loadSiteBundle(scope.cms, key, scope.subdomain, previous));
  return bundle ? shellOf(bundle, siteUrl) : null;
}

/**
 * The content hash of the tenant's bundle as this isolate holds it, when nothing about the bundle is due
 * (no KV comparison, no refresh) and its shell has been derived; undefined otherwise (`loadSiteShell` then).
 */
export function heldContentHash(options: SwrOptions, subdomain: string): string | undefined {
  const bundle = tenantBundles.peek(options, tenantCacheKey(subdomain));
  return bundle ? derivedShells.get(bundle)?.contentHash : undefined;
}
