/**
 * @module Forwarding mode: /api/cms/* passed to an upstream CMS with the same path and query.
 */

/** Request headers an upstream CMS may see (conditional requests, a write's key); cookies, client IPs and credentials stay here. */
const forwardedRequestHeaders = ['accept', 'accept-language', 'content-type', 'if-none-match', 'if-modified-since', 'idempotency-key'];

/** Response headers passed back: what the body means, how long it may be cached, where a redirect points. */
const passedResponseHeaders = [
  'content-type',
  'content-language',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
  'retry-after',
  'location',
];

/**
 * Sends the request to the same path at the upstream origin; redirects are not followed. `deadline`
 * bounds the wait (an AbortSignal.timeout, possibly shared by every CMS call of one page): once it
 * fires, the answer is 504 at once, so a hanging CMS never hangs the site. The upstream learns the
 * site a call is for from `X-Forwarded-Host` (the request's host, as the built-in CMS reads it), and
 * this worker by its service token when one is configured.
 */
export async function forwardToUpstream(request: Request, origin: string, deadline: AbortSignal, serviceToken?: string): Promise<Response> {
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, origin);
  const headers = new Headers({ 'x-forwarded-host': url.host });
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (serviceToken) headers.set('authorization', `Bearer ${serviceToken}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      signal: deadline,
    });
    const responseHeaders = new Headers();
    for (const name of passedResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    return Response.json(
      { error: 'upstream_unavailable', message: timedOut ? 'The upstream CMS did not answer in time' : 'The upstream CMS cannot be reached' },
      { status: timedOut ? 504 : 502 },
    );
  }
}
