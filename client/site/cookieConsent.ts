/**
 * @module The cookie-consent cookie of SPEC section 9, and the visitor's choice it holds: accepted (`1`) or
 * refused (`0`). Either way the cookie exists, so the banner stays hidden (SPEC section 4); only an
 * acceptance lets the session replay load (client/errorReporting/initSentry.ts).
 */

import { cookieConsentName } from './hasCookieConsent';

export const cookieConsentMaxAgeSeconds = 365 * 86_400;

/** What the visitor chose on the banner. */
export type CookieConsentChoice = 'accepted' | 'refused';

/** Fired on window when the visitor accepts, so code waiting for consent can start without a reload. */
export const cookieConsentAcceptedEvent = 'cookie-consent-accepted';

/**
 * The choice a Cookie header (or document.cookie) holds, or null before the visitor has chosen. Any value
 * but `1` counts as a refusal: nothing optional loads without a clear yes.
 * @example cookieConsentChoice('a=1; cookie_consent=0') // 'refused'
 */
export function cookieConsentChoice(cookieHeader: string | null | undefined): CookieConsentChoice | null {
  const prefix = `${cookieConsentName}=`;
  const part = (cookieHeader ?? '')
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(prefix));
  if (part === undefined) return null;
  return part.slice(prefix.length) === '1' ? 'accepted' : 'refused';
}

/** The Set-Cookie style string the browser stores for the visitor's choice. */
export function cookieConsentCookie(choice: CookieConsentChoice): string {
  return `${cookieConsentName}=${choice === 'accepted' ? 1 : 0}; Max-Age=${cookieConsentMaxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** Runs `task` once the visitor has accepted: at once if they had, else when they accept on the banner. */
export function whenCookiesAccepted(task: () => void): void {
  if (cookieConsentChoice(document.cookie) === 'accepted') task();
  else window.addEventListener(cookieConsentAcceptedEvent, task, { once: true });
}
