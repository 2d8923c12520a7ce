/**
 * @module A listing's structured data (schema.org JSON-LD, typed with schema-dts): the listing page
 * (RealEstateListing) with the place it offers (address, coordinates, floor size, rooms), its Offer (price in
 * HUF, availability, the agent as seller) and the BreadcrumbList Főoldal › Ingatlankínálat › city › listing.
 */
import type { GeoCoordinates, Graph, Offer, Person, Place, PostalAddress, RealEstateAgent, RealEstateListing } from 'schema-dts';
import { propertyCrumbs } from '../pages/breadcrumbs';
import type { PropertyDetail } from '../cms/listingSchemas';
import { propertyTypes, saleStatuses } from '../search/listingKinds';
import { absoluteUrl, canonicalUrl } from './pageHead';
import { propertyPath, propertyPictures } from '../listings/propertyPictures';
import type { SiteData } from '../site/siteData';
import { breadcrumbJsonLd, officeSummaryNode } from './structuredData';

/** UN/CEFACT unit codes schema.org uses: square metre, month. */
const squareMetre = 'MTK';
const month = 'MON';

/** The longest description written into the structured data; the page has the full text. */
const maxDescriptionLength = 500;

function address(property: PropertyDetail): PostalAddress {
  const { city, district, county, street, postal_code: postalCode } = property.address;
  return {
    '@type': 'PostalAddress',
    addressCountry: 'HU',
    addressLocality: city.label,
    // Budapest is its own county: there the district says more.
    addressRegion: district?.label ?? county.label,
    ...(postalCode ? { postalCode } : {}),
    ...(street ? { streetAddress: street } : {}),
  };
}

/**
 * The place's coordinates, for a listing placed exactly or on its street; an 'area' listing's owner asked not to
 * show the house, so its (rounded) point is not published as the place's position.
 */
function geo(property: PropertyDetail): { geo?: GeoCoordinates } {
  const { location } = property;
  if (location === null || location.precision === 'area') return {};
  return { geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude } };
}

/** The place on offer: a dwelling type with its floor size and rooms where it has them, else a plain place. */
function place(property: PropertyDetail, id: string): Place {
  const common = { '@id': id, name: property.name, address: address(property), ...geo(property) };
  const floorSize = property.default_size === null ? {} : { floorSize: { '@type': 'QuantitativeValue', value: property.default_size, unitCode: squareMetre } as const };
  const rooms = property.rooms === null ? {} : { numberOfRooms: property.rooms };
  switch (property.type.value) {
    case propertyTypes.flat:
      return { '@type': 'Apartment', ...common, ...floorSize, ...rooms };
    case propertyTypes.house:
      return { '@type': 'SingleFamilyResidence', ...common, ...floorSize, ...rooms };
    case propertyTypes.holidayHome:
      return { '@type': 'House', ...common, ...floorSize, ...rooms };
    case propertyTypes.office:
    case propertyTypes.shop:
      return { '@type': 'Accommodation', ...common, ...floorSize, ...rooms };
    default:
      // A plot or a garage: no dwelling, so no floor size or rooms in schema.org's terms.
      return { '@type': 'Place', ...common };
  }
}

/** The agent who sells or lets it, working for the listing's office; the office itself when no agent is named. */
function seller(property: PropertyDetail, site: Pick<SiteData, 'siteUrl'>): Person | RealEstateAgent {
  const { office, agent } = property;
  const officeNode = officeSummaryNode(site, office);
  if (!agent) return officeNode;
  const photo = absoluteUrl(agent.photo_url, site.siteUrl);
  return {
    '@type': 'Person',
    name: agent.fullname,
    url: canonicalUrl(site, `/uzletkoto/${agent.id}`),
    ...(agent.phone ? { telephone: agent.phone } : {}),
    ...(agent.email ? { email: agent.email } : {}),
    ...(photo ? { image: photo } : {}),
    worksFor: officeNode,
  };
}

function offer(property: PropertyDetail, placeId: string, site: Pick<SiteData, 'siteUrl'>, url: string): Offer {
  const common = {
    price: property.price,
    priceCurrency: 'HUF',
    availability: 'https://schema.org/InStock',
    url,
    itemOffered: { '@id': placeId },
    seller: seller(property, site),
  } as const;
  if (property.sale_status.value === saleStatuses.forSale) return { '@type': 'OfferForPurchase', ...common };
  // A rent or a lease is a monthly fee.
  return {
    '@type': 'OfferForLease',
    ...common,
    priceSpecification: { '@type': 'UnitPriceSpecification', price: property.price, priceCurrency: 'HUF', unitCode: month },
  };
}

function description(property: PropertyDetail): string {
  const text = property.description.slogan || property.description.text;
  return text.length > maxDescriptionLength ? `${text.slice(0, maxDescriptionLength - 1).trimEnd()}…` : text;
}

/**
 * The listing page's JSON-LD: one graph with the listing (its place and offer inside) and its breadcrumbs.
 * @example propertyJsonLd(site, listing)['@graph'][0] // { '@type': 'RealEstateListing', name: …, offers: { price: 49900000, priceCurrency: 'HUF', … } }
 */
export function propertyJsonLd(site: SiteData, property: PropertyDetail): Graph {
  const url = canonicalUrl(site, propertyPath(property.id));
  const placeId = `${url}#ingatlan`;
  const images = propertyPictures(property).flatMap((picture) => absoluteUrl(picture.url, site.siteUrl) ?? []);
  const listing: RealEstateListing = {
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: property.name,
    description: description(property),
    identifier: String(property.id),
    inLanguage: 'hu',
    datePosted: property.created_at,
    dateModified: property.updated_at,
    ...(images.length ? { image: images } : {}),
    mainEntity: place(property, placeId),
    offers: offer(property, placeId, site, url),
  };
  return { '@context': 'https://schema.org', '@graph': [listing, breadcrumbJsonLd(site, propertyCrumbs(property))] };
}
