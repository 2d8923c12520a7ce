/**
 * @module The browser SDK, loaded as its own chunk by startErrorReporting once the page is interactive;
 * Replay follows when the browser is next idle, and only for a visitor who has accepted cookies (at once,
 * or as soon as they accept on the banner): a refusal means no replay is recorded at all.
 */
import { addIntegration, browserTracingIntegration, captureException, init, linkedErrorsIntegration } from '@sentry/react';
import { whenCookiesAccepted } from '../site/cookieConsent';
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
  whenCookiesAccepted(() =>
    whenIdle(() => {
      import('./replay')
        .then(({ replay }) => addIntegration(replay()))
        .catch((error: unknown) => console.warn('Session replay could not start', error));
    }),
  );
}
