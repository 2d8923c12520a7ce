/**
 * @module The right-hand sidebar of narrow screens (SPEC section 2): "buy or sell" with its sub-menu
 * items, then "follow us" with the social icons. A modal <dialog> in the server's HTML, opened by the
 * hamburger's `command="show-modal"` and closed by its own `command="close"` button, Escape or a tap on
 * the backdrop (`closedby="any"`): all of it works before the page's JavaScript has run. The browser
 * makes the rest of the page inert, moves focus into the dialog and back to the hamburger on close;
 * once hydrated, Tab and Shift+Tab wrap around inside it, and following a link in it closes it
 * (SPEC section 4).
 */
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { buyOrSellItem, visibleEntries } from '../../domain/site/menu';
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

/** A click outside the panel lands on the dialog element itself: its backdrop (for browsers without `closedby`). */
function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target === event.currentTarget) event.currentTarget.close();
}

interface SidebarProps {
  id: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
}

/** Rendered closed on every page; the browser shows it. */
export function Sidebar({ id, dialogRef }: SidebarProps) {
  const { site, menus } = useSiteState();
  const close = () => dialogRef.current?.close();

  return (
    <dialog ref={dialogRef} id={id} className={styles.sidebar} aria-label="Menü" closedby="any" onKeyDown={wrapTab} onClick={closeOnBackdrop}>
      <div className={styles.sidebarPanel}>
        <div className={styles.sidebarHeader}>
          {/* onClick for browsers without invoker commands; where the command runs too, the dialog is closed already. */}
          <button type="button" className={styles.sidebarButton} commandfor={id} command="close" onClick={close} aria-label="Menü bezárása">
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
          // A plain block, not a <section>: the sidebar is in every page's HTML, ahead of the page's own sections.
          <div className={styles.sidebarSocial}>
            <h2 className={styles.sidebarTitle}>Kövessen minket</h2>
            <SocialLinks platforms={site.socialPlatforms} />
          </div>
        )}
      </div>
    </dialog>
  );
}
