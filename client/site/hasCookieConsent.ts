/**
 * @module Whether the visitor has chosen on the cookie banner: the one part of the consent cookie's rules
 * (cookieConsent.ts) the first load needs, kept apart so the rest loads only with the banner or the replay.
 */

/**
 * The cookie's name, and the name of the event fired on window when the visitor accepts (so code waiting for
 * consent starts without a reload): one string in the first load, nothing shared between the banner's chunk
 * and the replay's.
 */
export const cookieConsentName = 'cookie_consent';

/** True when a Cookie header (or document.cookie) holds the consent cookie, whatever was chosen. */
export function hasCookieConsent(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${cookieConsentName}=`));
}
