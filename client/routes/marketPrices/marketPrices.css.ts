/** Styles of the price statistics pages: a card per group with its headline figure and two charts, the areas table, the maps. */
import { style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const intro = style({ maxWidth: 760, fontSize: 16, lineHeight: 1.6, color: vars.color.text, margin: '0 0 8px' });
export const note = style({ maxWidth: 760, fontSize: 14, lineHeight: 1.5, color: vars.color.mutedText, margin: '0 0 20px' });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
  padding: '16px 16px 20px',
  margin: '0 0 20px',
  minWidth: 0,
  '@media': { [media.sm]: { padding: '20px 28px 28px' } },
});
export const cardTitle = style({ fontSize: 22, margin: '0 0 4px', color: vars.color.text });
export const headline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 14px', margin: '4px 0 12px' });
export const figure = style({ fontSize: 30, fontWeight: 800, color: vars.color.primary, fontVariantNumeric: 'tabular-nums' });
export const muted = style({ color: vars.color.mutedText, fontSize: 15 });
export const chartTitle = style({ fontSize: 17, margin: '20px 0 8px', color: vars.color.text });
export const searchLink = style({ color: vars.color.primary, fontWeight: 600, textUnderlineOffset: 3 });
export const tooFew = style({ margin: '4px 0 0', fontSize: 15, color: vars.color.text });
export const areaTable = style({ borderCollapse: 'collapse', width: '100%', maxWidth: 640, fontSize: 15, fontVariantNumeric: 'tabular-nums' });
export const areaCell = style({ padding: '8px 10px 8px 0', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
export const areaNumber = style([areaCell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
