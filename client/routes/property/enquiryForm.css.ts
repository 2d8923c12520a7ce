/**
 * Styles of the enquiry form: labelled fields, messages beside them, the consent line.
 */
import { style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';
import { errorColor, formControl } from '../../../styles/formControl.css';

export const form = style({ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const wide = style({ '@media': { [media.sm]: { gridColumn: '1 / -1' } } });
export const field = style({ display: 'flex', flexDirection: 'column', gap: 6 });
export const label = style({ fontWeight: 600, fontSize: 15 });
export const optional = style({ fontWeight: 400, color: vars.color.mutedText });
/** The site's form control (the filter forms' too): one border, focus ring and invalid state for every form. */
export const input = formControl;
export const textarea = style([formControl, { minHeight: 140, resize: 'vertical', lineHeight: 1.5 }]);
export const error = style({ color: errorColor, fontSize: 14, margin: 0, display: 'flex', gap: 6, alignItems: 'flex-start' });
export const consent = style({ display: 'flex', gap: 10, alignItems: 'flex-start', fontSize: 15, lineHeight: 1.45 });
export const note = style({ margin: 0, paddingLeft: 32, fontSize: 14, lineHeight: 1.45, color: vars.color.mutedText });
export const checkbox = style({ width: 22, height: 22, marginTop: 1, flex: 'none', accentColor: vars.color.primary });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' });
/** Off screen and out of the tab order: only bots fill it in. */
export const honeypot = style({ position: 'absolute', left: -10_000, top: 'auto', width: 1, height: 1, overflow: 'hidden' });

/** The thank-you in the form's place: set apart, and as tall as it needs, so the page does not jump far. */
export const thanks = style({
  display: 'grid',
  gap: 12,
  padding: '20px 20px 20px 18px',
  borderLeft: `4px solid ${vars.color.secondary}`,
  borderRadius: 10,
  background: vars.color.background,
  // Clear of the fixed header with the sub-menu's bars above, and of a phone's call bar below.
  scrollMarginTop: `calc(${vars.headerHeight} + 104px)`,
  scrollMarginBottom: 96,
});
export const thanksTitle = style({
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  margin: 0,
  fontSize: 20,
  color: vars.color.primary,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.secondary}`, outlineOffset: 4, borderRadius: 4 } },
});
export const thanksText = style({ margin: 0, fontSize: 16, lineHeight: 1.5 });
