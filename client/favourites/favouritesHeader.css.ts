/**
 * The header's link to /kedvencek and its count: part of every page's first load, so apart from the
 * favourites' other styles.
 */
import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

const focusRing = { outline: `3px solid ${vars.color.secondary}`, outlineOffset: 2 };

/**
 * The header's link to /kedvencek at every width: a visitor who taps a heart sees where it went. On a
 * phone the brand gives it room (it wraps, then shows only the logo: client/layout/layout.css.ts).
 */
export const headerLink = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 44,
  '@media': { [media.sm]: { width: 44 } },
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

