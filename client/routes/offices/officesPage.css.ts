/**
 * Styles of /irodaink: the filter, the county links, and the office cards by county.
 */
import { style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const filterBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  margin: '0 0 24px',
  background: vars.color.background,
  borderRadius: 12,
});
export const filterLabel = style({ fontWeight: 600, fontSize: 15 });
export const filterInput = style({
  width: '100%',
  maxWidth: 480,
  minHeight: 48,
  padding: '10px 14px',
  fontSize: 16,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: 8,
});
export const countyLinks = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0 });
export const countyLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: '6px 12px',
  borderRadius: 999,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: 14,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.primary } },
});
export const countySection = style({ scrollMarginTop: `calc(${vars.headerHeight} + 56px)` });
export const countyTitle = style({ display: 'flex', alignItems: 'baseline', gap: 8, fontSize: 20, margin: '28px 0 12px', color: vars.color.primary });
export const countyCount = style({ fontSize: 14, fontWeight: 400, color: vars.color.mutedText });
export const officeCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  height: '100%',
  padding: '16px 16px 12px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
});
export const officeName = style({ fontSize: 18, margin: 0, lineHeight: 1.3 });
export const officeNameLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } } });
export const officeFact = style({ display: 'flex', gap: 8, alignItems: 'flex-start', color: vars.color.mutedText, fontSize: 15, margin: 0 });
export const factIcon = style({ flexShrink: 0, marginTop: 3 });
export const officeContacts = style({ display: 'flex', flexDirection: 'column', gap: 2, marginTop: 'auto', paddingTop: 8 });
export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  color: vars.color.primary,
  fontWeight: 600,
  fontSize: 15,
  overflowWrap: 'anywhere',
});
export const empty = style({ padding: '24px 0', fontSize: 17 });
export const clearButton = style({
  marginLeft: 8,
  minHeight: 44,
  padding: '8px 14px',
  font: 'inherit',
  color: vars.color.primary,
  background: 'none',
  border: `1px solid ${vars.color.primary}`,
  borderRadius: 8,
  cursor: 'pointer',
});
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
  gridTemplateColumns: '1fr',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 16 } },
});
