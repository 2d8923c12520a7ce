/**
 * @module The tab menu under the header (with the top-level tab bar on immo1); hides after 400 px of scroll.
 */
import { useLocation } from 'wouter';
import { immo1TopTab, type MenuEntry, visibleEntries } from '../../domain/menu';
import { subMenuHideScrollY } from '../../styles/breakpoints';
import { useSiteState } from '../site/SiteContext';
import * as styles from './layout.css';

function Tabs({ entries, className, label }: { entries: Pick<MenuEntry, 'label' | 'url'>[]; className: string; label: string }) {
  const [location, navigate] = useLocation();
  return (
    <div className={className} role="tablist" aria-label={label}>
      {entries.map((entry) => (
        <button
          key={entry.url}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={location === entry.url}
          onClick={() => {
            // Switching to the tab already shown does nothing.
            if (entry.url !== location) navigate(entry.url);
          }}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}

export function SubMenu({ scrollY }: { scrollY: number }) {
  const { site, menus } = useSiteState();
  const internal = visibleEntries(menus.menuEntries).filter((e) => !e.blank);
  return (
    <div className={`${styles.subMenu} ${scrollY > subMenuHideScrollY ? styles.subMenuHidden : ''}`}>
      {site.isPageImmo1 && <Tabs entries={[immo1TopTab]} className={styles.topTabBar} label="Fő rovatok" />}
      <Tabs entries={internal} className={styles.tabBar} label="Rovatok" />
    </div>
  );
}
