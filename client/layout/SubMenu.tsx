/**
 * @module The tab menu under the header (SPEC section 2), shown from 801 px: on immo1 the top-level tab
 * bar "Eladna vagy vásárolna?" above the menu's own pages. From 960 px the header's menu buttons are the
 * menu's pages, so only the top tab bar stays: every link of the navigation appears once. Tabs are links in labelled navigation
 * landmarks, the current one marked with aria-current; following the current tab does nothing and any
 * other closes the snackbar (both in client/navigation/Navigation.tsx). Hidden once the page has
 * scrolled further than 400 px (SPEC section 4).
 */
import { Link } from '../navigation/Link';
import { useLocation } from '../navigation/Navigation';
import { buyOrSellItem, visibleEntries } from '../../domain/site/menu';
import { subMenuHideScrollY } from '../../styles/breakpoints';
import { useSiteState } from '../site/SiteContext';
import * as styles from './layout.css';

export function SubMenu({ scrollY }: { scrollY: number }) {
  const { site, menus } = useSiteState();
  const [location] = useLocation();
  const hidden = scrollY > subMenuHideScrollY;
  const tabs = visibleEntries(menus.menuEntries).filter((e) => !e.blank);
  return (
    <div className={`${styles.subMenu} ${hidden ? styles.subMenuHidden : ''}`} inert={hidden} data-sub-menu="">
      {site.isPageImmo1 && (
        <nav className={styles.topTabBar} aria-label="Fő rovatok">
          <ul className={styles.tabList}>
            <li className={styles.tabItem}>
              {/* Every page of the site belongs to this one main item: it is always the current section. */}
              <Link href={buyOrSellItem.url} className={styles.topTab} aria-current="true">
                {buyOrSellItem.label}
              </Link>
            </li>
          </ul>
        </nav>
      )}
      <nav className={styles.tabBar} aria-label="Rovatok">
        <ul className={styles.tabList}>
          {tabs.map((entry) => (
            <li key={entry.url} className={styles.tabItem}>
              <Link href={entry.url} className={styles.tab} aria-current={location === entry.url ? 'page' : undefined}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
