/**
 * Styles of the site shell: header, sidebar, sub-menu, footer, cookie banner.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { maxContentWidth, media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const pageBackground = styleVariants({
  default: { background: vars.color.background },
  white: { background: vars.color.surface },
});

export const main = style({ flex: 1, paddingTop: vars.headerHeight });
export const mainUnderTransparentHeader = style({ flex: 1 });

const headerBase = style({
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: 20,
  height: vars.headerHeight,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '0 16px',
  transition: 'background-color 200ms ease, box-shadow 200ms ease',
});
export const header = styleVariants({
  solid: [headerBase, { background: vars.color.primary, color: vars.color.onPrimary, boxShadow: '0 2px 8px rgb(0 0 0 / 0.15)' }],
  transparent: [headerBase, { background: 'transparent', color: '#ffffff' }],
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minWidth: 44,
  minHeight: 44,
  padding: '0 10px',
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: 'rgb(255 255 255 / 0.15)' } },
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: 10, textDecoration: 'none', minWidth: 0, marginRight: 'auto' });
export const logo = style({ height: 40, width: 'auto', borderRadius: 6 });
export const brandText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.2 });
export const siteName = style({ fontWeight: 700, fontSize: 16, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const slogan = style({
  fontSize: 12,
  opacity: 0.85,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: 'none',
  '@media': { [media.sm]: { display: 'block' } },
});

export const desktopOnly = style({ display: 'none', '@media': { [media.headerMenu]: { display: 'flex' } } });
export const mobileOnly = style({ display: 'inline-flex', '@media': { [media.headerMenu]: { display: 'none' } } });

export const desktopNav = style([desktopOnly, { gap: 4, alignItems: 'center' }]);
export const navLink = style({
  padding: '8px 12px',
  borderRadius: 8,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: 15,
  selectors: { '&:hover, &:focus-visible, &[aria-current="page"]': { background: 'rgb(255 255 255 / 0.15)' } },
});

export const socialList = style({ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0, alignItems: 'center' });
export const socialLink = style([iconButton, { minWidth: 36, minHeight: 36, padding: 6 }]);
export const socialIcon = style({ width: 18, height: 18, fill: 'currentColor' });
export const linkedInBadge = style({ fontWeight: 800, fontSize: 15, lineHeight: 1, fontFamily: 'Arial, sans-serif' });

export const searchLabel = style({ display: 'none', '@media': { [media.sm]: { display: 'inline' } } });

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 0.45)', zIndex: 30 });
export const sidebar = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(86vw, 340px)',
  zIndex: 31,
  background: vars.color.surface,
  color: vars.color.text,
  padding: '16px 20px 32px',
  overflowY: 'auto',
  boxShadow: '-4px 0 24px rgb(0 0 0 / 0.2)',
});
export const sidebarHeader = style({ display: 'flex', justifyContent: 'flex-end' });
export const sidebarTitle = style({ fontSize: 18, margin: '8px 0 8px', color: vars.color.primary });
export const sidebarList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const sidebarLink = style({
  display: 'block',
  padding: '12px 4px',
  borderBottom: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  fontWeight: 600,
});
export const sidebarSocial = style({ marginTop: 24, color: vars.color.primary });

export const subMenu = style({
  position: 'fixed',
  top: vars.headerHeight,
  left: 0,
  right: 0,
  zIndex: 19,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: 'transform 200ms ease, opacity 200ms ease',
  display: 'none',
  '@media': { [media.innerSubMenu]: { display: 'block' } },
});
export const subMenuHidden = style({ transform: 'translateY(-100%)', opacity: 0, pointerEvents: 'none' });
export const tabBar = style({ display: 'flex', gap: 4, maxWidth: maxContentWidth, margin: '0 auto', padding: '0 16px', overflowX: 'auto' });
export const topTabBar = style([tabBar, { background: vars.color.secondary, color: vars.color.onSecondary, maxWidth: 'none' }]);
export const tab = style({
  padding: '10px 14px',
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { borderBottomColor: vars.color.secondary } },
});

export const footer = style({ background: '#1d1d1f', color: '#f1f1f1', padding: '32px 16px', fontSize: 14 });
export const footerWithAgentPadding = style({ paddingBottom: 32 + 56 });
export const footerInner = style({
  maxWidth: maxContentWidth,
  margin: '0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px 24px',
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const footerLinks = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', listStyle: 'none', margin: 0, padding: 0 });

export const cookieBanner = style({
  position: 'fixed',
  left: 12,
  right: 12,
  bottom: 12,
  zIndex: 40,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
  justifyContent: 'space-between',
  maxWidth: 960,
  margin: '0 auto',
  padding: '14px 16px',
  borderRadius: 12,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 6px 30px rgb(0 0 0 / 0.25)',
  fontSize: 14,
});
export const primaryButton = style({
  minHeight: 44,
  padding: '0 20px',
  border: 0,
  borderRadius: 8,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
});
