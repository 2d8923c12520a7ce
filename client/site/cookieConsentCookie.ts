/**
 * @module The consent cookie the banner writes (SPEC section 9): its own module so the banner's chunk holds
 * all it needs, one request on a first visit, sharing nothing with the error reporting's replay.
 */

import { cookieConsentName } from './hasCookieConsent';

const cookieConsentMaxAgeSeconds = 365 * 86_400;

/** What the visitor chose on the banner. */
export type CookieConsentChoice = 'accepted' | 'refused';

/** The Set-Cookie style string the browser stores for the visitor's choice. */
export function cookieConsentCookie(choice: CookieConsentChoice): string {
  return `${cookieConsentName}=${choice === 'accepted' ? 1 : 0}; Max-Age=${cookieConsentMaxAgeSeconds}; Path=/; SameSite=Lax`;
}
