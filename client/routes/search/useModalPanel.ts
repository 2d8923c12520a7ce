/**
 * @module Makes an element a modal panel while `open`: everything else on the page is inert (the
 * browser's own `inert`: no focus, no clicks, hidden from screen readers), the page behind does not
 * scroll, Escape closes it, focus moves into it and goes back to where it was on closing.
 */
import { type RefObject, useEffect } from 'react';

/** Every element that is not `panel` nor one of its ancestors, on the way up to <body>. */
function outsideOf(panel: HTMLElement): HTMLElement[] {
  const outside: HTMLElement[] = [];
  for (let node: HTMLElement | null = panel; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) outside.push(sibling);
    }
  }
  return outside;
}

export function useModalPanel(panel: RefObject<HTMLElement | null>, open: boolean, onClose: () => void, focusTarget: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const inerted = outsideOf(element);
    for (const other of inerted) other.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (focusTarget.current ?? element).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // An open list inside the panel (a multi-select) closes first; it stops the event itself.
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      for (const other of inerted) other.inert = false;
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [panel, open, onClose, focusTarget]);
}
