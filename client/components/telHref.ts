/**
 * @module Phone numbers as links.
 */

/**
 * A tel: link for a phone number as people write it: digits and a leading + only.
 * @example telHref('+36 30 123-4567') // 'tel:+36301234567'
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}
