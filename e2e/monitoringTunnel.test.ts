/**
 * The /monitoring tunnel of the built worker under wrangler dev, against a fake Sentry on loopback.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type FakeIngest, startFakeIngest } from './harness/fakeIngest';
import { requestWithHost, type RunningWorker, startWorker } from './harness/worker';

const upstreamTimeoutMs = 1_500;
const host = 'immo1.localhost';
let ingest: FakeIngest;
let worker: RunningWorker;

beforeAll(async () => {
  ingest = await startFakeIngest();
  worker = await startWorker({
    templateStateDir: inject('templateStateDir'),
    vars: { SENTRY_DSN: ingest.dsn(), MONITORING_UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs) },
  });
});

afterAll(async () => {
  await Promise.all([worker?.stop(), ingest?.stop()]);
});

beforeEach(() => {
  ingest.reset();
});

/** An event envelope whose header names `dsn`, with a binary attachment so byte-for-byte matters. */
function envelope(dsn: string): Buffer {
  const attachment = Buffer.from([0x00, 0xff, 0x0a, 0xc3, 0x28, 0x0a, 0x7f]);
  return Buffer.concat([
    Buffer.from(`{"event_id":"9ec79c33ec9942ab8353589fcb2e04dc","sent_at":"2026-11-22T10:00:00.000Z","dsn":"${dsn}"}\n`),
    Buffer.from('{"type":"event"}\n{"event_id":"9ec79c33ec9942ab8353589fcb2e04dc","message":"árvíztűrő tükörfúrógép"}\n'),
    Buffer.from(`{"type":"attachment","length":${attachment.length},"filename":"a.bin"}\n`),
    attachment,
  ]);
}

const postEnvelope = (body: Buffer, headers: Record<string, string> = {}) =>
  requestWithHost(worker.port, host, '/monitoring', { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });

describe('POST /monitoring', () => {
  it('forwards an envelope of the configured project byte for byte to /api/42/envelope/ and passes the answer back', async () => {
    const body = envelope(ingest.dsn());
    ingest.respondWith({ kind: 'reply', status: 200, headers: { 'content-type': 'application/json' }, body: '{"id":"9ec79c33ec9942ab8353589fcb2e04dc"}' });
    const response = await postEnvelope(body);
    expect(response.status).toBe(200);
    expect(response.body).toBe('{"id":"9ec79c33ec9942ab8353589fcb2e04dc"}');
    expect(ingest.requests).toHaveLength(1);
    const [forwarded] = ingest.requests;
    expect(forwarded?.method).toBe('POST');
    expect(forwarded?.url).toBe('/api/42/envelope/');
    expect(forwarded?.body.equals(body)).toBe(true);
  });

  it('works on any host, tenant or not', async () => {
    const response = await requestWithHost(worker.port, 'localhost', '/monitoring', { method: 'POST', body: envelope(ingest.dsn()) });
    expect(response.status).toBe(200);
    expect(ingest.requests).toHaveLength(1);
  });

  it('rejects an envelope of another project with 403 and makes no outbound request', async () => {
    const foreign = await postEnvelope(envelope(`http://publickey@169.254.169.254/42`));
    const otherProject = await postEnvelope(envelope(ingest.dsn('43')));
    expect([foreign.status, otherProject.status]).toEqual([403, 403]);
    expect(ingest.requests).toHaveLength(0);
  });

  it('rejects a malformed envelope with 400 and makes no outbound request', async () => {
    const response = await postEnvelope(Buffer.from('this is not an envelope'));
    expect(response.status).toBe(400);
    expect(ingest.requests).toHaveLength(0);
  });

  it('does not follow a redirect to 169.254.169.254: one request upstream, 502 back', async () => {
    ingest.respondWith({ kind: 'reply', status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    const response = await postEnvelope(envelope(ingest.dsn()));
    expect(response.status).toBe(502);
    expect(ingest.requests).toHaveLength(1);
  });

  it('does not follow a redirect back to the ingest either (a followed one would arrive as a second request)', async () => {
    ingest.respondWith((request) =>
      request.url === '/followed' ? { kind: 'reply', status: 200, body: '{}' } : { kind: 'reply', status: 307, headers: { location: `http://127.0.0.1:${ingest.port}/followed` } },
    );
    const response = await postEnvelope(envelope(ingest.dsn()));
    expect(response.status).toBe(502);
    expect(ingest.requests.map((r) => r.url)).toEqual(['/api/42/envelope/']);
  });

  it('answers 413 to a body over 1 MiB with Content-Length, without an outbound request', async () => {
    const body = Buffer.concat([envelope(ingest.dsn()), Buffer.alloc(1024 * 1024, 0x20)]);
    const response = await postEnvelope(body, { 'content-length': String(body.length) });
    expect(response.status).toBe(413);
    expect(ingest.requests).toHaveLength(0);
  });

  it('answers 413 to a chunked body over 1 MiB that declares no length, without an outbound request', async () => {
    const body = Buffer.concat([envelope(ingest.dsn()), Buffer.alloc(1024 * 1024, 0x20)]);
    const response = await postEnvelope(body, { 'transfer-encoding': 'chunked' });
    expect(response.status).toBe(413);
    expect(ingest.requests).toHaveLength(0);
  });

  it('passes a 429 back with its Retry-After and X-Sentry-Rate-Limits unchanged, and does not retry', async () => {
    ingest.respondWith({ kind: 'reply', status: 429, headers: { 'retry-after': '37', 'x-sentry-rate-limits': '37:error;transaction:organization:ratelimit' } });
    const response = await postEnvelope(envelope(ingest.dsn()));
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('37');
    expect(response.headers['x-sentry-rate-limits']).toBe('37:error;transaction:organization:ratelimit');
    await new Promise((r) => setTimeout(r, 500));
    expect(ingest.requests).toHaveLength(1);
  });

  it('answers 502 when the upstream closes the connection without answering', async () => {
    ingest.respondWith({ kind: 'destroy' });
    const response = await postEnvelope(envelope(ingest.dsn()));
    expect(response.status).toBe(502);
  });

  it('answers 502 when the upstream is down', async () => {
    await ingest.stop();
    try {
      const response = await postEnvelope(envelope(ingest.dsn()));
      expect(response.status).toBe(502);
    } finally {
      await ingest.restart();
    }
  });

  it('answers 504 within the configured time when the upstream does not answer', async () => {
    ingest.respondWith({ kind: 'hang' });
    const started = Date.now();
    const response = await postEnvelope(envelope(ingest.dsn()));
    const elapsed = Date.now() - started;
    expect(response.status).toBe(504);
    expect(elapsed).toBeGreaterThanOrEqual(upstreamTimeoutMs - 100);
    expect(elapsed).toBeLessThan(upstreamTimeoutMs + 3_000);
  });

  it('answers 405 to GET', async () => {
    const response = await requestWithHost(worker.port, host, '/monitoring');
    expect(response.status).toBe(405);
  });
});
