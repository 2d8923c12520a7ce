/**
 * @module The fixed header (SPEC section 2): back arrow off the home page, logo and slogan, the menu
 * and social icons from 960 px, the Search button, and the hamburger that opens the sidebar below 960 px.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from '../navigation/Link';
import { useLocation } from '../navigation/Navigation';
import { visibleEntries } from '../../domain/site/menu';
import { Icon } from '../icons/Icon';
import { FavouritesHeaderLink } from '../favourites/FavouritesHeaderLink';
import { canGoBackInSite } from '../navigation/historyDepth';
import { useSiteState } from '../site/SiteContext';
import * as styles from './layout.css';
import { MenuLink } from './MenuLink';
import { Sidebar } from './Sidebar';
import { SocialLinks } from './SocialLinks';

/** The control a page marks as its detailed search; the header's Search button clicks it when present. */
const detailSearchSelector = '[data-detail-search]';

const sidebarId = 'oldalsav';

export function Header({ isHome, transparent }: { isHome: boolean; transparent: boolean }) {
  const { site, menus } = useSiteState();
  const [location, navigate] = useLocation();
  const sidebar = useRef<HTMLDialogElement>(null);
  const hamburger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // However the sidebar closes, focus returns to the hamburger that opened it. The browser does that
    // itself where the hamburger had focus; this covers a tap that gave it none, and never takes focus
    // from where a navigation has put it since (the close event comes a task later).
    const dialog = sidebar.current;
    const restoreFocus = () => {
      if (document.activeElement === document.body || !document.activeElement) hamburger.current?.focus();
    };
    dialog?.addEventListener('close', restoreFocus);
    return () => dialog?.removeEventListener('close', restoreFocus);
  }, []);
  // For browsers without invoker commands; where the button's command runs too, it finds the dialog open.
  const openSidebar = () => sidebar.current?.showModal();

  // Any navigation closes the sidebar, also one it did not start (back, forward); before the new page's
  // heading takes focus (Navigation), so the hamburger does not take it back.
  const shownLocation = useRef(location);
  useLayoutEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    sidebar.current?.close();
  }, [location]);

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
          commandfor={sidebarId}
          command="show-modal"
          onClick={openSidebar}
          aria-label="Menü megnyitása"
          aria-haspopup="dialog"
          aria-controls={sidebarId}
        >
          <Icon name="menu" />
        </button>
      </div>
      </header>
      <Sidebar id={sidebarId} dialogRef={sidebar} />
    </>
  );
}
