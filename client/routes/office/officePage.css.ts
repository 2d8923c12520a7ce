/**
 * Styles of /iroda/{id}: the office's picture and facts side by side from 960 px, opening hours,
 * the agents with their photos, and the listings.
 */
import { style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const hero = style({
  display: 'grid',
  gap: 20,
  gridTemplateColumns: '1fr',
  '@media': { [media.headerMenu]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: 32, alignItems: 'start' } },
});
export const picture = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 12, background: vars.color.border });
export const facts = style({ display: 'flex', flexDirection: 'column', gap: 4 });
export const franchise = style({ margin: 0, color: vars.color.mutedText, fontSize: 14, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const address = style({ display: 'flex', gap: 8, alignItems: 'flex-start', margin: '4px 0 0', fontSize: 17 });
export const icon = style({ flexShrink: 0, marginTop: 4, color: vars.color.primary });
export const routeLink = style({ display: 'inline-block', marginLeft: 26, padding: '6px 0', fontSize: 15, color: vars.color.primary, fontWeight: 600 });
export const hoursBox = style({ marginTop: 8, padding: '12px 16px', background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: 12 });
export const hoursTitle = style({ display: 'flex', alignItems: 'center', gap: 8, fontSize: 16, margin: '0 0 6px' });
export const hoursTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: 15 });
export const hoursDay = style({ textAlign: 'left', fontWeight: 400, padding: '3px 0', color: vars.color.mutedText });
export const hoursTime = style({ textAlign: 'right', padding: '3px 0', fontVariantNumeric: 'tabular-nums' });
export const description = style({ maxWidth: 760, fontSize: 17, lineHeight: 1.65, margin: '24px 0 0' });
export const agentGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
  gridTemplateColumns: '1fr',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 } },
});
export const agentCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: 14,
  height: '100%',
  padding: 12,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
});
export const agentPhoto = style({ width: 72, height: 72, borderRadius: '50%', objectFit: 'cover', flexShrink: 0, background: vars.color.border });
export const agentText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const agentName = style({ fontSize: 17, fontWeight: 700, margin: 0, lineHeight: 1.3 });
export const agentLink = style({ display: 'inline-block', padding: '3px 0', color: vars.color.text, textDecoration: 'none', selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } } });
export const agentPhone = style({ display: 'inline-flex', alignItems: 'center', minHeight: 40, color: vars.color.primary, fontWeight: 600 });
