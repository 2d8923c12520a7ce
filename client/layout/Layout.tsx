/**
 * @module The site shell around every page: header, sub-menu, content, footer, cookie banner. Main can take
 * the focus: the "Ugrás a tartalomra" link before the app (worker/render/documentHead.ts) moves it there.
 */
import type { ReactNode } from 'react';
import { useSiteState } from '../site/SiteContext';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './layout.css';
import { SubMenu } from './SubMenu';
import { useScrollY } from './useScrollY';
import { useStoredColours } from './useStoredColours';

/** What a page asks of the layout (its route module's `layout`). */
export interface RouteLayout {
  /** Pages of the home group get a transparent header over their cover (SPEC section 2). */
  homeGroup: boolean;
  /** A white page background instead of the site's (SPEC section 2: offices, listings). */
  whiteBackground: boolean;
  /** 56 px more space under the footer (SPEC section 2: agent pages). */
  footerExtraPadding: boolean;
}

export function Layout({ layout, isHome, children }: { layout: RouteLayout; isHome: boolean; children: ReactNode }) {
  const { site } = useSiteState();
  const scrollY = useScrollY();
  useStoredColours(site);
  const { homeGroup } = layout;
  // The header is see-through over the home page's cover picture until the page scrolls.
  const transparent = homeGroup && scrollY === 0;
  // Main starts below the header and the sub-menu's bars where they show, so nothing hides under them.
  const mainStyle = homeGroup ? styles.main.underTransparentHeader : site.isPageImmo1 ? styles.main.belowTwoBars : styles.main.belowOneBar;

  return (
    <div className={`${styles.page} ${layout.whiteBackground ? styles.pageBackground.white : styles.pageBackground.default}`}>
      <Header isHome={isHome} transparent={transparent} />
      {!homeGroup && <SubMenu scrollY={scrollY} />}
      <main className={mainStyle} id="tartalom" aria-label="Tartalom" tabIndex={-1}>
        {children}
      </main>
      <Footer extraBottomPadding={layout.footerExtraPadding} />
      <CookieConsent />
    </div>
  );
}
