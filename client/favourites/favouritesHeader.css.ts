/**
 * The header's link to /kedvencek and its count: part of every page's first load, so apart from the
 * favourites' other styles.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

const focusRing = { outline: `3px solid ${vars.color.secondary}`, outlineOffset: 2 };

/** The header's link to /kedvencek: its count is reserved room, filled after hydration. */
/**
 * From lg only: below it the header has no room beside the site's name and menu (phoneLayout and
 * siteShell e2e tests), so the count sits on the hamburger and the link in the sidebar.
 */
export const headerLink = style({
  position: 'relative',
  display: 'none',
  '@media': { [media.lg]: { display: 'grid' } },
  placeItems: 'center',
  width: 44,
  height: 44,
  flex: 'none',
  color: 'inherit',
  borderRadius: 999,
  selectors: { '&:focus-visible': focusRing },
});
export const headerCount = style({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: 999,
  background: '#b3261e',
  color: '#ffffff',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  selectors: { '&:empty': { visibility: 'hidden' } },
});


/** The count on the hamburger (below md, where the header link is hidden). */
export const menuCount = style([
  headerCount,
  { top: 0, right: 0, selectors: { '&[data-favourites-menu-count=""]': { visibility: 'hidden' }, '&::after': { content: 'attr(data-favourites-menu-count)' } } },
]);
globalStyle(`button:has(> ${menuCount})`, { position: 'relative' });
