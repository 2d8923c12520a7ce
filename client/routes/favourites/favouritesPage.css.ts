/**
 * Styles of the /kedvencek page: its intro, the share link, and a listing that is gone.
 */
import { style } from '@vanilla-extract/css';
import { outlinedButton } from '../../../styles/buttons.css';
import { vars } from '../../../styles/theme.css';


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
export const textButton = style([outlinedButton, { justifySelf: 'start' }]);
export const listTitle = style({ margin: '0 0 12px', fontSize: 18 });

/** "Visszavonás" in the snackbar: text in the message's colour, a light ground on hover and focus. */
export const undoButton = style({
  minHeight: 36,
  marginRight: 4,
  padding: '0 10px',
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:hover, &:focus-visible': { background: 'rgb(255 255 255 / 0.15)', textDecoration: 'underline' } },
});
