/**
 * Styles of the favourites: the heart on a card and on a listing's page, the header's count, the
 * "Új" badge, and the /kedvencek page.
 */
import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
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

export const pageHeart = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 44,
  minWidth: 44,
  padding: '0 12px',
  borderRadius: 10,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': focusRing, '&:hover': { borderColor: vars.color.mutedText } },
});

/** The listing page's heart and share button, side by side at the title's end. */
export const pageActions = style({ display: 'flex', gap: 8, flex: 'none' });

/** Read out everywhere, shown from the sm breakpoint (a phone gets the heart alone). */
export const pageHeartLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [media.sm]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
});

export const heartIcon = style({ color: '#b3261e', flex: 'none' });

/** The header's link to /kedvencek: its count is reserved room, filled after hydration. */
export const headerLink = style({
  position: 'relative',
  display: 'grid',
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

export const newBadge = style({
  padding: '3px 10px',
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 700,
  background: '#0b6b3a',
  color: '#ffffff',
});

export const page = style({ display: 'grid', gap: 20 });
export const intro = style({ margin: 0, color: vars.color.mutedText, maxWidth: '70ch' });
export const shareBox = style({
  display: 'grid',
  gap: 6,
  padding: 16,
  borderRadius: 12,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});
export const shareLink = style({ color: vars.color.text, fontWeight: 600 });
export const goneCard = style({
  display: 'grid',
  alignContent: 'start',
  gap: 8,
  height: '100%',
  minHeight: 160,
  padding: 16,
  borderRadius: 12,
  border: `1px dashed ${vars.color.mutedText}`,
  background: vars.color.surface,
});
export const goneTitle = style({ margin: 0, fontSize: 17 });
export const textButton = style({
  justifySelf: 'start',
  minHeight: 44,
  padding: '0 14px',
  borderRadius: 10,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
