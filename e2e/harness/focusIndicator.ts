/**
 * @module What the keyboard has focused, and whether a sighted visitor can see it: the element matches
 * :focus-visible, draws an outline or a shadow (or its field, up to three levels up, draws an outline
 * while focus is within), lies in the viewport, and is not covered by something else there (WCAG 2.2's
 * 2.4.7 Focus Visible and 2.4.11 Focus Not Obscured).
 */
import type { Page } from 'playwright-core';

interface FocusState {
  /** The focused element as `tag "accessible-ish text"`, for messages. */
  element: string;
  /** Why its focus is not visible; empty when it is. */
  problems: string[];
}

/** The focused element and the reasons its focus could not be seen, if any. */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return { element: 'nothing', problems: ['nothing has focus'] };
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const element = `${el.tagName.toLowerCase()} "${label}"`;
    const problems: string[] = [];
    const style = getComputedStyle(el);
    const transparent = (colour: string) => colour === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(colour);
    const outlined = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0 && !transparent(s.outlineColor);
    const shadow = style.boxShadow !== 'none';
    // A field may draw the ring around its box instead (a combobox's input inside its chips).
    let field: Element | null = el.parentElement;
    let fieldRing = false;
    for (let depth = 0; field && depth < 3 && !fieldRing; depth++, field = field.parentElement) fieldRing = field.matches(':focus-within') && outlined(getComputedStyle(field));
    if (!el.matches(':focus-visible')) problems.push('does not match :focus-visible');
    if (!outlined(style) && !shadow && !fieldRing) problems.push('draws no outline and no shadow');
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) problems.push('has no size');
    else if (rect.bottom <= 0 || rect.top >= window.innerHeight || rect.right <= 0 || rect.left >= window.innerWidth) problems.push('is outside the viewport');
    else {
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (top && top !== el && !el.contains(top) && !top.contains(el)) problems.push(`is covered by ${top.tagName.toLowerCase()}.${top.className}`);
    }
    return { element, problems };
  });
}
