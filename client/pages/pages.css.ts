/**
 * Styles of the views every route shares: not found and unavailable.
 */
import { style } from '@vanilla-extract/css';

export const notFound = style({ maxWidth: 720, margin: '0 auto', padding: '64px 20px', textAlign: 'center' });
