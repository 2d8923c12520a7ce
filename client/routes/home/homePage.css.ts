/**
 * Styles of the home page: the cover (hero) and the welcome text.
 */
import { style } from '@vanilla-extract/css';
import { maxContentWidth, media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';
import { fieldError, filledButton, formControl } from '../../../styles/formControl.css';

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


// ---- under the cover: the quick search and the newest listings ---------------------------

export const below = style({
  position: 'relative',
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  padding: '0 16px 48px',
  display: 'flex',
  flexDirection: 'column',
  gap: 40,
  '@media': { [media.sm]: { padding: '0 24px 56px' } },
});

export const quickSearch = style({
  marginTop: -36,
  background: vars.color.surface,
  borderRadius: 16,
  boxShadow: '0 12px 36px rgb(0 0 0 / 0.18)',
  padding: '20px 20px 24px',
});
export const quickTitle = style({ margin: '0 0 14px', fontSize: 20, color: vars.color.primary });
export const quickFields = style({
  display: 'grid',
  gap: 14,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': {
    [media.sm]: { gridTemplateColumns: '1fr 1fr' },
    [media.headerMenu]: { gridTemplateColumns: '2fr 1fr 1fr 1fr auto' },
  },
});
export const quickField = style({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0, position: 'relative' });
export const quickPlace = style({ '@media': { [media.sm]: { gridColumn: '1 / -1' }, [media.headerMenu]: { gridColumn: 'auto' } } });
export const quickLabel = style({ fontWeight: 600, fontSize: 14 });
export const quickHint = style({ fontWeight: 400, color: vars.color.mutedText });
export const quickInput = style([formControl, { minHeight: 48 }]);
export { fieldError as quickError };
export const quickButton = style([
  filledButton,
  {
    minHeight: 48,
    padding: '0 24px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    fontSize: 16,
    '@media': { [media.sm]: { gridColumn: '1 / -1' }, [media.headerMenu]: { gridColumn: 'auto' } },
  },
]);

export const newest = style({ display: 'flex', flexDirection: 'column', gap: 16 });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 8 });
export const sectionTitle = style({ margin: 0, fontSize: 'clamp(22px, 3vw, 28px)', color: vars.color.primary });
export const allLink = style({ color: vars.color.primary, fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 3 });
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  // Six cards: full rows of one, two and three.
  gridTemplateColumns: '1fr',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.headerMenu]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
