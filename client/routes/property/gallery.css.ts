/**
 * Styles of the listing's gallery: a scroll-snap strip of pictures at a fixed 3:2 ratio (so nothing
 * shifts while pictures load), buttons and a counter over it, and the full-screen view.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const gallery = style({
  position: 'relative',
  background: '#1d1d1f',
  overflow: 'hidden',
  '@media': { [media.sm]: { borderRadius: 14 } },
});

export const track = style({
  display: 'flex',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  aspectRatio: '3 / 2',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.secondary}`, outlineOffset: -3 },
  },
});

export const slide = style({ flex: '0 0 100%', margin: 0, scrollSnapAlign: 'center', scrollSnapStop: 'always', position: 'relative' });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover', cursor: 'zoom-in' });

const overlayButton = style({
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minWidth: 44,
  height: 44,
  padding: '0 12px',
  border: 0,
  borderRadius: 22,
  background: 'rgb(255 255 255 / 0.92)',
  color: '#1d1d1f',
  font: 'inherit',
  fontWeight: 600,
  fontSize: 14,
  cursor: 'pointer',
  boxShadow: '0 2px 10px rgb(0 0 0 / 0.25)',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.secondary}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0, pointerEvents: 'none' },
  },
});
export const previous = style([overlayButton, { left: 12, top: '50%', transform: 'translateY(-50%)', padding: 0 }]);
export const next = style([overlayButton, { right: 12, top: '50%', transform: 'translateY(-50%)', padding: 0 }]);
export const fullScreenButton = style([overlayButton, { right: 12, bottom: 12 }]);
export const counter = style({
  position: 'absolute',
  left: 12,
  bottom: 12,
  padding: '4px 10px',
  borderRadius: 14,
  background: 'rgb(0 0 0 / 0.7)',
  color: '#ffffff',
  fontSize: 14,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});

// The full-screen view: a modal dialog (Escape closes it, focus stays inside and returns after):
// a bar with the name and the close button, the pictures, and the counter under them.
export const lightbox = style({
  width: '100vw',
  height: '100dvh',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: '#000000',
  color: '#ffffff',
  overflow: 'hidden',
  selectors: {
    '&[open]': { display: 'grid', gridTemplateRows: '56px minmax(0, 1fr) 48px', gridTemplateColumns: 'minmax(0, 1fr)' },
    '&::backdrop': { background: '#000000' },
  },
});
export const lightboxBar = style({ display: 'flex', alignItems: 'center', gap: 12, padding: '0 8px 0 16px' });
export const lightboxTitle = style({ flex: 1, minWidth: 0, margin: 0, fontSize: 16, fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const lightboxStage = style({ position: 'relative', minHeight: 0 });
export const lightboxTrack = style([
  track,
  { aspectRatio: 'auto', height: '100%', selectors: { '&:focus-visible': { outline: '2px solid rgb(255 255 255 / 0.45)', outlineOffset: -2 } } },
]);
export const lightboxImage = style({ width: '100%', height: '100%', objectFit: 'contain' });
export const lightboxFooter = style({ position: 'relative' });
export const close = style([overlayButton, { position: 'static', padding: 0, background: 'rgb(255 255 255 / 0.15)', color: '#ffffff', boxShadow: 'none' }]);
globalStyle(`${lightboxFooter} ${counter}`, { left: '50%', bottom: 'auto', top: 10, transform: 'translateX(-50%)', background: 'transparent' });
