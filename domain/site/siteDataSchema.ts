/**
 * @module zod schemas of the derived site data (worker side; the client imports only types).
 */
import * as z from 'zod/mini';
import { unitTypeSchema } from '../cms/siteRecordSchema';

const socialPlatformSchema = z.object({
  name: z.enum(['Facebook', 'Instagram', 'TikTok', 'LinkedIn', 'LinkTree']),
  url: z.string(),
});
export type SocialPlatform = z.infer<typeof socialPlatformSchema>;

const unitSchema = z.object({ type: unitTypeSchema, id: z.int().check(z.positive()) });

/** The unit's fields as CMS calls carry them (domain/tenant/unit.ts `unitFields`). */
const apiDataSchema = z.union([
  z.object({ franchise_id: z.int().check(z.positive()), unit_type: z.literal('franchise') }),
  z.object({ office_id: z.int().check(z.positive()), unit_type: z.literal('office') }),
]);

/** The public allow-list of tenant facts: it is serialized into every page, so no secrets. */
export const siteDataSchema = z.object({
  subdomain: z.string(),
  unit: unitSchema,
  unitType: unitTypeSchema,
  franchise_id: z.nullable(z.int()),
  office_id: z.nullable(z.int()),
  siteUrl: z.string(),
  siteName: z.string(),
  slogen: z.string(),
  seoText: z.string(),
  welcomeText: z.string(),
  isPageImmo1: z.boolean(),
  logoUrl: z.nullable(z.string()),
  coverPhotoUrl: z.nullable(z.string()),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  apiData: apiDataSchema,
  apiDataString: z.string(),
  facebookAppId: z.nullable(z.string()),
  socialPlatforms: z.array(socialPlatformSchema),
});
export type SiteData = z.infer<typeof siteDataSchema>;
