/**
 * @module The cookie-consent cookie of SPEC section 9, and the visitor's choice it holds: accepted (`1`) or
 * refused (`0`). Either way the cookie exists, so the banner stays hidden (SPEC section 4); only an
 * acceptance lets the session replay load (client/errorReporting/initSentry.ts). The banner writes the
 * cookie with cookieConsentCookie.ts, a module of its own so its chunk shares nothing with the replay's.
 */

import type { CookieConsentChoice } from './cookieConsentCookie';
import { cookieConsentName } from './hasCookieConsent';

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

/** Runs `task` once the visitor has accepted: at once if they had, else when they accept on the banner. */
export function whenCookiesAccepted(task: () => void): void {
  if (cookieConsentChoice(document.cookie) === 'accepted') task();
  else window.addEventListener(cookieConsentName, task, { once: true });
}
