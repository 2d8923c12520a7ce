/**
 * @module What a screen-reader or keyboard user gets when a client-side navigation shows a new page, as a
 * full page load would give it: focus on the new page's main heading (the <h1> in <main>, made focusable
 * by script with tabindex=-1, not a Tab stop), and the page's title for the route announcer to read.
 */

/** True when a navigation from `from` to `to` (paths with queries) shows another page, not a new query of the same one. */
export function isAnotherPage(from: string, to: string): boolean {
  return pathOnly(from) !== pathOnly(to);
}

const pathOnly = (path: string) => path.split(/[?#]/, 1)[0] ?? '';

/**
 * Moves focus to the main heading, or to <main> when a page has none, without scrolling (the navigation
 * has placed the page already).
 */
export function focusMainHeading(): void {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
