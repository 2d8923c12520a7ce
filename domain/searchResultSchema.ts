/**
 * @module The property search's answer (docs/api/search.md): listing cards, the total count and
 * the page, with how long D1 took. The worker builds and tests it; the client imports its types only.
 */
import { z } from 'zod';

const labelledValue = z.object({ value: z.number().int(), label: z.string() });
const namedRef = z.object({ id: z.number().int(), label: z.string() });

/**
 * A listing card: the same fields as the listing cards of the other CMS answers (an agent's
 * listings, worker/cms/network/listingSummary.ts), so one card component shows both, plus the
 * slogan under `description` as the property answer has it (SPEC: description.slogan).
 */
export const searchResultItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  main_image: z.string().nullable(),
  sale_status: labelledValue,
  type: labelledValue,
  /** Forints; a rent or lease is the monthly fee. */
  price: z.number().int().positive(),
  /** Forints per m² of floor area (of plot area for a plot). */
  price_per_m2: z.number().int().nullable(),
  /** Square metres. */
  default_size: z.number().int().nullable(),
  net_size: z.number().int().nullable(),
  lot_size: z.number().int().nullable(),
  rooms: z.number().int().nullable(),
  otthon_start: z.boolean(),
  address: z.object({ city: namedRef, district: namedRef.nullable(), neighbourhood: namedRef.nullable() }),
  description: z.object({ slogan: z.string() }),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type SearchResultItem = z.infer<typeof searchResultItemSchema>;

export const searchResultSchema = z.object({
  items: z.array(searchResultItemSchema),
  /** Listings matching the filter, on all pages. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
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
