/**
 * @module A tenant's bundle: everything its pages need from the CMS, cached as one entry.
 */
import type { $ZodType } from 'zod/v4/core';
import * as z from 'zod/mini';
import { cmsFileSchema } from './fileSchema';
import { dropdownOptionsSchema } from '../search/filterDropdowns';
import { menuEntrySchema } from './menuSchema';
import { siteRecordSchema } from './siteRecordSchema';

/** One CMS answer inside the bundle; absent when the call failed and no earlier answer was kept. */
function answerOf<T extends $ZodType>(schema: T) {
  return z.optional(z.object({ answer: schema }));
}

export const siteBundleSchema = z.object({
  record: siteRecordSchema,
  menu: answerOf(z.array(menuEntrySchema)),
  /** null: the unit has no such file. */
  privacyPolicy: answerOf(z.nullable(cmsFileSchema)),
  terms: answerOf(z.nullable(cmsFileSchema)),
  dropdowns: answerOf(dropdownOptionsSchema),
});
export type SiteBundle = z.infer<typeof siteBundleSchema>;

/** The parts of a bundle beside the site record, each one CMS call. */
export type SiteBundlePart = Exclude<keyof SiteBundle, 'record'>;
