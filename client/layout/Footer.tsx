/**
 * @module The footer: copyright from 2019, footer menu, the price statistics (every tenant has them: not a CMS
 * entry, so no tenant can lack the link), privacy policy and terms (new tab).
 */
import { marketPricesPathOf } from '../../domain/marketStatistics/marketPricesPath';
import { Link } from '../navigation/Link';
import { useSiteState } from '../site/SiteContext';
import * as styles from './layout.css';
import { MenuLink } from './MenuLink';

const copyrightFirstYear = 2019;

export function Footer({ extraBottomPadding }: { extraBottomPadding: boolean }) {
  const { site, menus, policyUrl, termsUrl, currentYear } = useSiteState();
  return (
    <footer aria-label="Lábléc" className={`${styles.footer} ${extraBottomPadding ? styles.footerWithAgentPadding : ''}`}>
      <div className={styles.footerInner}>
        <p>
          © {copyrightFirstYear}–{currentYear} {site.siteName}
        </p>
        <ul className={styles.footerLinks}>
          {menus.footerMenuEntries.map((entry) => (
            <li key={entry.url}>
              <MenuLink entry={entry} />
            </li>
          ))}
          <li>
            <Link href={marketPricesPathOf(null)}>Ingatlanárak</Link>
          </li>
          {policyUrl && (
            <li>
              <a href={policyUrl} target="_blank" rel="noopener noreferrer">
                Adatkezelési tájékoztató
              </a>
            </li>
          )}
          {termsUrl && (
            <li>
              <a href={termsUrl} target="_blank" rel="noopener noreferrer">
                Általános szerződési feltételek
              </a>
            </li>
          )}
        </ul>
      </div>
    </footer>
  );
}
