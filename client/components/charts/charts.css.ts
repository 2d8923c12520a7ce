/**
 * Styles of the site's server-drawn SVG charts: the drawing beside its table of numbers on wide
 * screens, under it on phones; strokes and fills in the tenant's colours.
 */
import { style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const figure = style({
  margin: 0,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'minmax(0, 1fr)',
  // The drawing keeps its capped width (see drawing) and the table takes the rest.
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 400px) minmax(0, 1fr)', columnGap: 48, alignItems: 'start' } },
});
/**
 * SVG text shrinks with its drawing: a drawing 320 units wide (the view box of LineChart and BarChart)
 * is drawn 294–400 px wide (a 360 px phone's column up to this cap), so text of 13.5 units renders at
 * 12.4–16.9 px: never under the site's 12 px. Widening the cap or the view box must keep that true.
 */
export const drawing = style({ width: '100%', maxWidth: 400, height: 'auto', display: 'block', overflow: 'visible' });
const chartFontSize = 13.5;
export const axisText = style({ fill: vars.color.mutedText, fontSize: chartFontSize, fontFamily: vars.font.body });
export const valueText = style({ fill: vars.color.text, fontSize: chartFontSize, fontWeight: 700, fontFamily: vars.font.body });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const line = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2.5, strokeLinejoin: 'round' });
export const point = style({ fill: vars.color.surface, stroke: vars.color.primary, strokeWidth: 2 });
export const bar = style({ fill: vars.color.primary });
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: 14, fontVariantNumeric: 'tabular-nums' });
export const caption = style({ textAlign: 'left', fontWeight: 700, padding: '0 0 6px', color: vars.color.mutedText, fontSize: 13 });
export const cell = style({ padding: '6px 8px 6px 0', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'top' });
export const numberCell = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
