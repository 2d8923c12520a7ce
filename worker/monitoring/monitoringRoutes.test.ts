import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxEnvelopeBytes, monitoringRoutes } from './monitoringRoutes';

const configuredDsn = 'https://publickey@o1.ingest.sentry.io/42';
const ingestUrl = 'https://o1.ingest.sentry.io/api/42/envelope/';

const envelopeFor = (dsn: string) => `{"event_id":"9ec79c33ec9942ab8353589fcb2e04dc","dsn":"${dsn}"}\n{"type":"event"}\n{"message":"boom"}`;

/** Bindings with the given variables; a fresh object, so the parsed configuration is not shared. */
const bindings = (vars: Record<string, string>) => ({ ...env, ...vars });

/** An outbound fetch that records its calls and answers with `answer`. */
function stubUpstream(answer: (request: Request) => Promise<Response> | Response) {
  const calls: { url: string; method: string; redirect: string; body: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ url: request.url, method: request.method, redirect: request.redirect, body: new TextDecoder().decode(await request.clone().arrayBuffer()) });
    return answer(request);
  });
  return calls;
}

const post = (body: BodyInit, headers: Record<string, string> = {}, vars: Record<string, string> = { SENTRY_DSN: configuredDsn }) =>
  monitoringRoutes.request('/monitoring', { method: 'POST', body, headers }, bindings(vars));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('POST /monitoring', () => {
  it('answers 404 and sends nothing when no DSN is configured', async () => {
    const calls = stubUpstream(() => new Response('{}'));
    const response = await post(envelopeFor(configuredDsn), {}, {});
    expect(response.status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it('answers 405 to other methods', async () => {
    const response = await monitoringRoutes.request('/monitoring', {}, bindings({ SENTRY_DSN: configuredDsn }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('forwards an envelope of the configured project once, byte for byte, to the URL built from the DSN', async () => {
    const calls = stubUpstream(() => Response.json({ id: '9ec79c33ec9942ab8353589fcb2e04dc' }));
    const envelope = envelopeFor('https://another-key@o1.ingest.sentry.io/42');
    const response = await post(envelope);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ id: '9ec79c33ec9942ab8353589fcb2e04dc' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(ingestUrl);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.redirect).toBe('manual');
    expect(calls[0]?.body).toBe(envelope);
  });

  it('rejects an envelope of another project with 403 and sends nothing', async () => {
    const calls = stubUpstream(() => new Response('{}'));
    const response = await post(envelopeFor('https://publickey@attacker.example/42'));
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it('rejects a malformed envelope with 400 and sends nothing', async () => {
    const calls = stubUpstream(() => new Response('{}'));
    const response = await post('{"dsn":"not a dsn"}\n{"type":"event"}\n{}');
    expect(response.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('rejects a declared Content-Length over the limit with 413 and sends nothing', async () => {
    const calls = stubUpstream(() => new Response('{}'));
    const response = await post(envelopeFor(configuredDsn), { 'content-length': String(maxEnvelopeBytes + 1) });
    expect(response.status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it('rejects a streamed body over the limit with 413 although no Content-Length was sent', async () => {
    const calls = stubUpstream(() => new Response('{}'));
    const chunk = new TextEncoder().encode(`${envelopeFor(configuredDsn)}${' '.repeat(64 * 1024)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > maxEnvelopeBytes) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await post(body);
    expect(response.status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it('passes a 429 back with its Retry-After and X-Sentry-Rate-Limits unchanged, without retrying', async () => {
    const calls = stubUpstream(
      () => new Response('', { status: 429, headers: { 'retry-after': '60', 'x-sentry-rate-limits': '60:error;transaction:organization' } }),
    );
    const response = await post(envelopeFor(configuredDsn));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('x-sentry-rate-limits')).toBe('60:error;transaction:organization');
    expect(calls).toHaveLength(1);
  });

  it('answers 502 to an upstream redirect instead of following it', async () => {
    const calls = stubUpstream(() => new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/' } }));
    const response = await post(envelopeFor(configuredDsn));
    expect(response.status).toBe(502);
    expect(calls.map((c) => c.url)).toEqual([ingestUrl]);
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    stubUpstream(() => Promise.reject(new TypeError('Network connection lost.')));
    const response = await post(envelopeFor(configuredDsn));
    expect(response.status).toBe(502);
  });

  it('answers 504 when the upstream does not answer within MONITORING_UPSTREAM_TIMEOUT_MS', async () => {
    stubUpstream(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const started = Date.now();
    const response = await post(envelopeFor(configuredDsn), {}, { SENTRY_DSN: configuredDsn, MONITORING_UPSTREAM_TIMEOUT_MS: '200' });
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
