/**
 * @module The home page's data: the site's newest listings with the total on offer (a visitor and a
 * crawler reach listings from the first page), and the property types of the quick search.
 */
import * as z from 'zod/mini';
import { searchResultSchema } from '../../../domain/cms/listingSchemas';

export const homeDataSchema = z.object({
  /** The first page of the search for everything for sale, newest first; null when it could not be had. */
  newest: z.nullable(searchResultSchema),
  /** The tenant's property_type options, for the quick search. */
  propertyTypes: z.array(z.object({ value: z.int(), label: z.string() })),
});
export type HomeData = z.infer<typeof homeDataSchema>;
