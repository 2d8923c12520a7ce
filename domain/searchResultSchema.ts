/**
 * @module The property search's answer (docs/api/search.md): listing cards, the total count and
 * the page, with how long D1 took. The worker builds and tests it; the client imports its types only.
 */
import { z } from 'zod';
import { listingCardSchema, listingPageSchema } from './listingCardSchema';

/** A listing card (domain/listingCardSchema.ts) with the slogan under `description`, as the property answer has it (SPEC: description.slogan). */
export const searchResultItemSchema = listingCardSchema.extend({
  description: z.object({ slogan: z.string() }),
});
export type SearchResultItem = z.infer<typeof searchResultItemSchema>;

export const searchResultSchema = listingPageSchema(searchResultItemSchema);
export type SearchResult = z.infer<typeof searchResultSchema>;

/** What the built-in CMS measured in D1 for the page and the count together (the benchmark reads it). */
export const searchMetaSchema = z.object({
  /** Rows (table and index entries) D1 read, as it reports `rows_read`. */
  rowsRead: z.number().int().min(0),
  /** Wall time of the D1 batch as the worker saw it, in milliseconds. */
  durationMs: z.number().min(0),
  /** SQL execution time D1 reported (`meta.duration`), in milliseconds. */
  sqlDurationMs: z.number().min(0),
});
export type SearchMeta = z.infer<typeof searchMetaSchema>;

/** An upstream CMS need not report meta. */
export const searchAnswerSchema = z.object({ data: searchResultSchema, meta: searchMetaSchema.optional() });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
