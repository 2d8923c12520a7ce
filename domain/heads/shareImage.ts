/**
 * @module The picture a page is shared with (og:image, twitter:image): the CMS's own picture
 * where it is a PNG or JPEG (SPEC section 2 names which), else the page's share card, a PNG (a JPEG over
 * a photo) the worker draws at 1200×630 on the tenant's own origin. Social apps show no SVG, so an SVG from the CMS
 * (the demo's generated pictures) is never the share image.
 */
import { shareCardAlt, shareCardFormat, shareCardPath, shareCardSize, type ShareCard, type ShareCardSubject } from './shareCard';

export interface ShareImage {
  /** Absolute. */
  url: string;
  type: 'image/png' | 'image/jpeg';
  /** Known for a card; a CMS picture's size is not known without fetching it, so its tags are left out. */
  width: number | null;
  height: number | null;
  /** Hungarian: what the picture shows. */
  alt: string;
}

const rasterTypes: ReadonlyArray<[RegExp, ShareImage['type']]> = [
  [/\.png$/i, 'image/png'],
  [/\.jpe?g$/i, 'image/jpeg'],
];

/**
 * The media type of a picture address whose path ends in .png, .jpg or .jpeg; null for anything else (an
 * SVG, a WebP without a JPEG beside it, an address without an extension), which social apps may not show.
 * @example rasterTypeOf('/kepek/1.JPG?w=1200') // 'image/jpeg'
 */
export function rasterTypeOf(url: string, siteUrl: string): ShareImage['type'] | null {
  let path: string;
  try {
    path = new URL(url, siteUrl).pathname;
  } catch {
    return null;
  }
  return rasterTypes.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/**
 * The share image: the first of the CMS's pictures that is a raster (in the SPEC's order), else the card.
 * `alt` describes whichever is chosen (the card's own description for a card).
 */
export function shareImage(siteUrl: string, cmsPictures: ReadonlyArray<string | null>, cmsPictureAlt: string, subject: ShareCardSubject, card: ShareCard): ShareImage {
  for (const picture of cmsPictures) {
    if (!picture) continue;
    const type = rasterTypeOf(picture, siteUrl);
    // rasterTypeOf has parsed it: the address resolves.
    if (type) return { url: new URL(picture, siteUrl).href, type, width: null, height: null, alt: cmsPictureAlt };
  }
  return {
    url: new URL(shareCardPath(subject, card), siteUrl).href,
    type: shareCardFormat(card) === 'jpeg' ? 'image/jpeg' : 'image/png',
    width: shareCardSize.width,
    height: shareCardSize.height,
    alt: shareCardAlt(card),
  };
}
