/**
 * Styles of the "Ugrás a tartalomra" link (worker/render/documentHead.ts): out of sight until it has
 * keyboard focus, then over the fixed header's corner; and its target, the page's main (Layout.tsx),
 * which takes focus without a ring.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const skipLink = style({
  position: 'fixed',
  top: 8,
  left: 8,
  // Over the fixed header (20) and its menus.
  zIndex: 100,
  padding: '12px 16px',
  borderRadius: 8,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  fontSize: 16,
  textDecoration: 'none',
  // Out of sight but still in the Tab order and read by screen readers (display: none would take it out).
  transform: 'translateY(calc(-100% - 16px))',
  selectors: {
    '&:focus': { transform: 'none', outline: `3px solid ${vars.color.secondary}`, outlineOffset: 2 },
  },
});

// Main takes focus from the link (tabindex -1) to move the reading and Tab position there; a ring around
// the whole page would only distract. A global rule, not a class: no byte more in the first load's script.
globalStyle('main#tartalom:focus', { outline: 'none' });
