/**
 * @module Starts browser error reporting when the page names a DSN. This is the only part in the first load:
 * it catches errors from the start and keeps them; the SDK (its own chunk) loads once the page is
 * interactive (the browser idle after the load event), takes over the global handlers and reports what was kept.
 */
import { whenIdle } from '../site/whenIdle';
import { type EarlyError, keptErrorLimit } from './earlyErrors';

/**
 * Catches uncaught errors and unhandled rejections until the SDK has loaded, then loads and starts it.
 * A dynamic import, so esbuild puts the SDK in its own chunk and a deployment without a DSN never fetches a byte of it.
 */
export function startErrorReporting(dsn: string | null): void {
  if (!dsn) return;
  const kept: EarlyError[] = [];
  const keep = (error: EarlyError) => {
    if (kept.length < keptErrorLimit) kept.push(error);
  };
  // React reports errors it cannot recover from, and recoverable hydration errors, as window error events too.
  const onError = (event: ErrorEvent) => keep({ kind: 'onerror', error: event.error ?? event.message });
  const onRejection = (event: PromiseRejectionEvent) => keep({ kind: 'onunhandledrejection', error: event.reason });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  whenIdle(() => {
    import('./initSentry')
      .then(({ initSentry }) => {
        // In one step: the SDK's own handlers replace these, so no error falls between the two.
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        initSentry(dsn, kept.splice(0));
      })
      .catch((error: unknown) => console.warn('Error reporting could not start', error));
  });
}
