/**
 * @module A saved search's query (as the search page's URL writes it) in words, with its places named
 * by the CMS (the D1 place tables for the built-in one): for the alert's pages and e-mails. A place the
 * CMS cannot name, or a CMS that fails, leaves that place unnamed ("2 kiválasztott helyszín"), never the
 * line unsaid.
 */
import type { CmsClient } from '../../domain/cms/cmsContract';
import type { DropdownOptions } from '../../domain/search/filterDropdowns';
import { placeId } from '../../domain/search/searchFilter';
import { queryValuesOf, readSearchQuery } from '../../domain/search/searchFilterQuery';
import { filterLabels } from '../../domain/geography/filterLabels';
import { searchSummary } from '../../domain/search/searchSummary';

/** The saved search `query` in one Hungarian line ("Eladó lakás, Budapest XIII. kerület, …"). */
export async function alertSearchSummary(query: string, cms: Pick<CmsClient, 'places'>, options: DropdownOptions): Promise<string> {
  const { filter } = readSearchQuery(queryValuesOf(new URLSearchParams(query)), 'page').query;
  let places: { id: string; label: string }[] = [];
  if (filter.places.length > 0) {
    try {
      places = (await cms.places({ ids: filter.places.map(placeId) })) ?? [];
    } catch (error) {
      console.error('Alert summary: places not named', error instanceof Error ? error.message : String(error));
    }
  }
  return searchSummary(filter, filterLabels(places, options));
}
