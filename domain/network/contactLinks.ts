/**
 * @module Links that call or write to someone: tel: and mailto: hrefs from the way the CMS writes
 * phone numbers and e-mail addresses.
 */

/**
 * A tel: link for a phone number as written for people: only the digits and a leading plus remain.
 * @example telHref('+36 1 555 0100') // 'tel:+3615550100'
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** A mailto: link for an address, without anything that could add headers to the message. */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim().replace(/[?&\s]/g, '')}`;
}
