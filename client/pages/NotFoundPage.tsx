/**
 * @module The not-found view inside the site shell.
 */
import { Link } from '../navigation/Link';
import * as layoutStyles from '../layout/layout.css';
import * as styles from './pages.css';

export function NotFoundPage() {
  return (
    <section className={styles.notFound}>
      <h1>Az oldal nem található</h1>
      <p>A keresett oldal nem létezik, vagy már nem elérhető.</p>
      <Link href="/" className={layoutStyles.primaryButton}>
        Vissza a főoldalra
      </Link>
    </section>
  );
}
