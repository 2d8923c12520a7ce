/**
 * @module The trail above a network page (Főoldal › Irodáink › office › agent), the same one its
 * structured data gives crawlers (domain/pages/breadcrumbs.ts).
 */
import { Link } from '../navigation/Link';
import { type Crumb, crumbHref } from '../../domain/pages/breadcrumbs';
import * as styles from './networkParts.css';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className={styles.breadcrumbs} aria-label="Morzsamenü">
      <ol className={styles.breadcrumbList}>
        {crumbs.map((crumb, index) => (
          <li key={crumbHref(crumb)} className={styles.breadcrumbItem}>
            {index === crumbs.length - 1 ? (
              <span className={styles.breadcrumbCurrent} aria-current="page">
                {crumb.name}
              </span>
            ) : (
              <Link href={crumbHref(crumb)} className={styles.breadcrumbLink}>
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
