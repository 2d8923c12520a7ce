import { describe, expect, it } from 'vitest';
import { cookieConsentChoice, cookieConsentCookie } from './cookieConsent';
import { hasCookieConsent } from './hasCookieConsent';

describe('cookieConsentChoice', () => {
  it('reads an acceptance (1) and a refusal (0) among other cookies', () => {
    expect(cookieConsentChoice('a=1; cookie_consent=1; b=2')).toBe('accepted');
    expect(cookieConsentChoice('cookie_consent=0')).toBe('refused');
  });

  it('is null before the visitor has chosen, also beside look-alike names', () => {
    expect(cookieConsentChoice(null)).toBeNull();
    expect(cookieConsentChoice('')).toBeNull();
    expect(cookieConsentChoice('my_cookie_consent=1')).toBeNull();
  });

  it('counts any value but 1 as a refusal, so nothing optional loads without a clear yes', () => {
    expect(cookieConsentChoice('cookie_consent=')).toBe('refused');
    expect(cookieConsentChoice('cookie_consent=true')).toBe('refused');
    expect(cookieConsentChoice('cookie_consent=10')).toBe('refused');
  });
});

describe('hasCookieConsent', () => {
  it('is true once either choice is stored, so the banner stays hidden after a refusal too', () => {
    expect(hasCookieConsent('cookie_consent=1')).toBe(true);
    expect(hasCookieConsent('a=1; cookie_consent=0')).toBe(true);
    expect(hasCookieConsent('my_cookie_consent=1')).toBe(false);
  });
});

describe('cookieConsentCookie', () => {
  it('stores an acceptance as 1 and a refusal as 0, each for 365 days on the whole site', () => {
    expect(cookieConsentCookie('accepted')).toBe('cookie_consent=1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(cookieConsentCookie('refused')).toBe('cookie_consent=0; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
