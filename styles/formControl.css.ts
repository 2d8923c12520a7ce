/**
 * The look of the site's form controls, with their invalid state: the text inputs and selects of the
 * filter forms (the search page's and the home page's quick search) and of the listing's enquiry form, and
 * the filter forms' filled buttons. Imported by those routes' stylesheets.
 */
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The border of a form control: darker than the card borders, for 3:1 contrast with the page. */
export const controlBorderColor = '#8f887c';
export const errorColor = '#b3261e';

export const formControl = style({
  width: '100%',
  minHeight: 44,
  padding: '8px 12px',
  border: `1px solid ${controlBorderColor}`,
  borderRadius: 10,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 16,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: errorColor, boxShadow: `0 0 0 1px ${errorColor}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 },
  },
});

/** A filled button in the tenant's primary colour (search, apply the filters, open them); each adds its size. */
export const filledButton = style({
  border: 0,
  borderRadius: 10,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});

export const fieldError = style({ margin: 0, color: errorColor, fontSize: 14, fontWeight: 600 });
