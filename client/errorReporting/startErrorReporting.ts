/**
 * @module Starts browser error reporting when the page names a DSN. This is the only part in the main bundle.
 */

/**
 * Loads and starts the SDK when `dsn` is set. The SDK is a dynamic import, so esbuild puts it in its own
 * chunk and a deployment without a DSN never fetches a byte of it.
 */
export function startErrorReporting(dsn: string | null): void {
  if (!dsn) return;
  import('./initSentry')
    .then(({ initSentry }) => initSentry(dsn))
    .catch((error: unknown) => console.warn('Error reporting could not start', error));
}
