/**
 * @module The public-site-domain record of the CMS (SPEC section 3) and its zod schema.
 */
import * as z from 'zod/mini';
import { unitTypes } from '../tenant/unit';

export const unitTypeSchema = z.enum(unitTypes);

/** Every public_site_setting key the spec names. */
const siteSettingKeys = [
  'site_name',
  'facebook_url',
  'facebook_app_id',
  'facebook_page_id',
  'welcome_text',
  'slogen',
  'seo_description',
  'instagram_url',
  'tik_tok_url',
  'linkedin_url',
  'link_tree_url',
] as const;
const siteSettingKeySchema = z.enum(siteSettingKeys);
export type SiteSettingKey = z.infer<typeof siteSettingKeySchema>;

export const corporateIdentitySchema = z.object({
  logo_url: z.nullable(z.string()),
  cover_picture_url: z.nullable(z.string()),
  main_color: z.nullable(z.string()),
  second_color: z.nullable(z.string()),
});

export const siteSettingSchema = z.object({
  key: z.string(),
  value: z.nullable(z.string()),
});

/**
 * Site settings the workers read but the public API does not hand out: the franchise's enquiry address of
 * last resort (read by the back office's enquiry delivery only; published, it would be a spam target).
 */
export const internalSiteSettingKeys: ReadonlySet<string> = new Set(['enquiry_email']);

export const siteRecordSchema = z.object({
  subdomain: z.string(),
  unit_type: unitTypeSchema,
  unit_id: z.int().check(z.positive()),
  corporate_identities: z.array(corporateIdentitySchema),
  public_site_setting: z.array(siteSettingSchema),
});
export type SiteRecord = z.infer<typeof siteRecordSchema>;
