/**
 * @module Share the listing: the device's share sheet where the browser has the Web Share API,
 * else the link is copied and the snackbar says so.
 */
import { useSnackbar } from '../../snackbar/Snackbar';
import * as styles from './propertyPage.css';
import { Icon } from '../../icons/Icon';

const copiedMessage = 'A hivatkozást a vágólapra másoltuk.';

export function ShareButton({ title, url }: { title: string; url: string }) {
  const { show } = useSnackbar();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      show(copiedMessage, 'success');
    } catch {
      show(`A hivatkozást nem sikerült a vágólapra másolni. Másolja ki innen: ${url}`, 'error');
    }
  };
  return (
    <button type="button" className={styles.button} onClick={() => void share()}>
      <Icon name="share-2" size={18} />
      <span className={styles.labelFromSm}>Megosztás</span>
    </button>
  );
}
