/**
 * @module Breakpoints and layout constants of SPEC section 9: the one definition every stylesheet
 * and the browser tests read.
 */

export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1200, xl: 1400, xxl: 1920 } as const;

/** The widest the content grows; wider screens get margins. */
export const maxContentWidth = breakpoints.xxl;

/** From this width the narrower inner sub-menu shows under the header. */
export const innerSubMenuMinWidth = 801;

/** The header shows its menu buttons and social icons from md; the hamburger below it. */
const headerMenuMinWidth = breakpoints.md;

/** Media queries for the breakpoints above. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  headerMenu: `screen and (min-width: ${headerMenuMinWidth}px)`,
  hamburger: `screen and (max-width: ${headerMenuMinWidth - 1}px)`,
  innerSubMenu: `screen and (min-width: ${innerSubMenuMinWidth}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
} as const;

/** The sub-menu hides once the page has scrolled further than this. */
export const subMenuHideScrollY = 400;
