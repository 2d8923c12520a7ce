import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { fakeIngestProject, type FakeIngestProject } from '../test/fakeIngest';
import { maxEnvelopeBytes, monitoringRoutes } from './monitoringRoutes';
import { Hono } from 'hono';
import { type AppEnv, configMiddleware } from '../env';

/** The routes as the app mounts them, behind its configuration middleware. */
const mounted = new Hono<AppEnv>().use(configMiddleware()).route('/monitoring', monitoringRoutes);

/** An event envelope whose header names `dsn`, with a binary attachment so that byte for byte matters. */
function envelopeFor(dsn: string): Uint8Array<ArrayBuffer> {
  const text = (s: string) => new TextEncoder().encode(s);
  const attachment = new Uint8Array([0x00, 0xff, 0x0a, 0xc3, 0x28, 0x0a, 0x7f]);
  const parts = [
    text(`{"event_id":"9ec79c33ec9942ab8353589fcb2e04dc","dsn":"${dsn}"}\n{"type":"event"}\n{"message":"árvíztűrő tükörfúrógép"}\n`),
    text(`{"type":"attachment","length":${attachment.length},"filename":"a.bin"}\n`),
    attachment,
  ];
  const envelope = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (envelope.set(part, offset), offset + part.length), 0);
  return envelope;
}

/** Bindings with the given variables; a fresh object, so the parsed configuration is not shared. */
const bindings = (vars: Record<string, string>) => ({ ...env, ...vars });

const post = (ingest: FakeIngestProject, body: BodyInit, headers: Record<string, string> = {}, vars: Record<string, string> = {}) =>
  mounted.request('/monitoring', { method: 'POST', body, headers }, bindings({ SENTRY_DSN: ingest.dsn, ...vars }));

describe('POST /monitoring', () => {
  it('answers 404 and sends nothing when no DSN is configured', async () => {
    const ingest = await fakeIngestProject();
    const response = await mounted.request('/monitoring', { method: 'POST', body: envelopeFor(ingest.dsn) }, bindings({}));
    expect(response.status).toBe(404);
    await expect(ingest.received()).resolves.toEqual([]);
  });

  it('answers 405 to other methods', async () => {
    const ingest = await fakeIngestProject();
    const response = await mounted.request('/monitoring', {}, bindings({ SENTRY_DSN: ingest.dsn }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('forwards an envelope of the configured project once, byte for byte, to the URL built from the DSN, and passes the answer back', async () => {
    const ingest = await fakeIngestProject({ kind: 'reply', status: 200, headers: { 'content-type': 'application/json' }, body: '{"id":"9ec79c33ec9942ab8353589fcb2e04dc"}' });
    const envelope = envelopeFor(ingest.dsnWithKey('another-key'));
    const response = await post(ingest, envelope);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ id: '9ec79c33ec9942ab8353589fcb2e04dc' });
    const received = await ingest.received();
    expect(received.map((r) => [r.method, r.url])).toEqual([['POST', ingest.envelopePath]]);
    expect(received[0]?.body).toEqual(envelope);
  });

  it('is served on every host, tenant or not, before the tenant is resolved', async () => {
    const ingest = await fakeIngestProject();
    for (const host of ['localhost', 'immo1.localhost', 'nincs-ilyen.localhost']) {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(`http://${host}/monitoring`, { method: 'POST', body: envelopeFor(ingest.dsn) }), bindings({ SENTRY_DSN: ingest.dsn }), ctx);
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(200);
    }
    await expect(ingest.received()).resolves.toHaveLength(3);
  });

  it('rejects an envelope of another project, or of the same project id on another host, with 403 and sends nothing', async () => {
    const ingest = await fakeIngestProject();
    const other = await fakeIngestProject();
    const sameIdElsewhere = ingest.dsn.replace(new URL(env.TEST_FAKE_INGEST).host, '169.254.169.254');
    const responses = await Promise.all([post(ingest, envelopeFor(other.dsn)), post(ingest, envelopeFor(sameIdElsewhere))]);
    expect(responses.map((r) => r.status)).toEqual([403, 403]);
    await expect(ingest.received()).resolves.toEqual([]);
  });

  it('rejects a malformed envelope with 400 and sends nothing', async () => {
    const ingest = await fakeIngestProject();
    const response = await post(ingest, '{"dsn":"not a dsn"}\n{"type":"event"}\n{}');
    expect(response.status).toBe(400);
    await expect(ingest.received()).resolves.toEqual([]);
  });

  it('rejects a declared Content-Length over the limit with 413 and sends nothing', async () => {
    const ingest = await fakeIngestProject();
    const response = await post(ingest, envelopeFor(ingest.dsn), { 'content-length': String(maxEnvelopeBytes + 1) });
    expect(response.status).toBe(413);
    await expect(ingest.received()).resolves.toEqual([]);
  });

  it('rejects a streamed body over the limit with 413 although no Content-Length was sent', async () => {
    const ingest = await fakeIngestProject();
    const chunk = new Uint8Array([...envelopeFor(ingest.dsn), ...new Uint8Array(64 * 1024).fill(0x20)]);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > maxEnvelopeBytes) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await post(ingest, body);
    expect(response.status).toBe(413);
    await expect(ingest.received()).resolves.toEqual([]);
  });

  it('passes a 429 back with its Retry-After and X-Sentry-Rate-Limits unchanged, without retrying', async () => {
    const ingest = await fakeIngestProject({ kind: 'reply', status: 429, headers: { 'retry-after': '60', 'x-sentry-rate-limits': '60:error;transaction:organization' } });
    const response = await post(ingest, envelopeFor(ingest.dsn));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('x-sentry-rate-limits')).toBe('60:error;transaction:organization');
    await expect(ingest.received()).resolves.toHaveLength(1);
  });

  it('answers 502 to a redirect instead of following it, to a metadata address or back to the ingest', async () => {
    const ingest = await fakeIngestProject({ kind: 'reply', status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    expect((await post(ingest, envelopeFor(ingest.dsn))).status).toBe(502);
    // A followed redirect back to the ingest would arrive there as a second request.
    await ingest.answer({ kind: 'reply', status: 307, headers: { location: `${env.TEST_FAKE_INGEST}${ingest.envelopePath}?followed=1` } });
    expect((await post(ingest, envelopeFor(ingest.dsn))).status).toBe(502);
    await expect(ingest.received().then((all) => all.map((r) => r.url))).resolves.toEqual([ingest.envelopePath, ingest.envelopePath]);
  });

  it('answers 502 when the upstream closes the connection without answering', async () => {
    const ingest = await fakeIngestProject({ kind: 'destroy' });
    const response = await post(ingest, envelopeFor(ingest.dsn));
    expect(response.status).toBe(502);
  });

  it('answers 502 when the upstream is down', async () => {
    const down = `http://publickey@${new URL(env.TEST_CLOSED_ORIGIN).host}/42`;
    const response = await mounted.request('/monitoring', { method: 'POST', body: envelopeFor(down) }, bindings({ SENTRY_DSN: down }));
    expect(response.status).toBe(502);
  });

  it('answers 504 within MONITORING_UPSTREAM_TIMEOUT_MS when the upstream does not answer', async () => {
    const ingest = await fakeIngestProject({ kind: 'hang' });
    const started = Date.now();
    const response = await post(ingest, envelopeFor(ingest.dsn), {}, { MONITORING_UPSTREAM_TIMEOUT_MS: '300' });
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
