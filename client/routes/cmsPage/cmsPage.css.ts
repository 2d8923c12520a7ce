/**
 * Styles of /oldal/{id}: the CMS page as a readable article, and the elements its HTML may hold.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const article = style({
  maxWidth: 820,
  padding: '20px 18px 28px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 12,
  '@media': { [media.sm]: { padding: '32px 40px 40px' } },
});
export const content = style({ fontSize: 17, lineHeight: 1.7, overflowWrap: 'break-word', marginTop: 16, paddingTop: 16, borderTop: `1px solid ${vars.color.border}` });

globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} h2`, { fontSize: 21, lineHeight: 1.25, margin: '28px 0 8px', color: vars.color.primary });
globalStyle(`${content} h3`, { fontSize: 20, margin: '24px 0 6px' });
globalStyle(`${content} h4, ${content} h5, ${content} h6`, { fontSize: 17, margin: '20px 0 4px' });
globalStyle(`${content} p`, { margin: '0 0 14px' });
globalStyle(`${content} ul, ${content} ol`, { margin: '0 0 14px', paddingLeft: 24 });
globalStyle(`${content} li`, { margin: '4px 0' });
globalStyle(`${content} a`, { color: vars.color.primary, fontWeight: 600, textUnderlineOffset: 3 });
globalStyle(`${content} img`, { height: 'auto', borderRadius: 8 });
globalStyle(`${content} figure`, { margin: '16px 0' });
globalStyle(`${content} figcaption`, { fontSize: 14, color: vars.color.mutedText, marginTop: 6 });
globalStyle(`${content} blockquote`, { margin: '16px 0', padding: '4px 16px', borderLeft: `4px solid ${vars.color.secondary}`, color: vars.color.mutedText });
globalStyle(`${content} pre`, { overflowX: 'auto', padding: 12, background: vars.color.background, borderRadius: 8, fontSize: 14 });
globalStyle(`${content} table`, { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse', margin: '0 0 16px' });
globalStyle(`${content} th, ${content} td`, { padding: '8px 12px', border: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'top' });
globalStyle(`${content} th`, { background: vars.color.background });
globalStyle(`${content} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}`, margin: '24px 0' });
