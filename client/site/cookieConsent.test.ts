import { describe, expect, it } from 'vitest';
import { cookieConsentCookie, hasCookieConsent } from './cookieConsent';

describe('hasCookieConsent', () => {
  it('finds the cookie_consent cookie among others', () => {
    expect(hasCookieConsent('a=1; cookie_consent=1; b=2')).toBe(true);
    expect(hasCookieConsent('cookie_consent=1')).toBe(true);
  });

  it('is false without it, also for look-alike names', () => {
    expect(hasCookieConsent(null)).toBe(false);
    expect(hasCookieConsent('my_cookie_consent=1')).toBe(false);
  });
});

describe('cookieConsentCookie', () => {
  it('lasts 365 days on the whole site', () => {
    expect(cookieConsentCookie()).toBe('cookie_consent=1; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
