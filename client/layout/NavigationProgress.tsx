/**
 * @module Shows that a page is loading after a click, unless it arrives at once.
 */
import { useEffect, useState } from 'react';
import * as styles from './navigationProgress.css';

/** Quicker navigations show nothing, so the bar does not flicker. */
const showAfterMs = 120;

export function NavigationProgress({ pending }: { pending: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), showAfterMs);
    return () => window.clearTimeout(timer);
  }, [pending]);
  if (!visible) return null;
  return <div className={styles.bar} role="progressbar" aria-label="Oldal betöltése" />;
}
