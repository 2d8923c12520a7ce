/**
 * @module The built-in CMS over D1: every call of the CMS contract at its full path, so the
 * back office can answer its own calls in-process (inProcessCms.ts) and the site's calls over its binding
 * (backOffice/index.ts, backOfficeCms.ts).
 */
import { Hono } from 'hono/tiny';
import { HTTPException } from 'hono/http-exception';
import { type AppEnv, configMiddleware } from '../../worker/env';
import { leadRoutes } from './leads/leadRoutes';
import { marketPriceRoutes } from './market/marketPriceRoutes';
import { networkRoutes } from './network';
import { searchRoutes } from './search/searchRoutes';
import { propertyMapRoutes } from './search/propertyMapRoutes';
import { siteShellRoutes } from './siteShellRoutes';
import { invalidRequestBody } from '../../worker/cms/validate';

export const embeddedCms = new Hono<AppEnv>()
  // Its own entry (called in-process or through /api/cms): the same parse, held per set of bindings.
  .use(configMiddleware())
  .route('/', siteShellRoutes)
  .route('/', searchRoutes)
  // Before networkRoutes: its /properties/:id would take "map" for an id.
  .route('/', propertyMapRoutes)
  .route('/', networkRoutes)
  .route('/', marketPriceRoutes)
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
