/**
 * @module The public-site-domain record of the CMS (SPEC section 3) and its zod schema.
 */
import * as z from 'zod';
import { unitTypes } from './unit';

export const unitTypeSchema = z.enum(unitTypes);

/** Every public_site_setting key the spec names. */
export const siteSettingKeys = [
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
export const siteSettingKeySchema = z.enum(siteSettingKeys);
export type SiteSettingKey = z.infer<typeof siteSettingKeySchema>;

export const corporateIdentitySchema = z.object({
  logo_url: z.string().nullable(),
  cover_picture_url: z.string().nullable(),
  main_color: z.string().nullable(),
  second_color: z.string().nullable(),
});

export const siteSettingSchema = z.object({
  key: z.string(),
  value: z.string().nullable(),
});

export const siteRecordSchema = z.object({
  subdomain: z.string(),
  unit_type: unitTypeSchema,
  unit_id: z.number().int().positive(),
  corporate_identities: z.array(corporateIdentitySchema),
  public_site_setting: z.array(siteSettingSchema),
});
export type SiteRecord = z.infer<typeof siteRecordSchema>;
