/**
 * Styles of the home page: the cover (hero) and the welcome text.
 */
import { style } from '@vanilla-extract/css';
import { maxContentWidth, media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const hero = style({
  position: 'relative',
  minHeight: 'min(78vh, 720px)',
  display: 'flex',
  alignItems: 'flex-end',
  color: '#ffffff',
  background: vars.color.primary,
  overflow: 'hidden',
});
export const heroImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });
export const heroShade = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(180deg, rgb(0 0 0 / 0.35) 0%, rgb(0 0 0 / 0.05) 35%, ${vars.color.primary} 100%)`,
});
export const heroContent = style({
  position: 'relative',
  width: '100%',
  maxWidth: maxContentWidth,
  margin: '0 auto',
  padding: `calc(${vars.headerHeight} + 32px) 20px 48px`,
  '@media': { [media.headerMenu]: { padding: `calc(${vars.headerHeight} + 48px) 48px 72px` } },
});
export const heroLogo = style({ width: 88, height: 88, borderRadius: 16, marginBottom: 16, boxShadow: '0 4px 20px rgb(0 0 0 / 0.3)' });
export const heroTitle = style({ fontSize: 'clamp(28px, 6vw, 56px)', lineHeight: 1.1, margin: '0 0 8px' });
export const heroSlogan = style({ fontSize: 'clamp(17px, 2.4vw, 24px)', margin: '0 0 24px', color: vars.color.secondary, fontWeight: 600 });
export const welcome = style({
  maxWidth: 880,
  margin: '0 auto',
  padding: '40px 20px 56px',
  fontSize: 18,
  borderTop: `6px solid ${vars.color.secondary}`,
});
export const welcomeTitle = style({ color: vars.color.primary, fontSize: 24, margin: '0 0 12px' });

