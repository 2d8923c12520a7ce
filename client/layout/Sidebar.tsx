/**
 * @module The right-hand sidebar of narrow screens (SPEC section 2): "buy or sell" with its sub-menu
 * items, then "follow us" with the social icons. A modal <dialog>: the browser makes the rest of the
 * page inert and closes it on Escape; Tab and Shift+Tab wrap around inside it. Following a link in
 * it closes it (SPEC section 4).
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { buyOrSellItem, visibleEntries } from '../../domain/menu';
import { Icon } from '../icons/Icon';
import { useSiteState } from '../site/SiteContext';
import * as styles from './layout.css';
import { MenuLink } from './MenuLink';
import { FavouritesMenuItem } from '../favourites/FavouritesHeaderLink';
import { SocialLinks } from './SocialLinks';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the dialog: from the last control to the first and back. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface SidebarProps {
  id: string;
  /** Runs once the sidebar has closed, whatever closed it. */
  onClose: () => void;
}

/** Shown open, as a modal dialog. */
export function Sidebar({ id, onClose }: SidebarProps) {
  const { site, menus } = useSiteState();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // Escape, the close button, the backdrop and the links all end in the dialog's close event.
    element.addEventListener('close', onClose);
    return () => element.removeEventListener('close', onClose);
  }, [onClose]);

  const close = () => dialog.current?.close();
  // A click outside the panel lands on the dialog element itself: its backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <dialog ref={dialog} id={id} className={styles.sidebar} aria-label="Menü" onKeyDown={wrapTab} onClick={closeOnBackdrop}>
      <div className={styles.sidebarPanel}>
        <div className={styles.sidebarHeader}>
          <button type="button" className={styles.sidebarButton} onClick={close} aria-label="Menü bezárása">
            <Icon name="x" />
          </button>
        </div>
        <nav aria-labelledby={`${id}-menu`}>
          <h2 id={`${id}-menu`} className={styles.sidebarTitle}>
            {buyOrSellItem.label}
          </h2>
          <ul className={styles.sidebarList}>
            {visibleEntries(menus.menuEntries).map((entry) => (
              <li key={entry.url}>
                <MenuLink entry={entry} className={styles.sidebarLink} onNavigate={close} />
              </li>
            ))}
            <FavouritesMenuItem className={styles.sidebarLink} onNavigate={close} />
          </ul>
        </nav>
        {site.socialPlatforms.length > 0 && (
          <section className={styles.sidebarSocial} aria-labelledby={`${id}-social`}>
            <h2 id={`${id}-social`} className={styles.sidebarTitle}>
              Kövessen minket
            </h2>
            <SocialLinks platforms={site.socialPlatforms} />
          </section>
        )}
      </div>
    </dialog>
  );
}
