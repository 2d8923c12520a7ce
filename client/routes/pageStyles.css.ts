/**
 * Styles the content pages share: the page column, headings, card grids, contact lines, paging.
 */
import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const column = style({ width: '100%', maxWidth: 1200, margin: '0 auto', padding: '24px 16px 48px', '@media': { [media.sm]: { padding: '32px 24px 64px' } } });
export const pageTitle = style({ fontSize: 'clamp(24px, 4vw, 36px)', lineHeight: 1.2, margin: '0 0 8px', color: vars.color.primary });
export const lead = style({ color: vars.color.mutedText, margin: '0 0 24px', fontSize: 17 });
export const sectionTitle = style({ fontSize: 22, margin: '32px 0 12px', color: vars.color.primary });
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
  overflow: 'hidden',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)' } },
});
export const cardImage = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.border });
export const cardBody = style({ padding: '12px 14px 16px', display: 'flex', flexDirection: 'column', gap: 4 });
export const cardTitle = style({ fontSize: 17, fontWeight: 700, margin: 0, lineHeight: 1.3 });
export const cardPrice = style({ fontSize: 20, fontWeight: 700, color: vars.color.primary });
export const muted = style({ color: vars.color.mutedText, fontSize: 14 });
export const contactList = style({ listStyle: 'none', padding: 0, margin: '8px 0', display: 'flex', flexDirection: 'column', gap: 4 });
export const pager = style({ display: 'flex', gap: 12, justifyContent: 'center', alignItems: 'center', marginTop: 24 });
export const prose = style({ maxWidth: 760, fontSize: 17, lineHeight: 1.65 });
