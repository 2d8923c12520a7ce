/**
 * @module The fixed header (SPEC section 2): back arrow off the home page, logo and slogan, the menu
 * and social icons from 960 px, the Search button, and the hamburger that opens the sidebar below 960 px.
 */
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../navigation/Link';
import { useLocation } from '../navigation/Navigation';
import { visibleEntries } from '../../domain/menu';
import { Icon } from '../icons/Icon';
import { FavouritesHeaderLink, FavouritesMenuCount } from '../favourites/FavouritesHeaderLink';
import { canGoBackInSite } from '../navigation/historyDepth';
import { useSiteState } from '../site/SiteContext';
import { whenIdle } from '../site/whenIdle';
import * as styles from './layout.css';
import { MenuLink } from './MenuLink';
import type { SidebarProps } from './Sidebar';
import { useSnackbar } from '../snackbar/Snackbar';
import { SocialLinks } from './SocialLinks';

/** The control a page marks as its detailed search; the header's Search button clicks it when present. */
export const detailSearchSelector = '[data-detail-search]';

const sidebarId = 'oldalsav';

/** The sidebar is a chunk of its own: fetched when the browser is idle after the load, or on the first tap. */
const loadSidebar = () => import('./Sidebar');

export const sidebarFailedMessage = 'A menüt nem sikerült megnyitni. Ellenőrizze a kapcsolatot, és próbálja újra.';

export function Header({ isHome, transparent }: { isHome: boolean; transparent: boolean }) {
  const { site, menus } = useSiteState();
  const [location, navigate] = useLocation();
  const { show } = useSnackbar();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [Sidebar, setSidebar] = useState<ComponentType<SidebarProps> | null>(null);
  const hamburger = useRef<HTMLButtonElement>(null);

  useEffect(() => whenIdle(() => void loadSidebar().catch(() => undefined)), []);
  const openSidebar = () => {
    loadSidebar().then(
      (module) => {
        setSidebar(() => module.Sidebar);
        setSidebarOpen(true);
      },
      () => show(sidebarFailedMessage, 'error'),
    );
  };

  // Any navigation closes the sidebar, also one it did not start (back, forward).
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    setSidebarOpen(false);
  }, [location]);

  // However the sidebar closes, focus returns to the hamburger that opened it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !sidebarOpen) hamburger.current?.focus();
    wasOpen.current = sidebarOpen;
  }, [sidebarOpen]);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);

  const goBack = () => {
    if (canGoBackInSite()) window.history.back();
    else navigate('/');
  };
  const search = () => {
    const detailSearch = document.querySelector<HTMLElement>(detailSearchSelector);
    if (detailSearch) detailSearch.click();
    else navigate('/kereses');
  };

  return (
    <>
      <header aria-label="Fejléc" className={transparent ? styles.header.transparent : styles.header.solid} data-transparent={transparent}>
      <div className={styles.headerInner}>
        {!isHome && (
          <button type="button" className={styles.searchButton} onClick={goBack} aria-label="Vissza">
            <Icon name="arrow-left" />
          </button>
        )}
        <Link href="/" className={styles.brand}>
          {site.logoUrl && <img className={styles.logo} src={site.logoUrl} alt="" width={40} height={40} />}
          <span className={styles.brandText}>
            <span className={styles.siteName}>{site.siteName}</span>
            {site.slogen && <span className={styles.slogan}>{site.slogen}</span>}
          </span>
        </Link>
        <nav className={styles.desktopNav} aria-label="Főmenü">
          <ul className={styles.desktopNavList}>
            {visibleEntries(menus.menuEntries).map((entry) => (
              <li key={entry.url}>
                <MenuLink entry={entry} className={styles.navLink} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.desktopOnly}>
          <SocialLinks platforms={site.socialPlatforms} />
        </div>
        <FavouritesHeaderLink />
        <button type="button" className={styles.searchButton} onClick={search}>
          <Icon name="search" />
          <span className={styles.searchLabel}>Keresés</span>
        </button>
        <button
          ref={hamburger}
          type="button"
          className={`${styles.iconButton} ${styles.mobileOnly}`}
          onClick={openSidebar}
          aria-label="Menü megnyitása"
          aria-expanded={sidebarOpen}
          aria-controls={sidebarOpen ? sidebarId : undefined}
        >
          <Icon name="menu" />
          <FavouritesMenuCount />
        </button>
      </div>
      </header>
      {sidebarOpen && Sidebar && <Sidebar id={sidebarId} onClose={closeSidebar} />}
    </>
  );
}
