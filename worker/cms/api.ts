/**
 * @module The CMS API at /api/cms/*: the calls of the CMS contract, answered from D1 or
 * forwarded when CMS_API_ORIGIN is set. A path the contract does not have is a 404 and a
 * wrong method a 405 with Allow, in both modes, before anything is read or forwarded.
 */
import { Hono } from 'hono/tiny';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { configOf, type AppEnv } from '../env';
import { matchCmsCall } from './cmsCallMatch';
import { forwardToUpstream } from './forward';
import { leadAllowed, tooManyLeads } from './leads/leadRateLimit';
import { leadRoutes } from './leads/leadRoutes';
import { networkRoutes } from './network';
import { searchRoutes } from './search/searchRoutes';
import { siteShellRoutes } from './siteShellRoutes';
import { invalidRequestBody } from './validate';

/** The built-in CMS over D1, at the contract's full paths so it can be called in-process. */
export const embeddedCms = new Hono<AppEnv>()
  .route('/', siteShellRoutes)
  .route('/', searchRoutes)
  .route('/', networkRoutes)
  .route('/', leadRoutes)
  .notFound((c) => c.json({ error: 'not_found', message: 'No such CMS endpoint' }, 404))
  .onError((err, c) => {
    if (err instanceof HTTPException && err.status === 400) {
      return c.json(invalidRequestBody([{ field: 'body', message: err.message }]), 400);
    }
    if (err instanceof HTTPException) return c.json({ error: 'http_error', message: err.message }, err.status);
    console.error('CMS API error', c.req.method, c.req.path, err);
    return c.json({ error: 'internal_error', message: 'The CMS could not answer' }, 500);
  });

/** The largest body a CMS call takes: the biggest (an enquiry, a place search) is well under it. */
export const maxCmsBodyBytes = 64 * 1024;

/** How long browsers and the edge may keep a CMS answer that says nothing itself: all of it is public. */
function defaultCacheControl(status: number): string {
  if (status === 200) return 'public, max-age=60, stale-while-revalidate=300';
  if (status === 404) return 'public, max-age=60';
  return 'no-store';
}

/**
 * The public /api/cms/* mount: the same calls, whichever CMS answers them. Before anything is read or
 * forwarded: a path outside the contract is 404, a wrong method 405 with Allow, a POST body that is
 * not JSON 415, and one over maxCmsBodyBytes 413 (Hono's body-limit, which also counts chunked bodies).
 */
export const cmsApi = new Hono<AppEnv>()
  .use('/api/cms/*', async (c, next) => {
    const match = matchCmsCall(c.req.method, c.req.path);
    if (match.kind === 'none') return c.json({ error: 'not_found', message: 'No such CMS endpoint' }, 404);
    if (match.kind === 'wrongMethod') {
      return c.json({ error: 'method_not_allowed', message: `This CMS endpoint takes ${match.allow}` }, 405, { allow: match.allow });
    }
    // The one write a visitor can reach: limited per client like the site's enquiry form.
    if (match.name === 'leads' && !(await leadAllowed(c.env, c.req.raw))) return tooManyLeads(c);
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (c.req.method === 'POST' && mediaType !== 'application/json') {
      return c.json({ error: 'unsupported_media_type', message: 'Send the body as application/json' }, 415);
    }
    await next();
  })
  .use(
    '/api/cms/*',
    bodyLimit({
      maxSize: maxCmsBodyBytes,
      onError: (c) => c.json({ error: 'payload_too_large', message: `The body may be at most ${maxCmsBodyBytes} bytes` }, 413),
    }),
  )
  .all('/api/cms/*', async (c) => {
    const { CMS_API_ORIGIN: origin, CMS_UPSTREAM_TIMEOUT_MS: timeoutMs } = configOf(c.env);
    const response = origin ? await forwardToUpstream(c.req.raw, origin, AbortSignal.timeout(timeoutMs)) : await embeddedCms.fetch(c.req.raw, c.env);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return response;
    if (response.headers.has('cache-control')) return response;
    const headers = new Headers(response.headers);
    headers.set('cache-control', defaultCacheControl(response.status));
    return new Response(response.body, { status: response.status, headers });
  });
