/**
 * @module The cookie-consent banner: shown until the cookie_consent cookie exists.
 * It is decided in the browser after hydration, so the server's HTML is the same for every
 * visitor and can be cached at the edge.
 */
import { useEffect, useState } from 'react';
import { cookieConsentCookie, hasCookieConsent } from '../site/cookieConsent';
import { useSiteState } from '../site/SiteContext';
import * as styles from './layout.css';

export function CookieConsent() {
  const { policyUrl } = useSiteState();
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(!hasCookieConsent(document.cookie)), []);
  if (!visible) return null;
  return (
    <section className={styles.cookieBanner} aria-label="Süti tájékoztató">
      <p>
        Weboldalunk sütiket (cookie-kat) használ a felhasználói élmény javítása érdekében.{' '}
        {policyUrl && (
          <a href={policyUrl} target="_blank" rel="noopener noreferrer">
            Adatkezelési tájékoztató
          </a>
        )}
      </p>
      <button
        type="button"
        className={styles.primaryButton}
        onClick={() => {
          document.cookie = cookieConsentCookie();
          setVisible(false);
        }}
      >
        Elfogadom
      </button>
    </section>
  );
}
