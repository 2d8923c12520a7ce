/**
 * @module The cookie-consent banner (SPEC sections 2 and 9): what the site uses cookies for, the privacy
 * policy, and two equal buttons, "Elutasítom" and "Elfogadom". Either choice is remembered for 365 days;
 * accepting also starts the session replay on this page (client/errorReporting/initSentry.ts).
 */
import { type CookieConsentChoice, cookieConsentCookie } from '../site/cookieConsentCookie';
import { cookieConsentName } from '../site/hasCookieConsent';
import { useSiteState } from '../site/SiteContext';
import * as styles from './layout.css';

export interface CookieBannerProps {
  /** Runs once the visitor has chosen and the choice is stored. */
  onChosen: () => void;
}

export function CookieBanner({ onChosen }: CookieBannerProps) {
  const { policyUrl } = useSiteState();
  const choose = (choice: CookieConsentChoice) => {
    document.cookie = cookieConsentCookie(choice);
    if (choice === 'accepted') window.dispatchEvent(new Event(cookieConsentName));
    onChosen();
  };
  return (
    <section className={styles.cookieBanner} aria-label="Süti tájékoztató">
      <p className={styles.cookieText}>
        Sütiket használunk a felhasználói élmény javítására.{' '}
        {policyUrl && (
          <a href={policyUrl} target="_blank" rel="noopener noreferrer">
            Adatkezelési tájékoztató
          </a>
        )}
      </p>
      {/* The same size and weight: refusing is as easy as accepting. */}
      <div className={styles.cookieChoices}>
        <button type="button" className={styles.cookieButton} onClick={() => choose('refused')}>
          Elutasítom
        </button>
        <button type="button" className={styles.cookieButton} onClick={() => choose('accepted')}>
          Elfogadom
        </button>
      </div>
    </section>
  );
}
