/**
 * @module A listing's pictures: URLs of pictures the worker draws (/media/property.svg).
 */
import type { Rng } from './random';
import type { ImageRow } from './rows';

/** The listing's pictures, the first being its main picture. */
export function listingPictures(rng: Rng, id: number, type: number): ImageRow[] {
  const imageCount = rng.int(2, 6);
  const images: ImageRow[] = [];
  for (let position = 0; position < imageCount; position++) {
    images.push({ property_id: id, position, url: `/media/property.svg?seed=${id * 10 + position}&type=${type}` });
  }
  return images;
}
