/**
 * @module A share card: the 1200×630 picture a shared link shows when the CMS has no raster
 * picture for the page. What a card says is decided here, from the same data as the page's head; the
 * card worker (shareCards/) only draws it. A card's version is a hash of everything it shows, so a new
 * price, picture, logo or colour is a new address and a new picture, and an unchanged one is made once.
 */
import { listingPlaceLine } from '../geography/hungarianAddress';
import { listingPriceLabel } from '../listings/listingPrice';
import { formatNumber } from '../helpers/numberFormat';
import { shareCardTextLimits } from './shareCardLimits';
import type { ShareCard } from './shareCardSchema';
import type { SiteData } from '../site/siteData';

/** The size every share card is drawn at: what Facebook, Messenger, WhatsApp, Viber and X show in full. */
export const shareCardSize = { width: 1200, height: 630 } as const;

/**
 * Changes whenever the cards' drawing changes (shareCards/cards/), so every card is made again with the
 * new look rather than served from the cache under its old address.
 */
const shareCardDesignRevision = 1;

export type { ShareCard };

/**
 * Text cut to `max` characters with an ellipsis: a card shows what fits, and a CMS text of any length still
 * makes a card the card worker accepts.
 * @example clipped('Lakáspont Ingatlan', 9) // 'Lakáspon…'
 */
export function clipped(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}

/** The tenant's part of every card. */
function brandOf(site: SiteData): ShareCard['brand'] {
  return { siteName: clipped(site.siteName, shareCardTextLimits.short), logo: site.logoUrl, primaryColor: site.primaryColor, secondaryColor: site.secondaryColor };
}

/** What a listing's card is made of (a listing card of the CMS carries all of it). */
export interface ListingCardFields {
  main_image: string | null;
  price: number;
  sale_status: { value: number; label: string };
  type: { label: string };
  default_size: number | null;
  lot_size: number | null;
  rooms: number | null;
  address: { postal_code: string | null; city: { label: string }; district: { label: string } | null; neighbourhood: { label: string } | null };
}

/** A word capitalised the Hungarian way ("eladó" → "Eladó"). */
function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase('hu') + text.slice(1);
}

/**
 * A listing's card: its main picture, price, size, rooms, place and sale status, with the tenant's brand.
 * @example listingShareCard(site, listing).price // '49,9 M Ft'
 */
export function listingShareCard(site: SiteData, listing: ListingCardFields): ShareCard {
  const size = listing.default_size ?? listing.lot_size;
  const facts = [
    ...(size === null ? [] : [`${formatNumber(size)} m²${listing.default_size === null ? ' telek' : ''}`]),
    ...(listing.rooms === null ? [] : [`${listing.rooms} szoba`]),
  ];
  // The place without postcode or street: a preview has room for a city and its district, not a postal line.
  const { city, district, neighbourhood } = listing.address;
  const place = listingPlaceLine({ postal_code: null, city, district, neighbourhood, street: null });
  return {
    kind: 'listing',
    brand: brandOf(site),
    picture: listing.main_image,
    heading: clipped(`${capitalised(listing.sale_status.label)} ${listing.type.label.toLocaleLowerCase('hu')}`, shareCardTextLimits.short),
    price: listingPriceLabel(listing),
    facts,
    place: clipped(place, shareCardTextLimits.line),
  };
}

/** An agent's card: photo, name and office. */
export function agentShareCard(site: SiteData, agent: { fullname: string; photo_url: string | null; officeName: string }): ShareCard {
  return { kind: 'agent', brand: brandOf(site), picture: agent.photo_url, name: clipped(agent.fullname, shareCardTextLimits.short), office: clipped(agent.officeName, shareCardTextLimits.line) };
}

/** The card of the home page and of every page without one of its own: the cover, the site's name and slogan. */
export function siteShareCard(site: SiteData): ShareCard {
  return { kind: 'cover', brand: brandOf(site), picture: site.coverPhotoUrl, title: clipped(site.siteName, shareCardTextLimits.line), subtitle: clipped(site.slogen, shareCardTextLimits.long) };
}

/** An office's card: its picture (else the site's cover), its name and address. */
export function officeShareCard(site: SiteData, office: { name: string; address: string; picture_url: string | null }): ShareCard {
  return { kind: 'cover', brand: brandOf(site), picture: office.picture_url ?? site.coverPhotoUrl, title: clipped(office.name, shareCardTextLimits.line), subtitle: clipped(office.address, shareCardTextLimits.long) };
}

/**
 * The Hungarian alt text of a card: what it shows, in one sentence a screen reader reads.
 * @example shareCardAlt(card) // 'Eladó lakás, Budapest, XIII. kerület: 49,9 M Ft, 65 m², 3 szoba – Immo1 Ingatlanhálózat'
 */
export function shareCardAlt(card: ShareCard): string {
  switch (card.kind) {
    case 'listing':
      return `${card.heading}, ${card.place}: ${[card.price, ...card.facts].join(', ')} – ${card.brand.siteName}`;
    case 'agent':
      return `${card.name} értékesítő fényképe, ${card.office} – ${card.brand.siteName}`;
    case 'cover':
      return [card.title, card.subtitle, card.title === card.brand.siteName ? '' : card.brand.siteName].filter(Boolean).join(' – ');
  }
}

/**
 * A short hash of text (FNV-1a, 64 bits, as 16 hex digits): a card's version, computed synchronously in a
 * page's head. Not a secret: it only tells one card's content from another's.
 */
export function contentHash(text: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * prime) & mask;
  return hash.toString(16).padStart(16, '0');
}

/** A card's version: changes with anything it shows (price, picture, logo, colours, texts) and with its design. */
export function shareCardVersion(card: ShareCard): string {
  return contentHash(JSON.stringify([shareCardDesignRevision, card]));
}

/** How a card is encoded: a PNG, unless its picture is a photo (a raster picture), which only a JPEG keeps within 300 kB. */
export type ShareCardFormat = 'png' | 'jpeg';

/** Whether a picture address names a raster picture (a photo) rather than a drawing (SVG). */
function isRasterPicture(address: string): boolean {
  try {
    return /\.(jpe?g|png|webp)$/i.test(new URL(address, 'https://picture.invalid').pathname);
  } catch {
    return false;
  }
}

/** The format a card is drawn in: JPEG over a photo (a photo as PNG would be far over 300 kB), else PNG. */
export function shareCardFormat(card: ShareCard): ShareCardFormat {
  return card.picture !== null && isRasterPicture(card.picture) ? 'jpeg' : 'png';
}

/** The file extension of each format in a card's address. */
const shareCardExtensions: Readonly<Record<ShareCardFormat, string>> = { png: 'png', jpeg: 'jpg' };

/** What a card is of, as its address names it: a listing, an agent, an office, or the site itself. */
export type ShareCardSubject = { kind: 'listing' | 'agent' | 'office'; id: number } | { kind: 'site' };

/** The path prefix of every card on a tenant's origin. */
const shareCardPathPrefix = '/share-card/';

/**
 * A card's address on the tenant's origin, versioned by its content.
 * @example shareCardPath({ kind: 'listing', id: 42 }, card) // '/share-card/listing/42.png?v=1f…'
 */
export function shareCardPath(subject: ShareCardSubject, card: ShareCard): string {
  const name = subject.kind === 'site' ? 'site' : `${subject.kind}/${subject.id}`;
  return `${shareCardPathPrefix}${name}.${shareCardExtensions[shareCardFormat(card)]}?v=${shareCardVersion(card)}`;
}
