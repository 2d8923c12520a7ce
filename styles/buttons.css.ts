/**
 * The outlined button every page uses (the listing's actions, the heart on a listing's page, "Értesítést
 * kérek", /kedvencek's own), and a button's words shown from the sm breakpoint.
 */
import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

/** A surface-coloured button with a border: 44 px tall, the secondary colour's ring on keyboard focus. */
export const outlinedButton = style({
  minHeight: 44,
  padding: '0 14px',
  borderRadius: 10,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.mutedText },
    '&:focus-visible': { outline: `3px solid ${vars.color.secondary}`, outlineOffset: 2 },
  },
});

/** A button's words: read out everywhere, shown from the sm breakpoint (a phone gets the icon alone). */
export const labelFromSm = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [media.sm]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
});
