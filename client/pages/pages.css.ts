/**
 * Styles of the views every route shares: not found, a listing no longer offered, and unavailable.
 */
import { style } from '@vanilla-extract/css';

export const notFound = style({ maxWidth: 720, margin: '0 auto', padding: '64px 20px', textAlign: 'center' });

/** The gone listing's notice: the reason, what it was and the search, above its similar listings. */
export const offMarketIntro = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8, maxWidth: 720 });
export const offMarketName = style({ display: 'block', marginTop: 4, fontWeight: 600 });
