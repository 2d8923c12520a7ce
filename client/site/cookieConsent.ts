/**
 * @module The cookie-consent cookie of SPEC section 9.
 */

export const cookieConsentName = 'cookie_consent';
export const cookieConsentMaxAgeSeconds = 365 * 86_400;

/** True when a Cookie header (or document.cookie) holds the consent cookie. */
export function hasCookieConsent(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${cookieConsentName}=`));
}

/** The Set-Cookie style string the browser stores when the visitor accepts. */
export function cookieConsentCookie(): string {
  return `${cookieConsentName}=1; Max-Age=${cookieConsentMaxAgeSeconds}; Path=/; SameSite=Lax`;
}
