/**
 * Styles of the search alerts: the "Értesítést kérek" form on /kereses and the pages of the e-mails' links.
 */
import { style } from '@vanilla-extract/css';
import { fieldError, filledButton, formControl } from '../../styles/formControl.css';
import { media } from '../../styles/breakpoints';
import { outlinedButton } from '../../styles/buttons.css';
import { vars } from '../../styles/theme.css';

const focusRing = { outline: `3px solid ${vars.color.secondary}`, outlineOffset: 2 };

export const toggle = style([outlinedButton, { display: 'inline-flex', alignItems: 'center', gap: 8 }]);

export const panel = style({
  flexBasis: '100%',
  display: 'grid',
  gap: 14,
  padding: 16,
  marginTop: 8,
  borderRadius: 12,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxWidth: 640,
  '@media': { [media.sm]: { padding: 20 } },
});
export const panelTitle = style({ margin: 0, fontSize: 18 });
export const field = style({ display: 'grid', gap: 6, margin: 0, padding: 0, border: 0 });
export const label = style({ fontWeight: 600, fontSize: 15, padding: 0 });
/** The site's form control, as the search and enquiry forms have it. */
export const input = formControl;
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 20px' });
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer' });
export const radio = style({ width: 20, height: 20, accentColor: vars.color.primary });
export const error = fieldError;
export const note = style({ margin: 0, fontSize: 14, lineHeight: 1.45, color: vars.color.mutedText });
export const submit = style([
  filledButton,
  {
    justifySelf: 'start',
    minHeight: 44,
    padding: '0 18px',
    selectors: { '&:focus-visible': focusRing, '&:disabled': { opacity: 0.6, cursor: 'progress' } },
  },
]);
export const done = style({ margin: 0, fontWeight: 600, color: '#0b6b3a' });

export const linkPage = style({ display: 'grid', gap: 16, maxWidth: 640 });
export const linkActions = style({ display: 'flex', flexWrap: 'wrap', gap: 12 });

/** The saved search in words: what tells one alert from another. */
export const summary = style({
  display: 'grid',
  gap: 4,
  margin: 0,
  padding: '10px 14px',
  borderLeft: `4px solid ${vars.color.primary}`,
  borderRadius: 4,
  background: vars.color.surface,
});
export const summaryLabel = style({ margin: 0, fontSize: 14, color: vars.color.mutedText });
// A long place name must wrap, never widen the page on a phone.
export const summarySearch = style({ margin: 0, fontSize: 16, fontWeight: 600, lineHeight: 1.4, overflowWrap: 'anywhere' });
