/**
 * @module The pictures of a listing in the order its page shows them: the gallery, the preloaded
 * first picture and the structured data all read this one list.
 */
import type { PropertyDetail } from '../cms/listingSchemas';

export interface PropertyPicture {
  url: string;
  /** What it shows, in Hungarian ("Nappali"), when the CMS says. */
  caption: string | null;
}

/**
 * The pictures by position; a listing without a gallery shows its main picture alone.
 * @example propertyPictures({ images: [], main_image: '/media/a.svg' }) // [{ url: '/media/a.svg', caption: null }]
 */
export function propertyPictures(property: Pick<PropertyDetail, 'images' | 'main_image'>): PropertyPicture[] {
  if (property.images.length) return [...property.images].sort((a, b) => a.position - b.position).map(({ url, caption }) => ({ url, caption }));
  return property.main_image ? [{ url: property.main_image, caption: null }] : [];
}

/** The path of a listing's page. */
export function propertyPath(id: number): string {
  return `/ingatlan/${id}`;
}
