/**
 * @module The view of a page whose content could not be loaded (the CMS failed), inside the site
 * shell: the visitor keeps the menus and can try again.
 */
import { Link } from '../navigation/Link';
import * as layoutStyles from '../layout/layout.css';
import * as styles from './pages.css';

export function UnavailablePage() {
  return (
    <section className={styles.notFound}>
      <h1>Az oldal átmenetileg nem érhető el</h1>
      <p>Az oldal tartalmát most nem sikerült betölteni. Kérjük, próbálja újra néhány perc múlva.</p>
      <Link href="/" className={layoutStyles.primaryButton}>
        Vissza a főoldalra
      </Link>
    </section>
  );
}
