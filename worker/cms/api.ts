/**
 * @module The CMS API at /api/cms/*: the calls of the CMS contract, answered from D1 or
 * forwarded when CMS_API_ORIGIN is set. A path the contract does not have is a 404 and a
 * wrong method a 405 with Allow, in both modes, before anything is read or forwarded.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { configOf, type AppEnv } from '../env';
import { matchCmsCall } from './cmsCallMatch';
import { forwardToUpstream } from './forward';
import { networkRoutes } from './network';
import { searchRoutes } from './search/searchRoutes';
import { siteShellRoutes } from './siteShellRoutes';
import { invalidRequestBody } from './validate';

/** The built-in CMS over D1, at the contract's full paths so it can be called in-process. */
export const embeddedCms = new Hono<AppEnv>()
  .route('/', siteShellRoutes)
  .route('/', searchRoutes)
  .route('/', networkRoutes)
  .notFound((c) => c.json({ error: 'not_found', message: 'No such CMS endpoint' }, 404))
  .onError((err, c) => {
    if (err instanceof HTTPException && err.status === 400) {
      return c.json(invalidRequestBody([{ field: 'body', message: err.message }]), 400);
    }
    if (err instanceof HTTPException) return c.json({ error: 'http_error', message: err.message }, err.status);
    console.error('CMS API error', c.req.method, c.req.path, err);
    return c.json({ error: 'internal_error', message: 'The CMS could not answer' }, 500);
  });

/** The public /api/cms/* mount: the same calls, whichever CMS answers them. */
export const cmsApi = new Hono<AppEnv>().all('/api/cms/*', (c) => {
  const match = matchCmsCall(c.req.method, c.req.path);
  if (match.kind === 'none') return c.json({ error: 'not_found', message: 'No such CMS endpoint' }, 404);
  if (match.kind === 'wrongMethod') {
    return c.json({ error: 'method_not_allowed', message: `This CMS endpoint takes ${match.allow}` }, 405, { allow: match.allow });
  }
  const origin = configOf(c.env).CMS_API_ORIGIN;
  if (origin) return forwardToUpstream(c.req.raw, origin);
  return embeddedCms.fetch(c.req.raw, c.env);
});
