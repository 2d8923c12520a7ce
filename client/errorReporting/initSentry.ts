/**
 * @module The browser SDK, loaded as its own chunk by startErrorReporting once the page is interactive;
 * Replay follows when the browser is next idle.
 */
import { addIntegration, browserTracingIntegration, captureException, init, linkedErrorsIntegration } from '@sentry/react';
import { whenIdle } from '../site/whenIdle';
import type { EarlyError } from './earlyErrors';
import { browserOptions, linkedErrorsOptions, tracingOptions } from './sentryOptions';

/** Starts the SDK and reports the errors caught before it was loaded, as its own global handlers would have. */
export function initSentry(dsn: string, earlyErrors: readonly EarlyError[]): void {
  init({
    ...browserOptions(dsn),
    integrations: [browserTracingIntegration(tracingOptions), linkedErrorsIntegration(linkedErrorsOptions)],
  });
  for (const { kind, error } of earlyErrors) captureException(error, { mechanism: { type: kind, handled: false } });
  // Replay is the heaviest part of the SDK: a separate chunk from our own /assets/, never a CDN.
  whenIdle(() => {
    import('./replay')
      .then(({ replay }) => addIntegration(replay()))
      .catch((error: unknown) => console.warn('Session replay could not start', error));
  });
}
