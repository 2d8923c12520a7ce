import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { configOf } from '../env';
import { browserDsn } from './browserDsn';

describe('browserDsn', () => {
  it('is null when no DSN is configured, so the page loads no SDK', () => {
    expect(browserDsn(configOf({ ...env, SENTRY_DSN: undefined }))).toBeNull();
  });

  it('hands the browser the public key only, never a secret key', () => {
    expect(browserDsn(configOf({ ...env, SENTRY_DSN: 'https://public:secret@o1.ingest.sentry.io/42' }))).toBe('https://public@o1.ingest.sentry.io/42');
  });
});
