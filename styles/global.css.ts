/**
 * Document-wide rules: box sizing, body font and colours.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
  lineHeight: 1.5,
});
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('a', { color: 'inherit' });
