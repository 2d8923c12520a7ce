/**
 * @module Whether the cookie-consent banner shows: until the cookie_consent cookie exists (SPEC section 4).
 * It is decided in the browser after hydration, so the server's HTML is the same for every visitor and
 * can be cached at the edge; the banner itself (CookieBanner.tsx) is a chunk only a visitor who has not
 * chosen yet loads.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { hasCookieConsent } from '../site/hasCookieConsent';
import type { CookieBannerProps } from './CookieBanner';

export function CookieConsent() {
  const [Banner, setBanner] = useState<ComponentType<CookieBannerProps> | null>(null);
  useEffect(() => {
    if (hasCookieConsent(document.cookie)) return;
    // Without its chunk there is no banner and no consent: nothing optional loads, the page works.
    import('./CookieBanner').then(
      (module) => setBanner(() => module.CookieBanner),
      () => undefined,
    );
  }, []);
  return Banner ? <Banner onChosen={() => setBanner(null)} /> : null;
}
