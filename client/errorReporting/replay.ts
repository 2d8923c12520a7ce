/**
 * @module Session replay, a chunk of its own that initSentry loads once the page is interactive.
 *
 * Imported from @sentry/replay itself, not through @sentry/react: build.mjs cuts the SDK's re-export of
 * Replay so that esbuild keeps these ~130 kB out of the SDK chunk (see sentryReplayOutOfSdkChunk there).
 * Its compression worker is a file of our own (build.mjs), as the CSP allows workers from 'self' only.
 */
import { replayIntegration } from '@sentry/replay';
import { replayOptions } from './sentryOptions';

export function replay() {
  return replayIntegration({ ...replayOptions, workerUrl: __REPLAY_WORKER_URL__ });
}
