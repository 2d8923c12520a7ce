/**
 * @module The right-hand sidebar of narrow screens: "buy or sell", its items, then "follow us".
 */
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { immo1TopTab, visibleEntries } from '../../domain/menu';
import { useSiteState } from '../site/SiteContext';
import * as styles from './layout.css';
import { MenuLink } from './MenuLink';
import { SocialLinks } from './SocialLinks';

export function Sidebar({ onClose }: { onClose: () => void }) {
  const { site, menus } = useSiteState();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" />
      <aside id="oldalsav" className={styles.sidebar} role="dialog" aria-modal="true" aria-label="Menü">
        <div className={styles.sidebarHeader}>
          <button ref={closeButton} type="button" className={styles.iconButton} onClick={onClose} aria-label="Menü bezárása">
            <X aria-hidden="true" />
          </button>
        </div>
        <h2 className={styles.sidebarTitle}>{immo1TopTab.label}</h2>
        <ul className={styles.sidebarList}>
          {visibleEntries(menus.menuEntries).map((entry) => (
            <li key={entry.url}>
              <MenuLink entry={entry} className={styles.sidebarLink} onNavigate={onClose} />
            </li>
          ))}
        </ul>
        {site.socialPlatforms.length > 0 && (
          <div className={styles.sidebarSocial}>
            <h2 className={styles.sidebarTitle}>Kövessen minket</h2>
            <SocialLinks platforms={site.socialPlatforms} />
          </div>
        )}
      </aside>
    </>
  );
}
