/**
 * @module A CMS page's data as the page gets it: the CMS's page with its HTML sanitized, or with null in its
 * place when the sanitizer could not read it (the page then says so in its shell).
 */
import * as z from 'zod/mini';
import { cmsPageSchema } from '../../../domain/cms/networkSchemas';

export const cmsPageDataSchema = z.extend(cmsPageSchema, {
  /** Sanitized HTML, which may be longer than the CMS's (attributes and end tags added); null when it could not be sanitized. */
  content_html: z.nullable(z.string()),
});
export type CmsPageData = z.infer<typeof cmsPageDataSchema>;
