/**
 * @module The browser SDK, loaded as its own chunk by startErrorReporting; Replay follows once the page is idle.
 */
import { addIntegration, browserTracingIntegration, init, linkedErrorsIntegration } from '@sentry/react';
import { browserOptions, linkedErrorsOptions, tracingOptions } from './sentryOptions';

/** Runs `task` after the load event, when the browser is next idle: the visitor's first interactions come first. */
function whenInteractive(task: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 3_000 }) : setTimeout(task, 1_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function initSentry(dsn: string): void {
  init({
    ...browserOptions(dsn),
    integrations: [browserTracingIntegration(tracingOptions), linkedErrorsIntegration(linkedErrorsOptions)],
  });
  // Replay is the heaviest part of the SDK: a separate chunk from our own /assets/, never a CDN.
  whenInteractive(() => {
    import('./replay')
      .then(({ replay }) => addIntegration(replay()))
      .catch((error: unknown) => console.warn('Session replay could not start', error));
  });
}
