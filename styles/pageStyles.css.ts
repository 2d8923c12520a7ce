/**
 * Styles the content pages share: the page column, headings, card grids, contact lines, paging.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

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
export const cardMedia = style({ position: 'relative' });
export const cardImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.border });
export const cardBadges = style({ position: 'absolute', top: 10, left: 10, right: 56, display: 'flex', flexWrap: 'wrap', gap: 6 });
export const cardBadge = style({
  padding: '3px 10px',
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 700,
  background: 'rgb(255 255 255 / 0.92)',
  color: vars.color.text,
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.2)',
});
export const cardBadgeOtthon = style([cardBadge, { background: vars.color.secondary, color: vars.color.onSecondary }]);
/** A price reduction: white on a dark red that keeps 4.5:1 contrast whatever the tenant's colours. */
export const cardBadgeReduced = style([cardBadge, { background: '#a4161a', color: '#ffffff' }]);
export const cardPriceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '2px 10px' });
export const cardFacts = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 14px', margin: '6px 0 0', padding: 0, listStyle: 'none', fontSize: 14, color: vars.color.text });
export const cardBody = style({ padding: '12px 14px 16px', display: 'flex', flexDirection: 'column', gap: 4 });
export const cardTitle = style({ fontSize: 17, fontWeight: 700, margin: 0, lineHeight: 1.3 });
export const cardPrice = style({ fontSize: 20, fontWeight: 700, color: vars.color.primary });
export const muted = style({ color: vars.color.mutedText, fontSize: 14 });
export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center', alignItems: 'center', marginTop: 24 });
export const pagerPages = style({ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 });
const pagerItem = {
  minWidth: 44,
  minHeight: 44,
  padding: '0 12px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 10,
  fontWeight: 600,
} as const;
// The pager's links carry no class of their own, so their markup stays the plain crawlable link.
globalStyle(`${pager} a`, {
  ...pagerItem,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.primary,
  textDecoration: 'none',
});
globalStyle(`${pager} a:hover, ${pager} a:focus-visible`, { borderColor: vars.color.primary });
export const pagerCurrent = style({ ...pagerItem, background: vars.color.primary, color: vars.color.onPrimary });
export const pagerGap = style({ ...pagerItem, minWidth: 24, padding: 0, color: vars.color.mutedText });
export const pagerHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
