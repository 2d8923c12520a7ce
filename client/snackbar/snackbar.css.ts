/**
 * Styles of the snackbar: bottom centre, above the cookie banner, in three styles.
 */
import { style, styleVariants } from '@vanilla-extract/css';

export const region = style({
  position: 'fixed',
  left: 16,
  right: 16,
  bottom: 16,
  zIndex: 60,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

const base = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  maxWidth: 560,
  padding: '10px 8px 10px 16px',
  borderRadius: 8,
  boxShadow: '0 6px 24px rgb(0 0 0 / 0.25)',
  fontSize: 15,
});

export const snackbar = styleVariants({
  default: [base, { background: '#1d1d1f', color: '#ffffff' }],
  success: [base, { background: '#1b5e20', color: '#ffffff' }],
  error: [base, { background: '#b00020', color: '#ffffff' }],
});

/** No message: the live regions stay in the page, invisible and taking no room. */
export const empty = style({ display: 'contents' });
/** A live region holding the text; an empty one takes no room but stays in the accessibility tree. */
export const text = style({ margin: 0, selectors: { '&:not(:empty)': { marginRight: 12 } } });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 36,
  minHeight: 36,
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: 'rgb(255 255 255 / 0.15)' } },
});

