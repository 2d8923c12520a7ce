/**
 * @module Errors caught before the SDK has loaded, as startErrorReporting keeps them for initSentry.
 */
import { eventBufferSize } from './sentryOptions';

/** An uncaught error (window `error`) or an unhandled rejection, with what was thrown. */
export interface EarlyError {
  kind: 'onerror' | 'onunhandledrejection';
  error: unknown;
}

/** At most as many are kept as the SDK's transport buffers (SPEC section 9); later ones are dropped. */
export const keptErrorLimit = eventBufferSize;
