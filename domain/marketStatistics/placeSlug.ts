/**
 * @module The address segment of a place's price statistics page: its Hungarian name without
 * accents, lower case, words joined by hyphens (`budapest-xiii-kerulet`, `gyor`, `pest-varmegye`).
 */
import { foldHungarian } from '../textSearch';

/**
 * @example placeSlug('Budapest XIII. kerület') // 'budapest-xiii-kerulet'
 * @example placeSlug('Győr-Moson-Sopron vármegye') // 'gyor-moson-sopron-varmegye'
 */
export function placeSlug(name: string): string {
  return foldHungarian(name).replace(/ /g, '-');
}

/** A slug as a visitor may type it: at most this long, letters, digits and single hyphens. */
export const maxPlaceSlugLength = 80;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when `text` has a slug's shape (whether a place has it is the CMS's to say). */
export function isPlaceSlug(text: string): boolean {
  return text.length <= maxPlaceSlugLength && slugPattern.test(text);
}
