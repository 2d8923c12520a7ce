/**
 * @module POST /monitoring: the same-origin tunnel that forwards the browser SDK's envelopes to Sentry.
 *
 * The tunnel is an open door on every host we serve, so it forwards only what the configured project
 * would accept anyway: the destination comes from SENTRY_DSN alone, never from the request, and
 * nothing leaves before the envelope is checked.
 */
import { Hono } from 'hono/tiny';
import { parseDsn, envelopeUrl, sameProject, type Dsn } from '../errorReporting/dsn';
import { configOf, type AppEnv } from '../env';
import { parseEnvelope } from './envelope';
import { readLimitedBody } from './readLimitedBody';

export const monitoringPath = '/monitoring';

/** Larger than any envelope the browser SDK sends (replay segments are compressed and small). */
export const maxEnvelopeBytes = 1024 * 1024;

/** The upstream headers the SDK acts on (rate limits); passed back unchanged. */
const passedHeaders = ['content-type', 'retry-after', 'x-sentry-rate-limits'];

type TunnelError = 'not_found' | 'method_not_allowed' | 'payload_too_large' | 'malformed_envelope' | 'foreign_dsn' | 'upstream_redirect' | 'upstream_unavailable' | 'upstream_timeout';

const tunnelError = (error: TunnelError, status: 400 | 403 | 404 | 405 | 413 | 502 | 504, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** Statuses whose response may carry no body (a Response with one would throw). */
const nullBodyStatuses = new Set([204, 205]);

/** Sends the envelope to the project's ingest once; never retries, never follows a redirect. */
async function forward(dsn: Dsn, envelope: Uint8Array<ArrayBuffer>, timeoutMs: number): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  let upstream: Response;
  let answer: ArrayBuffer;
  try {
    upstream = await fetch(envelopeUrl(dsn), {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body: envelope,
      // A redirect could point anywhere (e.g. a metadata address): it is an upstream fault, not a hint.
      redirect: 'manual',
      signal,
    });
    // The same signal bounds the body, so a server that sends headers and then stalls is cut off too.
    answer = await upstream.arrayBuffer();
  } catch {
    return signal.aborted ? tunnelError('upstream_timeout', 504) : tunnelError('upstream_unavailable', 502);
  }
  if (upstream.status >= 300 && upstream.status < 400) return tunnelError('upstream_redirect', 502);
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const name of passedHeaders) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(nullBodyStatuses.has(upstream.status) ? null : answer, { status: upstream.status, headers });
}

export const monitoringRoutes = new Hono<AppEnv>().all(monitoringPath, async (c) => {
  const config = configOf(c.env);
  const configured = config.SENTRY_DSN ? parseDsn(config.SENTRY_DSN) : null;
  // Without a DSN there is no tunnel: the path answers like any unknown one.
  if (!configured) return tunnelError('not_found', 404);
  if (c.req.method !== 'POST') return tunnelError('method_not_allowed', 405, { allow: 'POST' });

  const declaredLength = Number(c.req.header('content-length') ?? 0);
  if (declaredLength > maxEnvelopeBytes) return tunnelError('payload_too_large', 413);
  // Content-Length can be absent (chunked) or lie: the counter while reading is what holds the limit.
  const body = await readLimitedBody(c.req.raw.body, maxEnvelopeBytes);
  if (body.kind === 'tooLarge') return tunnelError('payload_too_large', 413);

  const envelope = parseEnvelope(body.bytes);
  const dsn = envelope ? parseDsn(envelope.header.dsn) : null;
  if (!dsn) return tunnelError('malformed_envelope', 400);
  if (!sameProject(dsn, configured)) return tunnelError('foreign_dsn', 403);

  return forward(configured, body.bytes, config.MONITORING_UPSTREAM_TIMEOUT_MS);
});
