/**
 * @module The network as CMS answers give it: offices, an office with its agents, an agent with
 * their listings, a CMS page, the place options of the city multi-select, and what a sitemap
 * needs (zod/mini, see refSchemas.ts).
 */
import * as z from 'zod/mini';
import { placeKinds } from '../search/searchFilter';
import { ownerListingPageSchema } from './listingSchemas';
import { agentSummarySchema, namedRefSchema, officeSummarySchema } from './refSchemas';
import { cmsPageHtmlMaxLength } from './cmsPageHtml';

/** An office as the office answers give it; the page title is `name` plus `city.label` (SPEC section 2). */
const officeSchema = z.object({
  id: z.int(),
  name: z.string(),
  franchise: namedRefSchema,
  city: namedRefSchema,
  /** The city's county (Budapest is its own), for grouping offices by place. */
  county: namedRefSchema,
  district: z.nullable(namedRefSchema),
  address: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  description: z.nullable(z.string()),
  picture_url: z.nullable(z.string()),
});
export type Office = z.infer<typeof officeSchema>;

export const officeListItemSchema = z.extend(officeSchema, { agent_count: z.int() });
export type OfficeListItem = z.infer<typeof officeListItemSchema>;

/** One opening interval of a weekday: `{ weekday: 1, opens: '09:00', closes: '17:00' }` (ISO weekday, Monday = 1). */
export const openingHoursSchema = z.object({
  weekday: z.int().check(z.minimum(1), z.maximum(7)),
  opens: z.string().check(z.regex(/^\d\d:\d\d$/)),
  closes: z.string().check(z.regex(/^\d\d:\d\d$/)),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const officeDetailSchema = z.extend(officeSchema, {
  /** By weekday and time; empty when the CMS has no opening hours for the office. */
  opening_hours: z.array(openingHoursSchema),
  agents: z.array(agentSummarySchema),
  /** A page of the office's listings (all of them, whatever their sale status), newest first. */
  properties: ownerListingPageSchema,
});
export type OfficeDetail = z.infer<typeof officeDetailSchema>;

export const agentDetailSchema = z.object({
  salesman: agentSummarySchema,
  /** Null fields when the agent has no public profile yet. */
  sales_man_profile: z.object({ banner_url: z.nullable(z.string()), introduction: z.nullable(z.string()) }),
  office: officeSummarySchema,
  /** A page of the agent's listings (every sale status), newest first. */
  properties: ownerListingPageSchema,
});
export type AgentDetail = z.infer<typeof agentDetailSchema>;

export const cmsPageSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** HTML written in the CMS, at most `cmsPageHtmlMaxLength` characters; the site sanitizes it before rendering. */
  content_html: z.string().check(z.maxLength(cmsPageHtmlMaxLength)),
  updated_at: z.string(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const placeOptionSchema = z.object({
  id: z.string(),
  type: z.enum(placeKinds),
  /** What a chip shows: "Győr", "Budapest IV. kerület", "Újpest", "Pest vármegye". */
  label: z.string(),
  /** A second line that tells options apart: a city's county, a district's nickname, a neighbourhood's district or city. */
  detail: z.nullable(z.string()),
});
export type PlaceOption = z.infer<typeof placeOptionSchema>;

const sitemapEntrySchema = z.object({ id: z.int(), lastmod: z.string() });
export const sitemapSchema = z.object({
  /** Listings with id > after, by id, at most limit. */
  properties: z.array(sitemapEntrySchema),
  /** Pass as `after` for the next page; null on the last page. */
  next_after: z.nullable(z.int()),
  /** All listings of the unit, so a sitemap index knows how many files it needs. */
  properties_total: z.int(),
  /**
   * The listings split into sitemap files of at most 50,000 (sitemaps.org), in id order: each file's
   * `after` cursor (the page to ask for), how many listings it holds and when the newest changed.
   */
  property_files: z.array(z.object({ after: z.int(), count: z.int(), lastmod: z.string() })),
  offices: z.array(sitemapEntrySchema),
  agents: z.array(sitemapEntrySchema),
  pages: z.array(sitemapEntrySchema),
});
export type Sitemap = z.infer<typeof sitemapSchema>;
