/**
 * Styles of the favourites: the heart on a card and on a listing's page, the header's count, the
 * "Új" badge (the /kedvencek page's own are in client/routes/favourites/).
 */
import { style } from '@vanilla-extract/css';
import { outlinedButton } from '../../styles/buttons.css';
import { vars } from '../../styles/theme.css';

/** A card and its heart: the heart sits over the picture, outside the card's link (no button inside a link). */
export const cardFrame = style({ position: 'relative', height: '100%' });

const focusRing = { outline: `3px solid ${vars.color.secondary}`, outlineOffset: 2 };

export const cardHeart = style({
  position: 'absolute',
  top: 6,
  right: 6,
  width: 44,
  height: 44,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: 999,
  background: 'rgb(255 255 255 / 0.92)',
  color: '#b3261e',
  cursor: 'pointer',
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.2)',
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: '#ffffff' } },
});

export const pageHeart = style([
  outlinedButton,
  { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 8, minWidth: 44, padding: '0 12px', whiteSpace: 'nowrap' },
]);

/** The listing page's heart and share button, side by side at the title's end. */
export const pageActions = style({ display: 'flex', gap: 8, flex: 'none' });

export const heartIcon = style({ color: '#b3261e', flex: 'none' });

export const newBadge = style({
  padding: '3px 10px',
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 700,
  background: '#0b6b3a',
  color: '#ffffff',
});
