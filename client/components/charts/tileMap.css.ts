/** Styles of the tile maps: white tiles with a band in the tenant's primary colour, a focus ring for keyboard users. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const figure = style({ margin: 0, display: 'grid', gap: 10 });
export const map = style({ width: '100%', maxWidth: 480, height: 'auto', display: 'block' });
export const tile = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 });
export const band = style({ fill: vars.color.primary });
export const bandEmpty = style({ fill: vars.color.border });
export const name = style({ fill: vars.color.text, fontSize: 13, fontWeight: 700, fontFamily: vars.font.body });
export const longName = style([name, { fontSize: 10.5 }]);
export const value = style({ fill: vars.color.text, fontSize: 10.5, fontFamily: vars.font.body });
export const link = style({ outline: 'none' });
globalStyle(`${link}:hover ${tile}, ${link}:focus-visible ${tile}`, { stroke: vars.color.text, strokeWidth: 3 });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: '6px 16px', margin: 0, padding: 0, listStyle: 'none', fontSize: 14 });
export const legendItem = style({ display: 'flex', alignItems: 'center', gap: 6 });
export const swatch = style({ width: 16, height: 16, flex: 'none' });
