/** Styles of a listing's price history: the reduction note under the price and the history section. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const notes = style({ display: 'flex', flexDirection: 'column', gap: 4 });
export const reduction = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2px 8px', margin: 0, color: '#a4161a', fontSize: 15 });
export const previous = style({ color: vars.color.mutedText, fontSize: 14 });
export const days = style({ margin: 0, color: vars.color.mutedText, fontSize: 14 });
export const section = style({ padding: '8px 0 24px', borderBottom: `1px solid ${vars.color.border}` });
export const title = style({ fontSize: 21, margin: '16px 0 12px', color: vars.color.text });
export const statisticsLink = style({ fontSize: 14, color: vars.color.primary, fontWeight: 600, textUnderlineOffset: 3 });
