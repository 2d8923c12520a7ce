/**
 * @module The site shell around every page: header, sub-menu, content, footer, cookie banner.
 */
import { type ReactNode, useEffect } from 'react';
import type { RouteLayout } from '../routes/routeModule';
import { useSiteState } from '../site/SiteContext';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './layout.css';
import { SubMenu } from './SubMenu';
import { useScrollY } from './useScrollY';

export function Layout({ layout, isHome, children }: { layout: RouteLayout; isHome: boolean; children: ReactNode }) {
  const { site } = useSiteState();
  const scrollY = useScrollY();
  const { homeGroup } = layout;
  // The header is see-through over the home page's cover picture until the page scrolls.
  const transparent = homeGroup && scrollY === 0;

  useEffect(() => {
    try {
      window.localStorage.setItem('primaryColor', site.primaryColor);
      window.localStorage.setItem('secondaryColor', site.secondaryColor);
    } catch {
      // Storage may be disabled (private mode); the colours are only a convenience there.
    }
  }, [site.primaryColor, site.secondaryColor]);

  return (
    <div className={`${styles.page} ${layout.whiteBackground ? styles.pageBackground.white : styles.pageBackground.default}`}>
      <Header isHome={isHome} transparent={transparent} />
      {!homeGroup && <SubMenu scrollY={scrollY} />}
      <main id="tartalom" className={homeGroup ? styles.mainUnderTransparentHeader : styles.main}>
        {children}
      </main>
      <Footer extraBottomPadding={layout.footerExtraPadding} />
      <CookieConsent />
    </div>
  );
}
