/**
 * @module What a place slug looks like, apart from how it is made (placeSlug.ts): small, so the
 * route table can check an address without the text folding.
 */

/** A slug is at most this long. */
export const maxPlaceSlugLength = 80;

/** Lower-case letters and digits in words joined by single hyphens. */
export const placeSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * True when `text` has a slug's shape (whether a place has it is the CMS's to say).
 * @example isPlaceSlug('budapest-xiii-kerulet') // true
 */
export function isPlaceSlug(text: string): boolean {
  return text.length <= maxPlaceSlugLength && placeSlugPattern.test(text);
}
