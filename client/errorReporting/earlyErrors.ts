/**
 * @module Errors caught before the SDK has loaded, as startErrorReporting keeps them for initSentry. Plain
 * data: nothing of the SDK or its settings comes with it into the first load.
 */

/** An uncaught error (window `error`) or an unhandled rejection, with what was thrown. */
export interface EarlyError {
  kind: 'onerror' | 'onunhandledrejection';
  error: unknown;
}

/**
 * At most as many are kept as the SDK's transport buffers (SPEC section 9's event buffer, 30); later ones
 * are dropped. sentryOptions.test.ts checks the two agree.
 */
export const keptErrorLimit = 30;
