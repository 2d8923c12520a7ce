/**
 * @module Work that can wait until the page has loaded and the browser is idle: code that is not needed to
 * show the page or answer the visitor's first input (navigation, error reporting, the sidebar) loads then.
 */
import { wakePageEvent } from '../../domain/site/pageWake';

/** Runs `task` once the load event has passed and the browser is next idle (at most `timeoutMs` later). */
export function whenIdle(task: () => void, timeoutMs = 3_000): void {
  const idle = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    else setTimeout(task, 1_000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Resolves when the browser is idle after the load (whenIdle), or sooner at the visitor's first input or wakeFirstPage. */
export function whenIdleOrInput(): Promise<void> {
  return new Promise((resolve) => {
    const inputs = ['pointerdown', 'keydown', 'touchstart', 'focusin', wakePageEvent] as const;
    const done = () => {
      inputs.forEach((type) => document.removeEventListener(type, done, true));
      resolve();
    };
    inputs.forEach((type) => document.addEventListener(type, done, { capture: true, passive: true }));
    whenIdle(done);
  });
}

/** Lets what waits in whenIdleOrInput (the first page's own code) go now. */
export function wakeFirstPage(): void {
  document.dispatchEvent(new Event(wakePageEvent));
}
