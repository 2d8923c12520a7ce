/**
 * @module The browser SDK's settings (SPEC section 9), as plain data: importing this loads no SDK code.
 *
 * SPEC limits the SDK has no option for are its built-in defaults, pinned by sentryOptions.test.ts:
 * rate-limit back-off without Retry-After 60 s, 50 stack frames, 1000 spans per transaction,
 * 8192 characters of baggage header.
 */
import type { BrowserOptions, browserTracingIntegration, linkedErrorsIntegration } from '@sentry/react';
import type { replayIntegration } from '@sentry/replay';

/** The same-origin tunnel the worker serves (worker/monitoring/): ad blockers and CSP see our own host only. */
export const monitoringTunnel = '/monitoring';

/** Client options: every trace, a tenth of sessions replayed, every session with an error replayed. */
export function browserOptions(dsn: string) {
  return {
    dsn,
    tunnel: monitoringTunnel,
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
    // At most 30 envelopes waiting to be sent; more are dropped rather than queued without bound.
    transportOptions: { bufferSize: 30 },
  } satisfies BrowserOptions;
}

/** Pageload and navigation spans: end 1 s after the last activity, 30 s at most; a child span may keep one open 5 s. */
export const tracingOptions = {
  idleTimeout: 1_000,
  finalTimeout: 30_000,
  childSpanTimeout: 5_000,
} satisfies Parameters<typeof browserTracingIntegration>[0];

/** At most 5 causes (`error.cause`) are reported with an error. */
export const linkedErrorsOptions = { limit: 5 } satisfies Parameters<typeof linkedErrorsIntegration>[0];

/** Replays show the page's layout, never what it says or shows: all text masked, all media blocked. */
export const replayOptions = { maskAllText: true, blockAllMedia: true } satisfies Parameters<typeof replayIntegration>[0];
