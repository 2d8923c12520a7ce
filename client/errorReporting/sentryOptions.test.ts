import { DEFAULT_RETRY_AFTER, MAX_BAGGAGE_STRING_LENGTH, createStackParser } from '@sentry/core';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { keptErrorLimit } from './earlyErrors';
import { browserOptions, linkedErrorsOptions, monitoringTunnel, replayOptions, tracingOptions } from './sentryOptions';

describe('browserOptions', () => {
  const options = browserOptions('http://publickey@127.0.0.1:9000/42');

  it('sends through the same-origin tunnel /monitoring', () => {
    expect(options.tunnel).toBe('/monitoring');
    expect(monitoringTunnel).toBe('/monitoring');
  });

  it('samples every trace, a tenth of sessions and every session with an error (SPEC 9)', () => {
    expect(options).toMatchObject({ tracesSampleRate: 1.0, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1.0 });
  });

  it('buffers at most 30 envelopes (SPEC 9)', () => {
    expect(options.transportOptions.bufferSize).toBe(30);
  });

  it('keeps as many errors caught before the SDK has loaded as it buffers envelopes', () => {
    expect(keptErrorLimit).toBe(options.transportOptions.bufferSize);
  });
});

describe('integration options', () => {
  it('ends tracing spans after 1 s idle, 30 s at most, 5 s per child span (SPEC 9)', () => {
    expect(tracingOptions).toEqual({ idleTimeout: 1_000, finalTimeout: 30_000, childSpanTimeout: 5_000 });
  });

  it('reports at most 5 linked errors (SPEC 9)', () => {
    expect(linkedErrorsOptions.limit).toBe(5);
  });

  it('masks all text and blocks all media in replays (SPEC 9)', () => {
    expect(replayOptions).toEqual({ maskAllText: true, blockAllMedia: true });
  });
});

/** SPEC 9 limits the SDK has no option for: these pin its built-in values, so an upgrade that changes one fails here. */
describe('SDK built-in limits', () => {
  it('backs off 60 s after a rate-limited answer without Retry-After', () => {
    expect(DEFAULT_RETRY_AFTER).toBe(60_000);
  });

  it('limits the baggage header to 8192 characters', () => {
    expect(MAX_BAGGAGE_STRING_LENGTH).toBe(8192);
  });

  it('keeps at most 50 stack frames', () => {
    const parse = createStackParser([0, (line) => ({ filename: 'app.js', function: line, lineno: 1, in_app: true })]);
    const stack = Array.from({ length: 120 }, (_, i) => `frame${i}`).join('\n');
    expect(parse(stack)).toHaveLength(50);
  });

  it('keeps at most 1000 spans per transaction', async () => {
    // Not exported: read from the installed SDK's source.
    const source = await readFile(new URL(import.meta.resolve('@sentry/core')).pathname.replace(/index\.js$/, 'tracing/sentrySpan.js'), 'utf8');
    expect(source).toMatch(/const MAX_SPAN_COUNT = (1e3|1000);/);
  });
});
