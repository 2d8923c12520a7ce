/**
 * @module Loads what every page of a tenant needs: site data, menus, policy and terms (all cached in KV).
 */
import * as z from 'zod';
import type { CmsClient } from '../../domain/cms/cmsContract';
import { cmsFileSchema } from '../../domain/cmsFileSchema';
import { dropdownOptionsSchema, type DropdownOptions, filterDropdownTypes } from '../../domain/dropdowns';
import { buildMenus, type Menus } from '../../domain/menu';
import { menuEntrySchema } from '../../domain/menuSchema';
import { type SiteData, siteDataFromRecord } from '../../domain/siteData';
import { siteRecordSchema } from '../../domain/siteRecordSchema';
import { staleWhileRevalidate } from '../cache/staleWhileRevalidate';
import { reportServerError } from '../errorReporting/reportServerError';
import type { Bindings } from '../env';
import { tenantCacheKey, type TenantCacheItem, tenantSwrOptions } from './tenantCache';

export interface SiteShell {
  site: SiteData;
  menus: Menus;
  policyUrl: string | null;
  termsUrl: string | null;
}

export interface TenantScope {
  env: Bindings;
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  subdomain: string;
  /** The request's CMS client. */
  cms: CmsClient;
}

function cached<T extends z.ZodType>(scope: TenantScope, item: TenantCacheItem, schema: T, load: () => Promise<z.infer<T>>) {
  return staleWhileRevalidate(scope.env.SITE_CACHE, scope.ctx, tenantCacheKey(scope.subdomain, item), schema, load, tenantSwrOptions(scope.env));
}

/** Logs and reports a failed cold load of an optional part, which then shows its fallback. */
function fallbackOnError<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    console.error(`CMS call failed (${what}), using the fallback`, error instanceof Error ? error.message : error);
    reportServerError(error, { kind: 'loader' });
    return fallback;
  };
}

/**
 * The site shell of a tenant, or null when the CMS has no such subdomain.
 * Throws when the site record cannot be loaded at all (the error view follows).
 */
export async function loadSiteShell(scope: TenantScope, siteUrl: string): Promise<SiteShell | null> {
  const { cms } = scope;
  const record = await cached(scope, 'site', siteRecordSchema.nullable(), () => cms.siteRecord({ subdomain: scope.subdomain }));
  if (!record) return null;
  const site = siteDataFromRecord(record, siteUrl);
  const [menuEntries, policy, terms] = await Promise.all([
    // A unit without a menu (404) has an empty one; only a failed call falls back to the default menu.
    cached(scope, 'menu', z.array(menuEntrySchema), async () => (await cms.menuEntries({ unit: site.unit })) ?? []).catch(fallbackOnError('menu', null)),
    cached(scope, 'privacy-policy', cmsFileSchema.nullable(), () => cms.privacyPolicy({ unit: site.unit })).catch(fallbackOnError('privacy-policy', null)),
    cached(scope, 'terms-and-conditions', cmsFileSchema.nullable(), () => cms.termsAndConditions({ unit: site.unit })).catch(
      fallbackOnError('terms-and-conditions', null),
    ),
  ]);
  return { site, menus: buildMenus(site, menuEntries), policyUrl: policy?.file_url ?? null, termsUrl: terms?.file_url ?? null };
}

/** The tenant's dropdown options for every filter field; an empty set when the CMS fails. */
export async function loadDropdownOptions(scope: TenantScope, site: SiteData): Promise<DropdownOptions> {
  return cached(scope, 'dropdowns', dropdownOptionsSchema, async () => (await scope.cms.dropdownOptions({ unit: site.unit, types: filterDropdownTypes })) ?? {}).catch(
    fallbackOnError('dropdowns', {}),
  );
}
