/**
 * @module One POST to the configured Sentry project, for the tunnel and the CSP report endpoint: never
 * retried, never redirected, bounded in time, answered back with only the headers the browser acts on.
 */

type MonitoringError =
  | 'not_found'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'malformed_envelope'
  | 'malformed_report'
  | 'foreign_dsn'
  | 'upstream_redirect'
  | 'upstream_unavailable'
  | 'upstream_timeout';

/** A JSON error of the monitoring endpoints, never cached. */
export const monitoringError = (error: MonitoringError, status: 400 | 403 | 404 | 405 | 413 | 415 | 502 | 504, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** The upstream headers the SDK acts on (rate limits); passed back unchanged. */
const passedHeaders = ['content-type', 'retry-after', 'x-sentry-rate-limits'];

/** Statuses whose response may carry no body (a Response with one would throw). */
const nullBodyStatuses = new Set([204, 205]);

/**
 * Sends `body` to `url` once, within `timeoutMs` for headers and body; a redirect, a timeout (504) or an
 * unreachable upstream (502) is an upstream fault. `headers` are the only request headers sent.
 */
export async function forwardToSentry(url: string, headers: Record<string, string>, body: Uint8Array<ArrayBuffer>, timeoutMs: number): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  let upstream: Response;
  let answer: ArrayBuffer;
  try {
    upstream = await fetch(url, {
      method: 'POST',
      headers,
      body,
      // A redirect could point anywhere (e.g. a metadata address): it is an upstream fault, not a hint.
      redirect: 'manual',
      signal,
    });
    // The same signal bounds the body, so a server that sends headers and then stalls is cut off too.
    answer = await upstream.arrayBuffer();
  } catch {
    return signal.aborted ? monitoringError('upstream_timeout', 504) : monitoringError('upstream_unavailable', 502);
  }
  if (upstream.status >= 300 && upstream.status < 400) return monitoringError('upstream_redirect', 502);
  const answerHeaders = new Headers({ 'cache-control': 'no-store' });
  for (const name of passedHeaders) {
    const value = upstream.headers.get(name);
    if (value !== null) answerHeaders.set(name, value);
  }
  return new Response(nullBodyStatuses.has(upstream.status) ? null : answer, { status: upstream.status, headers: answerHeaders });
}
