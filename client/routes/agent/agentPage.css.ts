/**
 * Styles of /uzletkoto/{id}: the banner with the photo over its edge, name and contacts, the
 * office card beside the introduction from 960 px, and the listings.
 */
import { style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const banner = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '5 / 2',
  objectFit: 'cover',
  borderRadius: 12,
  background: vars.color.primary,
  '@media': { [media.headerMenu]: { aspectRatio: '4 / 1' } },
});
export const bannerPlaceholder = style([banner, { display: 'block' }]);
export const profile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  marginTop: -56,
  padding: '0 8px',
  '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'flex-end', gap: 20, marginTop: -64, padding: '0 24px' } },
});
export const photo = style({
  width: 112,
  height: 112,
  borderRadius: '50%',
  objectFit: 'cover',
  border: `4px solid ${vars.color.surface}`,
  background: vars.color.border,
  flexShrink: 0,
  '@media': { [media.sm]: { width: 140, height: 140 } },
});
export const nameBlock = style({ display: 'flex', flexDirection: 'column', gap: 2, paddingBottom: 4, minWidth: 0 });
export const role = style({ margin: 0, color: vars.color.mutedText, fontSize: 16 });
export const officeLink = style({ color: vars.color.primary, fontWeight: 600 });
export const body = style({
  display: 'grid',
  gap: 24,
  marginTop: 16,
  gridTemplateColumns: '1fr',
  '@media': { [media.headerMenu]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: 40, alignItems: 'start' } },
});
export const introduction = style({ fontSize: 17, lineHeight: 1.65, margin: '8px 0 0', maxWidth: 760 });
export const officeCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 16,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
});
export const officeCardTitle = style({ fontSize: 14, margin: 0, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.mutedText });
export const officeCardName = style({ fontSize: 18, fontWeight: 700, margin: 0 });
export const officeFact = style({ margin: 0, color: vars.color.mutedText, fontSize: 15 });
export const officePhone = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44, color: vars.color.primary, fontWeight: 600 });
