/**
 * @module Whether the visitor has chosen on the cookie banner: the one part of the consent cookie's rules
 * (cookieConsent.ts) the first load needs, kept apart so the rest loads only with the banner or the replay.
 */

export const cookieConsentName = 'cookie_consent';

/** True when a Cookie header (or document.cookie) holds the consent cookie, whatever was chosen. */
export function hasCookieConsent(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${cookieConsentName}=`));
}
