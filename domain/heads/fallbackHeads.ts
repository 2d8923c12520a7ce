/**
 * @module The heads of the views a path shows instead of its route's page: not found, a listing no longer
 * offered (gone), and unavailable (its content could not be loaded). None is indexed nor names a canonical
 * URL; a shared link still names its address.
 */
import { canonicalUrl, type PageHead, titledPageHead } from './pageHead';
import type { SiteData } from '../site/siteData';
import type { OffMarketListing } from '../cms/listingSchemas';
import { offMarketReason, offMarketTitle } from '../pages/offMarket';

/** The views' titles, in Hungarian, before the site's name. */
const notFoundTitle = 'Az oldal nem található';
const unavailableTitle = 'Az oldal átmenetileg nem érhető el';

/** The head of the not-found view: not indexed, no canonical URL; a shared link of it still names its address. */
export function notFoundPageHead(site: SiteData, path: string): PageHead {
  return { ...titledPageHead(site, notFoundTitle, path), canonicalUrl: null, ogUrl: canonicalUrl(site, path), robots: 'noindex' };
}

/** The head of a page whose content could not be loaded: not indexed, no canonical URL; a shared link names its address. */
export function unavailablePageHead(site: SiteData, path: string): PageHead {
  return { ...titledPageHead(site, unavailableTitle, path), canonicalUrl: null, ogUrl: canonicalUrl(site, path), robots: 'noindex' };
}

/** The head of a listing's former page (sold or withdrawn): not indexed, no canonical URL; its description says why and what it was. */
export function offMarketPageHead(site: SiteData, path: string, listing: OffMarketListing): PageHead {
  const head = titledPageHead(site, offMarketTitle, path);
  const description = `${offMarketReason(listing.status)} ${listing.name}`;
  return { ...head, description, ogDescription: description, canonicalUrl: null, ogUrl: canonicalUrl(site, path), robots: 'noindex' };
}
