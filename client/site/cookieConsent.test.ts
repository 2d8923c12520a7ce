import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieConsentChoice, whenCookiesAccepted } from './cookieConsent';
import { cookieConsentCookie } from './cookieConsentCookie';
import { cookieConsentName } from './hasCookieConsent';
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

describe('whenCookiesAccepted', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A page whose cookies are `cookie`, its window a real EventTarget. */
  const page = (cookie: string) => {
    const window = new EventTarget();
    vi.stubGlobal('document', { cookie });
    vi.stubGlobal('window', window);
    return window;
  };

  it('runs at once when the visitor had accepted', () => {
    page('cookie_consent=1');
    const task = vi.fn();
    whenCookiesAccepted(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits after a refusal or before any choice, and runs once when the visitor accepts on the banner', () => {
    for (const cookie of ['cookie_consent=0', '']) {
      const window = page(cookie);
      const task = vi.fn();
      whenCookiesAccepted(task);
      expect(task).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(cookieConsentName));
      window.dispatchEvent(new Event(cookieConsentName));
      expect(task).toHaveBeenCalledTimes(1);
    }
  });
});
