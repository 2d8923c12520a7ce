/**
 * @module A tenant's bundle: everything its pages need from the CMS, cached as one entry.
 */
import * as z from 'zod';
import { cmsFileSchema } from './cmsFileSchema';
import { dropdownOptionsSchema } from './dropdowns';
import { menuEntrySchema } from './menuSchema';
import { siteRecordSchema } from './siteRecordSchema';

/** One CMS answer inside the bundle; absent when the call failed and no earlier answer was kept. */
function answerOf<T extends z.ZodType>(schema: T) {
  return z.object({ answer: schema }).optional();
}

export const siteBundleSchema = z.object({
  record: siteRecordSchema,
  menu: answerOf(z.array(menuEntrySchema)),
  /** null: the unit has no such file. */
  privacyPolicy: answerOf(cmsFileSchema.nullable()),
  terms: answerOf(cmsFileSchema.nullable()),
  dropdowns: answerOf(dropdownOptionsSchema),
});
export type SiteBundle = z.infer<typeof siteBundleSchema>;

/** The parts of a bundle beside the site record, each one CMS call. */
export type SiteBundlePart = Exclude<keyof SiteBundle, 'record'>;
