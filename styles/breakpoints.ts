/**
 * @module Breakpoints and layout constants of SPEC section 9.
 */

export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1200, xl: 1400, xxl: 1920 } as const;
export const maxContentWidth = 1920;

/** Media queries for the header: menu buttons from md, the hamburger below it, the inner sub-menu from 801 px. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  headerMenu: `screen and (min-width: ${breakpoints.md}px)`,
  hamburger: `screen and (max-width: ${breakpoints.md - 1}px)`,
  innerSubMenu: 'screen and (min-width: 801px)',
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
} as const;

/** The sub-menu hides once the page has scrolled further than this. */
export const subMenuHideScrollY = 400;
