/** Styles of the tile maps: white tiles with a band in the tenant's primary colour, a focus ring for keyboard users. */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const figure = style({ margin: 0, display: 'grid', gap: 10 });
/**
 * Text sizes in tile units: a map of six 60-unit tiles (360 units) is drawn 294–420 px wide (a 360 px
 * phone's column up to this cap), so 14.5 units render at 12.4 px at 375 px (11.8 px at 360) and up to
 * 16.9 px; a wider map is drawn at least 500 px wide, where 10.5 units render at 12.5 px (see TileMap).
 */
export const map = style({ width: '100%', maxWidth: 420, height: 'auto', display: 'block' });
export const wideMap = style({ width: '100%', minWidth: 500, maxWidth: 540, height: 'auto', display: 'block' });
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });
export const scrollHint = style({ margin: 0, fontSize: 14, color: vars.color.mutedText, '@media': { [media.sm]: { display: 'none' } } });
export const tile = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 });
export const band = style({ fill: vars.color.primary });
export const bandEmpty = style({ fill: vars.color.border });
export const name = style({ fill: vars.color.text, fontSize: 14.5, fontWeight: 700, fontFamily: vars.font.body });
export const value = style({ fill: vars.color.text, fontSize: 14.5, fontFamily: vars.font.body });
export const wideName = style([name, { fontSize: 12 }]);
export const wideLongName = style([name, { fontSize: 10.5 }]);
export const wideValue = style([value, { fontSize: 11.5 }]);
export const link = style({ outline: 'none' });
globalStyle(`${link}:hover ${tile}, ${link}:focus-visible ${tile}`, { stroke: vars.color.text, strokeWidth: 3 });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: '6px 16px', margin: 0, padding: 0, listStyle: 'none', fontSize: 14 });
export const legendItem = style({ display: 'flex', alignItems: 'center', gap: 6 });
export const swatch = style({ width: 16, height: 16, flex: 'none' });
