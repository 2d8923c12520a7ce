/**
 * @module A listing as a card in a list (search results, an agent's listings): one shape for
 * every list, so one card component shows them all. The worker builds and checks it; the client
 * imports its types only.
 */
import { z } from 'zod';

/** A coded value with its visitor-facing label: `{ value: 0, label: 'Eladó' }`. */
export const labelledValueSchema = z.object({ value: z.number().int(), label: z.string() });
export type LabelledValue = z.infer<typeof labelledValueSchema>;

/** A row of another table named for display: `{ id: 16, label: 'Győr' }`. */
export const namedRefSchema = z.object({ id: z.number().int(), label: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const listingCardSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  main_image: z.string().nullable(),
  sale_status: labelledValueSchema,
  type: labelledValueSchema,
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
  address: z.object({ city: namedRefSchema, district: namedRefSchema.nullable(), neighbourhood: namedRefSchema.nullable() }),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

/** A page of a listing list (search results, an agent's listings): the same paging everywhere. */
export function listingPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Listings on all pages. */
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
