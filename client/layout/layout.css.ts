/**
 * Styles of the site shell: header, sidebar, sub-menu, footer, cookie banner.
 */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, maxContentWidth, media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const pageBackground = styleVariants({
  default: { background: vars.color.background },
  white: { background: vars.color.surface },
});

/** One bar of the sub-menu (the immo1 top tab bar is a second one). */
const subMenuBarHeight = 44;

const mainBase = style({ flex: 1, width: '100%', maxWidth: maxContentWidth, margin: '0 auto' });
/**
 * Main starts below the fixed header and, where the sub-menu shows (from 801 px), below its bars too: from
 * 960 px the header holds the sub-menu's links, so only immo1's top tab bar is left under it. Home-group
 * pages run under the transparent header.
 */
export const main = styleVariants({
  // Its own class (not only mainBase's): the cookie banner is placed by it.
  underTransparentHeader: [mainBase, { paddingTop: 0 }],
  belowOneBar: [
    mainBase,
    {
      paddingTop: vars.headerHeight,
      '@media': { [media.innerSubMenu]: { paddingTop: `calc(${vars.headerHeight} + ${subMenuBarHeight}px)` }, [media.headerMenu]: { paddingTop: vars.headerHeight } },
    },
  ],
  belowTwoBars: [
    mainBase,
    {
      paddingTop: vars.headerHeight,
      '@media': {
        [media.innerSubMenu]: { paddingTop: `calc(${vars.headerHeight} + ${2 * subMenuBarHeight}px)` },
        [media.headerMenu]: { paddingTop: `calc(${vars.headerHeight} + ${subMenuBarHeight}px)` },
      },
    },
  ],
});

const headerBase = style({
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: 20,
  height: vars.headerHeight,
  transition: 'background-color 200ms ease, box-shadow 200ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const header = styleVariants({
  solid: [headerBase, { background: vars.color.primary, color: vars.color.onPrimary, boxShadow: '0 2px 8px rgb(0 0 0 / 0.15)' }],
  transparent: [headerBase, { background: 'transparent', color: '#ffffff' }],
});
export const headerInner = style({
  height: '100%',
  maxWidth: maxContentWidth,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  // Close together on a phone: five controls (back, brand, heart, search, menu) leave the name its room.
  gap: 2,
  padding: '0 6px',
  '@media': { [media.sm]: { gap: 8, padding: '0 16px' }, [media.lg]: { gap: 12 } },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  // 40 × 44 on a phone, where the header holds four of them beside the name; 44 × 44 from sm.
  minWidth: 40,
  minHeight: 44,
  padding: '0 8px',
  border: 0,
  borderRadius: 8,
  '@media': { [media.sm]: { minWidth: 44, padding: '0 10px' } },
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: 'rgb(255 255 255 / 0.15)' } },
});

/** Out of sight, still read by screen readers. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;
const visible = { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none' } as const;

/**
 * The brand takes the room the other controls leave (it is a size container, so its content does not
 * push them). The name is never cut: it wraps onto a second line, and where even that leaves too little
 * room only the logo shows (the name stays for screen readers). The slogan shows only where it fits on
 * two lines beside the name.
 */
export const brand = style({ flex: '1 1 0', display: 'flex', alignItems: 'center', gap: 10, textDecoration: 'none', minWidth: 40, containerType: 'inline-size' });
export const logo = style({ height: 40, width: 'auto', borderRadius: 6, flexShrink: 0 });
export const brandText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: 1.15,
  // Below 170 px a long word of the name ("Ingatlanhálózat") no longer fits beside the logo on its own line.
  '@container': { '(max-width: 170px)': visuallyHidden },
});
export const siteName = style({
  fontWeight: 700,
  fontSize: 15,
  textWrap: 'balance',
  '@container': { '(min-width: 300px)': { fontSize: 16 } },
});
export const slogan = style({
  ...visuallyHidden,
  fontSize: 12,
  opacity: 0.85,
  textWrap: 'balance',
  '@container': { '(min-width: 240px)': { ...visible, display: 'block' } },
});

export const desktopOnly = style({ display: 'none', flexShrink: 0, '@media': { [media.headerMenu]: { display: 'flex' } } });
export const mobileOnly = style({ display: 'inline-flex', flexShrink: 0, '@media': { [media.headerMenu]: { display: 'none' } } });

/** The header's menu: it gives way (and scrolls sideways) before the logo, search and social icons do. */
export const desktopNav = style([
  desktopOnly,
  { flexShrink: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none', '@media': { [media.headerMenu]: { display: 'block' } } },
]);
export const desktopNavList = style({ display: 'flex', gap: 2, alignItems: 'center', listStyle: 'none', margin: 0, padding: 0 });
export const navLink = style({
  display: 'block',
  // Narrow below lg: immo1's six entries fit beside the social icons, the heart and the search at 960 px.
  padding: '8px 6px',
  borderRadius: 8,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: 14,
  whiteSpace: 'nowrap',
  '@media': { [media.lg]: { padding: '8px 12px', fontSize: 15 } },
  selectors: { '&:hover, &:focus-visible, &[aria-current="page"]': { background: 'rgb(255 255 255 / 0.15)' } },
});

export const socialList = style({ display: 'flex', gap: 2, listStyle: 'none', margin: 0, padding: 0, alignItems: 'center' });
// In the header from 960 px to lg a little narrower, beside immo1's six menu buttons; the sidebar's stay 36 px.
export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 36,
  minHeight: 36,
  padding: 6,
  borderRadius: 8,
  color: 'inherit',
  selectors: { '&:hover, &:focus-visible': { background: 'rgb(255 255 255 / 0.15)' } },
  '@media': { [media.headerMenu]: { minWidth: 32 }, [media.lg]: { minWidth: 36 } },
});
export const socialIcon = style({ width: 18, height: 18, fill: 'currentColor', flexShrink: 0 });

export const searchButton = style([iconButton, { flexShrink: 0 }]);
/**
 * "Keresés" is read by screen readers at every width; it is shown where the header has room: from sm
 * until the menu buttons come at md, and again from xl (below it the site's name needs the room).
 */
export const searchLabel = style({
  ...visuallyHidden,
  '@media': { [`${media.sm} and (max-width: ${breakpoints.md - 1}px), screen and (min-width: ${breakpoints.xl}px)`]: visible },
});

/** The sidebar is a modal <dialog>: the browser keeps the rest of the page inert while it is open. */
export const sidebar = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  margin: 0,
  width: 'min(86vw, 340px)',
  maxWidth: 'none',
  height: '100%',
  maxHeight: 'none',
  border: 0,
  padding: 0,
  background: vars.color.surface,
  color: vars.color.text,
  overflowY: 'auto',
  boxShadow: '-4px 0 24px rgb(0 0 0 / 0.2)',
  selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 0.45)' } },
});
export const sidebarPanel = style({ minHeight: '100%', padding: '16px 20px 32px' });
export const sidebarHeader = style({ display: 'flex', justifyContent: 'flex-end' });
/** Icon buttons on the sidebar's light background. */
export const sidebarButton = style([iconButton, { selectors: { '&:hover, &:focus-visible': { background: 'rgb(0 0 0 / 0.06)' } } }]);
export const sidebarTitle = style({ fontSize: 18, margin: '8px 0 8px', color: vars.color.primary });
export const sidebarList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const sidebarLink = style({
  display: 'block',
  padding: '12px 4px',
  borderBottom: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&[aria-current="page"]': { color: vars.color.primary, textDecoration: 'underline' } },
});
export const sidebarSocial = style({ marginTop: 24, color: vars.color.primary });

/** The sub-menu: fixed under the header, shown from 801 px on pages outside the home group. */
export const subMenu = style({
  position: 'fixed',
  top: vars.headerHeight,
  left: 0,
  right: 0,
  zIndex: 19,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: 'transform 200ms ease, opacity 200ms ease, visibility 200ms',
  display: 'none',
  '@media': { [media.innerSubMenu]: { display: 'block' }, '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const subMenuHidden = style({ transform: 'translateY(-100%)', opacity: 0, visibility: 'hidden', pointerEvents: 'none' });
const tabBarBase = style({ height: subMenuBarHeight, overflowX: 'auto', scrollbarWidth: 'thin' });
/** The immo1 top tab bar, across the whole width. */
export const topTabBar = style([tabBarBase, { background: vars.color.secondary, color: vars.color.onSecondary }]);
/**
 * The narrower inner sub-menu: its tabs line up with the page column. From 960 px the header's menu
 * buttons are these links, so the tabs give way and every link shows once (SPEC section 2).
 */
export const tabBar = style([tabBarBase, { '@media': { [media.headerMenu]: { display: 'none' } } }]);
// A sub-menu of the tabs alone (no top tab bar) then has nothing to show: it goes with them.
globalStyle(`${subMenu}:not(:has(${topTabBar}))`, { '@media': { [media.headerMenu]: { display: 'none' } } });
export const tabList = style({
  display: 'flex',
  gap: 4,
  height: '100%',
  maxWidth: breakpoints.lg,
  margin: '0 auto',
  // The first tab's text lines up with the page column's (styles/pageStyles.css.ts).
  padding: '0 10px',
  listStyle: 'none',
});
export const tab = style({
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  padding: '0 14px',
  borderBottom: '3px solid transparent',
  borderTop: '3px solid transparent',
  color: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current]': { borderBottomColor: vars.color.secondary },
    '&:hover, &:focus-visible': { background: 'rgb(0 0 0 / 0.05)' },
  },
});
export const tabItem = style({ height: '100%' });
/** A tab of the top tab bar, whose background is already the secondary colour. */
export const topTab = style([tab, { selectors: { '&[aria-current]': { borderBottomColor: 'currentColor' } } }]);

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

/**
 * At the bottom. On a phone it is one compact row (small text beside the two buttons), no taller than
 * the space under the home page's quick-search card, so its first field stays clear (e2e/cookieConsent.test.ts).
 * Over the home page's cover (main under the transparent header) the quick search sits at the fold, where a
 * bottom banner would lie over its fields: there the banner takes the cover's empty sky under the header
 * instead, and scrolls away with it.
 */
const overCover = `${main.underTransparentHeader} ~ &`;
export const cookieBanner = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 40,
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  maxWidth: 960,
  margin: '0 auto',
  padding: '8px 8px 8px 10px',
  borderRadius: '12px 12px 0 0',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 6px 30px rgb(0 0 0 / 0.25)',
  fontSize: 12,
  lineHeight: 1.3,
  selectors: {
    [overCover]: { position: 'absolute', top: `calc(${vars.headerHeight} + 8px)`, bottom: 'auto', left: 8, right: 8, zIndex: 15, borderRadius: 12 },
  },
  '@media': {
    [media.sm]: {
      left: 12,
      right: 12,
      bottom: 12,
      gap: 12,
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      padding: '14px 16px',
      borderRadius: 12,
      fontSize: 14,
      lineHeight: 1.4,
      selectors: { [overCover]: { top: `calc(${vars.headerHeight} + 12px)`, bottom: 'auto' } },
    },
  },
});
export const cookieText = style({ margin: 0, flex: '1 1 0', minWidth: 0, '@media': { [media.sm]: { flexBasis: 280 } } });
/** Two columns of one width: neither choice is bigger than the other. */
export const cookieChoices = style({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: 6, flex: 'none', '@media': { [media.sm]: { gap: 8 } } });
/** Both choices look the same: neither is the "easy" one. */
export const cookieButton = style({
  minHeight: 44,
  padding: '0 8px',
  border: 0,
  borderRadius: 8,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  font: 'inherit',
  fontSize: 13,
  fontWeight: 700,
  cursor: 'pointer',
  '@media': { [media.sm]: { padding: '0 20px', fontSize: 14 } },
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
