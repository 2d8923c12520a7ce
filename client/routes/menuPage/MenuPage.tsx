/**
 * @module A menu entry's own page: its label, and links to the entries of its group.
 */
import { Link } from '../../navigation/Link';
import type { PageProps } from '../routeModule';
import * as styles from '../../../styles/pageStyles.css';
import type { MenuPageData } from './menuPageData';

export default function MenuPage({ data }: PageProps<MenuPageData>) {
  return (
    <div className={styles.column}>
      <h1 className={styles.pageTitle}>{data.label}</h1>
      {data.entries.length > 0 ? (
        <ul>
          {data.entries.map((entry) => (
            <li key={entry.url}>
              <Link href={entry.url}>{entry.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.lead}>Ezen az oldalon hamarosan további tartalmak jelennek meg.</p>
      )}
    </div>
  );
}
