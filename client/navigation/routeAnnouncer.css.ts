/**
 * Styles of the route announcer: read by screen readers, never seen.
 */
import { style } from '@vanilla-extract/css';

export const announcer = style({ position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap', border: 0 });
