/**
 * @module The CMS API at /api/cms/*: answered from D1, or forwarded when CMS_API_ORIGIN is set.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { configOf, type AppEnv } from '../env';
import { forwardToUpstream } from './forward';
import { networkRoutes } from './network';
import { searchRoutes } from './search/searchRoutes';
import { siteShellRoutes } from './siteShellRoutes';
import { invalidRequestBody } from './validate';

/** The built-in CMS over D1, under its full /api/cms path so it can be called in-process. */
export const embeddedCms = new Hono<AppEnv>()
  .basePath('/api/cms')
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

/** The public /api/cms/* mount: the same paths, whichever CMS answers them. */
export const cmsApi = new Hono<AppEnv>().all('/api/cms/*', (c) => {
  const origin = configOf(c.env).CMS_API_ORIGIN;
  if (origin) return forwardToUpstream(c.req.raw, origin);
  return embeddedCms.fetch(c.req.raw, c.env);
});
