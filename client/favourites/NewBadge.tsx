/**
 * @module The "Új" badge of a listing that appeared since the visitor's previous visit; nothing on the
 * server or on a first visit.
 */
import * as styles from './favourites.css';
import { useNewSinceLastVisit } from './lastVisitStore';

export function NewBadge({ createdAt }: { createdAt: string }) {
  return useNewSinceLastVisit(createdAt) ? <span className={styles.newBadge}>Új</span> : null;
}
