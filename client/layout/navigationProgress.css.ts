/**
 * Styles of the navigation progress bar: a thin bar in the secondary colour across the top.
 */
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const grow = keyframes({
  from: { transform: 'scaleX(0.05)' },
  to: { transform: 'scaleX(0.9)' },
});

export const bar = style({
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: 70,
  height: 3,
  background: vars.color.secondary,
  transformOrigin: 'left',
  animation: `${grow} 8s cubic-bezier(0.1, 0.8, 0.2, 1) forwards`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', transform: 'scaleX(0.5)' } },
});
