/**
 * @module Derived site data (SPEC section 3): what every page knows about its tenant.
 */
import type { SiteData, SocialPlatform } from './siteDataSchema';
import type { SiteRecord, SiteSettingKey } from '../cms/siteRecordSchema';
import { type Unit, unitFields, unitQueryString } from '../tenant/unit';
import { pictureAddress } from './siteLinks';

export type { SiteData, SocialPlatform };

export const defaultPrimaryColor = '#000000';
export const defaultSecondaryColor = '#b79267';
/** The main site variant: top tab bar and external franchise and career links. */
const immo1Subdomain = 'immo1';

const hexColor = /^#[0-9a-f]{6}$/i;


const socialKeys: ReadonlyArray<[SocialPlatform['name'], SiteSettingKey]> = [
  ['Facebook', 'facebook_url'],
  ['Instagram', 'instagram_url'],
  ['TikTok', 'tik_tok_url'],
  ['LinkedIn', 'linkedin_url'],
  ['LinkTree', 'link_tree_url'],
];

/** A colour is used only when it is a six-digit hex colour: it lands in CSS. */
function colorOrDefault(value: string | null | undefined, fallback: string): string {
  return value && hexColor.test(value) ? value.toLowerCase() : fallback;
}

/** Only absolute http(s) links may become social icons: they are hrefs on every page. */
function httpUrlOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Derives the site data of SPEC section 3 from a public-site-domain record.
 * @example siteDataFromRecord(record, 'https://immo1.example.hu').primaryColor // '#000000' when unset
 */
export function siteDataFromRecord(record: SiteRecord, siteUrl: string): SiteData {
  const settings = new Map(record.public_site_setting.map((s) => [s.key, s.value ?? '']));
  const setting = (key: SiteSettingKey) => settings.get(key)?.trim() ?? '';
  const identity = record.corporate_identities[0];
  const isFranchise = record.unit_type === 'franchise';
  const unit: Unit = { type: record.unit_type, id: record.unit_id };
  const socialPlatforms = socialKeys.flatMap(([name, key]) => {
    const url = httpUrlOrNull(setting(key));
    return url ? [{ name, url }] : [];
  });
  return {
    subdomain: record.subdomain,
    unit,
    unitType: record.unit_type,
    franchise_id: isFranchise ? record.unit_id : null,
    office_id: isFranchise ? null : record.unit_id,
    siteUrl,
    siteName: setting('site_name') || record.subdomain,
    slogen: setting('slogen'),
    seoText: setting('seo_description'),
    welcomeText: setting('welcome_text'),
    isPageImmo1: record.subdomain === immo1Subdomain,
    // A picture path that a browser reads as another host (`/\evil.example/x.svg`) is no picture of the site.
    logoUrl: pictureAddress(identity?.logo_url, siteUrl),
    coverPhotoUrl: pictureAddress(identity?.cover_picture_url, siteUrl),
    primaryColor: colorOrDefault(identity?.main_color, defaultPrimaryColor),
    secondaryColor: colorOrDefault(identity?.second_color, defaultSecondaryColor),
    apiData: unitFields(unit),
    apiDataString: unitQueryString(unit),
    facebookAppId: setting('facebook_app_id') || null,
    socialPlatforms,
  };
}
