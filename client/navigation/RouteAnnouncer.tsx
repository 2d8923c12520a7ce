/**
 * @module The route announcer: a visually hidden live region, present (empty) from the server's HTML on,
 * that says the new page's title after a client-side navigation, as Next.js's and Gatsby's do. Polite, not
 * assertive: focus moves to the page's heading at the same moment, and the title should follow it, not cut it off.
 */
import * as styles from './routeAnnouncer.css';

export function RouteAnnouncer({ text }: { text: string }) {
  return (
    <p className={styles.announcer} aria-live="polite" aria-atomic="true" data-route-announcer="">
      {text}
    </p>
  );
}
