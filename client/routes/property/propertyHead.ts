/**
 * @module The head of /ingatlan/{id}: titled by the listing's name; shared with og_image, else
 * main_image, where they are PNG or JPEG, else the listing's card, under a title made of its sale
 * status, type and city and its slogan (SPEC section 2); the gallery's first picture preloaded; and the
 * listing as schema.org structured data (domain/heads/propertyJsonLd.ts).
 */
import type { Graph } from 'schema-dts';
import type { PropertyDetail } from '../../../domain/cms/listingSchemas';
import { type PageHead, sitePageHead } from '../../../domain/heads/pageHead';
import { propertyJsonLd } from '../../../domain/heads/propertyJsonLd';
import { type ListingCardFields, listingShareCard } from '../../../domain/heads/shareCard';
import { shareImage } from '../../../domain/heads/shareImage';
import { propertyPath, propertyPictures } from '../../../domain/listings/propertyPictures';
import type { HeadArgs } from '../routeModule';

/** What a listing's head is made of. */
export type PropertyHeadFields = Pick<PropertyDetail, 'id' | 'images' | 'name' | 'og_image'> &
  ListingCardFields & {
    description: Pick<PropertyDetail['description'], 'slogan'>;
  };

/**
 * The Open Graph title of a listing: the sale status capitalised, then the type, then " - " and the city (SPEC section 2).
 * @example propertyOgTitle(listing) // 'Eladó lakás - Győr'
 */
export function propertyOgTitle(property: { sale_status: { label: string }; type: { label: string }; address: { city: { label: string } } }): string {
  const status = property.sale_status.label;
  const capitalised = status.charAt(0).toLocaleUpperCase('hu') + status.slice(1);
  return `${capitalised} ${property.type.label.toLocaleLowerCase('hu')} - ${property.address.city.label}`;
}

/**
 * The canonical URL is the listing's own address, however it was asked for (a trailing slash, a
 * query); the description is the slogan, else the name.
 */
export function head({ site, data: property }: HeadArgs<PropertyHeadFields>): PageHead {
  return sitePageHead(site, propertyPath(property.id), {
    title: property.name,
    description: property.description.slogan || property.name,
    ogTitle: propertyOgTitle(property),
    ogDescription: property.description.slogan,
    ogImage: shareImage(site.siteUrl, [property.og_image, property.main_image], `${propertyOgTitle(property)}: ${property.name}`, { kind: 'listing', id: property.id }, listingShareCard(site, property)),
    ogType: 'article',
    preloadImage: propertyPictures(property)[0]?.url ?? null,
  });
}

/** The listing, its offer and its crumbs. */
export function jsonLd({ site, data }: HeadArgs<PropertyDetail>): Graph {
  return propertyJsonLd(site, data);
}
