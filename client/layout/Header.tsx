/**
 * @module The fixed header: back arrow, logo and slogan, menu, social icons, search, hamburger.
 */
import { ArrowLeft, Menu, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { visibleEntries } from '../../domain/menu';
import { useSiteState } from '../site/SiteContext';
import * as styles from './layout.css';
import { MenuLink } from './MenuLink';
import { Sidebar } from './Sidebar';
import { SocialLinks } from './SocialLinks';

/** The control a page marks as its detailed search; the header's Search button clicks it when present. */
export const detailSearchSelector = '[data-detail-search]';

export function Header({ isHome, transparent }: { isHome: boolean; transparent: boolean }) {
  const { site, menus } = useSiteState();
  const [, navigate] = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);

  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };
  const search = () => {
    const detailSearch = document.querySelector<HTMLElement>(detailSearchSelector);
    if (detailSearch) detailSearch.click();
    else navigate('/kereses');
  };

  return (
    <>
      <header className={transparent ? styles.header.transparent : styles.header.solid}>
        {!isHome && (
          <button type="button" className={styles.iconButton} onClick={goBack} aria-label="Vissza">
            <ArrowLeft aria-hidden="true" />
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
          {visibleEntries(menus.menuEntries).map((entry) => (
            <MenuLink key={entry.url} entry={entry} className={styles.navLink} />
          ))}
        </nav>
        <div className={styles.desktopOnly}>
          <SocialLinks platforms={site.socialPlatforms} />
        </div>
        <button type="button" className={styles.iconButton} onClick={search}>
          <Search aria-hidden="true" />
          <span className={styles.searchLabel}>Keresés</span>
        </button>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.mobileOnly}`}
          onClick={() => setSidebarOpen(true)}
          aria-label="Menü megnyitása"
          aria-expanded={sidebarOpen}
          aria-controls="oldalsav"
        >
          <Menu aria-hidden="true" />
        </button>
      </header>
      {sidebarOpen && <Sidebar onClose={() => setSidebarOpen(false)} />}
    </>
  );
}
