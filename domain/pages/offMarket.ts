/**
 * @module What the former page of a listing no longer offered says (410): why it is gone, in the words the
 * favourites page uses for a gone listing ("Az ingatlant eladták, vagy a hirdetést visszavonták."), the place
 * its suggestions come from, and the search of that place for its kind of listing.
 */
import type { OffMarketListing } from '../cms/listingSchemas';
import { type Crumb, placeSearchCrumb } from './breadcrumbs';

/** The page's heading and title. */
export const offMarketTitle = 'Ez az ingatlan már nem elérhető';

/** Why the listing is gone, as one sentence; when the CMS knows no more, the favourites page's both. */
export function offMarketReason(status: OffMarketListing['status']): string {
  return status === 'sold' ? 'Az ingatlant eladták.' : 'A hirdetést visszavonták.';
}

/**
 * The search of the listing's district (Budapest) or city for its sale status and type: named by the place.
 * @example offMarketSearch({ address: { city: { id: 1, label: 'Budapest' }, district: { id: 13, label: 'XIII. kerület' } }, sale_status: { value: 0, label: 'Eladó' }, type: { value: 1, label: 'Lakás' } })
 * // { name: 'Budapest XIII. kerület', path: '/kereses', query: 'places=district:13&sale_status=0&property_types=1' }
 */
export function offMarketSearch(listing: Pick<OffMarketListing, 'address' | 'sale_status' | 'type'>): Crumb {
  const place = placeSearchCrumb(listing.address);
  return { ...place, query: `${place.query ?? ''}&sale_status=${listing.sale_status.value}&property_types=${listing.type.value}` };
}
