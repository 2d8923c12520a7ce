/**
 * @module The header's link to /kedvencek with the number of favourites. The count sits over the heart
 * (absolutely placed), so filling it after hydration moves nothing; its accessible name says the number.
 */
import { favouritesLabel, favouritesPath } from '../../domain/favourites/favouritesPath';
import { Icon } from '../icons/Icon';
import { Link } from '../navigation/Link';
import { useFavouritesCount } from './favouritesCount';
import * as styles from './favouritesHeader.css';

export function FavouritesHeaderLink() {
  const count = useFavouritesCount();
  return (
    <Link href={favouritesPath} className={styles.headerLink} aria-label={count > 0 ? `${favouritesLabel}: ${count} ingatlan` : favouritesLabel}>
      <Icon name="heart" size={22} />
      <span className={styles.headerCount} aria-hidden="true" data-favourites-count="">
        {count > 0 ? String(count) : ''}
      </span>
    </Link>
  );
}

/** The sidebar's entry for /kedvencek, with the count in its name. */
export function FavouritesMenuItem({ className, onNavigate }: { className: string; onNavigate: () => void }) {
  const count = useFavouritesCount();
  return (
    <li>
      <Link href={favouritesPath} className={className} onClick={onNavigate}>
        {count > 0 ? `${favouritesLabel} (${count})` : favouritesLabel}
      </Link>
    </li>
  );
}
