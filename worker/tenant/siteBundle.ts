/**
 * @module Loads a tenant's bundle from the CMS: the site record, then its other four calls at once.
 */
import type { CmsClient } from '../../domain/cms/cmsContract';
import { filterDropdownTypes } from '../../domain/search/filterDropdowns';
import type { SiteBundle, SiteBundlePart } from '../../domain/cms/siteBundleSchema';
import { sameUnit, type Unit } from '../../domain/tenant/unit';
import { reportServerError } from '../errorReporting/reportServerError';
import { logRefreshError } from './tenantCache';

/**
 * One part's CMS answer. When the call fails the part keeps its earlier answer (a good value is never
 * replaced by a worse one; logged as CANNOT UPDATE CACHE), or is left out and its fallback is served.
 */
async function settle<T>(key: string, part: SiteBundlePart, call: Promise<T>, kept: { answer: T } | undefined): Promise<{ answer: T } | undefined> {
  try {
    return { answer: await call };
  } catch (error) {
    if (kept) {
      logRefreshError(`${key}#${part}`, error);
      return kept;
    }
    console.error(`CMS call failed (${part}), using the fallback`, error instanceof Error ? error.message : error);
    reportServerError(error, { kind: 'loader' });
    return undefined;
  }
}

/**
 * The tenant's bundle fresh from the CMS, or null when the CMS has no such subdomain. Throws when the site
 * record cannot be loaded (the caller keeps what it had); a failing part keeps its answer from `previous`.
 */
export async function loadSiteBundle(cms: CmsClient, key: string, subdomain: string, previous: SiteBundle | null | undefined): Promise<SiteBundle | null> {
  const record = await cms.siteRecord({ subdomain });
  if (!record) return null;
  const unit: Unit = { type: record.unit_type, id: record.unit_id };
  // Answers of another unit (the subdomain was moved) are not this site's to keep.
  const kept = previous && sameUnit(unit, { type: previous.record.unit_type, id: previous.record.unit_id }) ? previous : undefined;
  const [menu, privacyPolicy, terms, dropdowns] = await Promise.all([
    // A unit without a menu or options (404) has empty ones; only a failed call falls back.
    settle(key, 'menu', cms.menuEntries({ unit }).then((entries) => entries ?? []), kept?.menu),
    settle(key, 'privacyPolicy', cms.privacyPolicy({ unit }), kept?.privacyPolicy),
    settle(key, 'terms', cms.termsAndConditions({ unit }), kept?.terms),
    settle(key, 'dropdowns', cms.dropdownOptions({ unit, types: filterDropdownTypes }).then((options) => options ?? {}), kept?.dropdowns),
  ]);
  return { record, menu, privacyPolicy, terms, dropdowns };
}
