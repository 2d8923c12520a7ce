/**
 * @module Work that can wait until the page has loaded and the browser is idle: code that is not needed to
 * show the page or answer the visitor's first input (navigation, error reporting, the sidebar) loads then.
 * A browser-only module: it listens on the document from the moment it runs.
 */
import { wakePageEvent } from '../../domain/site/pageWake';
import { firstEventOf } from './firstEventOf';

/** Runs `task` once the load event has passed and the browser is next idle (at most 3 s later). */
export function whenIdle(task: () => void): void {
  const idle = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3_000 });
    else setTimeout(task, 1_000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The visitor's first input or wakeFirstPage, heard from when the shell's script runs: the first page's
 * loader may ask only after the map view's start has woken it. (Pointer events cover touch.)
 */
const firstInputOrWake = firstEventOf(document, ['pointerdown', 'keydown', 'focusin', wakePageEvent]);

/** Resolves when the browser is idle after the load (whenIdle), or sooner at the visitor's first input or wakeFirstPage, even one before this call. */
export function whenIdleOrInput(): Promise<void> {
  return Promise.race([firstInputOrWake, new Promise<void>((resolve) => whenIdle(resolve))]);
}

/** Lets what waits in whenIdleOrInput (the first page's own code) go now. */
export function wakeFirstPage(): void {
  document.dispatchEvent(new Event(wakePageEvent));
}
