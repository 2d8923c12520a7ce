/**
 * @module The pictures of a listing in the order its page shows them: the gallery, the preloaded
 * first picture and the structured data all read this one list.
 */
import type { PropertyDetail } from './cms/listingSchemas';

/**
 * Picture URLs by position; a listing without a gallery shows its main picture alone.
 * @example propertyPictures({ images: [], main_image: '/media/a.svg' }) // ['/media/a.svg']
 */
export function propertyPictures(property: Pick<PropertyDetail, 'images' | 'main_image'>): string[] {
  if (property.images.length) return [...property.images].sort((a, b) => a.position - b.position).map((image) => image.url);
  return property.main_image ? [property.main_image] : [];
}

/** The path of a listing's page. */
export function propertyPath(id: number): string {
  return `/ingatlan/${id}`;
}
