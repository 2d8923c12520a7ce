/**
 * @module The route announcer: a visually hidden live region, present (empty) from the server's HTML on,
 * that says the new page's title after a client-side navigation, as React Router's and Next.js's do.
 */
import * as styles from './routeAnnouncer.css';

export function RouteAnnouncer({ text }: { text: string }) {
  return (
    <p className={styles.announcer} aria-live="assertive" aria-atomic="true" data-route-announcer="">
      {text}
    </p>
  );
}
