/**
 * @module The heart of a listing ("Kedvencekhez adom" / "Eltávolítás a kedvencek közül", aria-pressed).
 * The server renders it in its place, unpressed, so nothing moves when the page hydrates and the stored
 * list shows (CLS 0); a native button, so Enter and Space work.
 */
import { Icon } from '../icons/Icon';
import { useSnackbar } from '../snackbar/Snackbar';
import { labelFromSm } from '../../styles/buttons.css';
import * as styles from './favourites.css';
import { toggleStoredFavourite, useFavourites } from './favouritesStore';

const addLabel = 'Kedvencekhez adom';
const removeLabel = 'Eltávolítás a kedvencek közül';

export function FavouriteButton({ listingId, variant }: { listingId: number; variant: 'card' | 'page' }) {
  const favourites = useFavourites();
  const { show } = useSnackbar();
  const pressed = favourites.includes(listingId);
  const toggle = () => {
    if (!toggleStoredFavourite(listingId)) show('A böngésző nem engedi menteni a kedvenceket.', 'error');
  };
  return (
    <button
      type="button"
      className={variant === 'card' ? styles.cardHeart : styles.pageHeart}
      aria-pressed={pressed}
      aria-label={variant === 'card' ? (pressed ? removeLabel : addLabel) : undefined}
      onClick={toggle}
      data-favourite={listingId}
    >
      <Icon name={pressed ? 'heart-filled' : 'heart'} size={variant === 'card' ? 22 : 18} className={styles.heartIcon} />
      {variant === 'page' && <span className={labelFromSm}>{pressed ? removeLabel : addLabel}</span>}
    </button>
  );
}
