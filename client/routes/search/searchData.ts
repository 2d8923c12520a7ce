/**
 * @module The search page's data: the search as its URL writes it (normalized; the page reads it
 * back with domain/search/searchFilterQuery.ts), the fields whose value in the address was dropped, one
 * page of results, the labels of the chosen places and the tenant's dropdown options (zod/mini:
 * loaded with the page's chunk).
 */
import * as z from 'zod/mini';
import { searchResultSchema } from '../../../domain/cms/listingSchemas';
import { placeOptionSchema } from '../../../domain/cms/networkSchemas';
import { searchFilterFields } from '../../../domain/search/searchFilter';

const fieldKeys = searchFilterFields.map((f) => f.param);

export const searchPageDataSchema = z.object({
  /** The search's query string as the page writes it (no `?`): what the address and the form show. */
  query: z.string(),
  /** Fields whose value in the address was not understood and was left out of the search. */
  invalid: z.array(z.enum(fieldKeys)),
  result: searchResultSchema,
  /** The chosen places with their labels, for the chips of the city multi-select. */
  places: z.array(placeOptionSchema),
  /** The tenant's options of every dropdown-fed field, by dropdown type. */
  options: z.record(z.string(), z.array(z.object({ value: z.int(), label: z.string() }))),
});
export type SearchPageData = z.infer<typeof searchPageDataSchema>;
