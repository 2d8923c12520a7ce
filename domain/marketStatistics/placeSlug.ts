/**
 * @module The address segment of a place's price statistics page: its Hungarian name without
 * accents, lower case, words joined by hyphens (`budapest-xiii-kerulet`, `gyor`, `pest-varmegye`).
 */
import { foldHungarian } from '../helpers/textSearch';

/**
 * @example placeSlug('Budapest XIII. kerület') // 'budapest-xiii-kerulet'
 * @example placeSlug('Győr-Moson-Sopron vármegye') // 'gyor-moson-sopron-varmegye'
 */
export function placeSlug(name: string): string {
  return foldHungarian(name).replace(/ /g, '-');
}
