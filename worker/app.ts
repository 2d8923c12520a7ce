/**
 * @module The worker's Hono app: mounts the parts, maps errors. Nothing else lives here.
 */
import { Hono } from 'hono/tiny';
import { cmsApi } from './cms/api';
import { crawlerRoutes } from './crawlers/crawlerRoutes';
import { ConfigError, type AppEnv } from './env';
import { reportServerError } from './errorReporting/reportServerError';
import { markUncachedHtml } from './edgeCache/uncachedStatus';
import { errorReportingScope, reportScopeOf } from './errorReporting/requestScope';
import { mediaRoutes } from './media/mediaRoutes';
import { cspReportRoutes } from './monitoring/cspReportRoutes';
import { monitoringRoutes } from './monitoring/monitoringRoutes';
import { pageJsonRoutes } from './pages/pageJsonRoutes';
import { pageRoutes } from './pages/pageRoutes';
import { pagePartRoutes } from './pages/streamedParts';
import { siteLeadRoutes } from './cms/leads/siteLeadRoutes';
import { renderErrorView } from './render/renderPage';
import { securityHeaders } from './security/securityHeaders';
import { siteApiRoutes } from './siteApi/siteApiRoutes';

export const app = new Hono<AppEnv>()
  // First, so that every answer gets the headers, error views included.
  .use(securityHeaders())
  .use(markUncachedHtml())
  .use(errorReportingScope())
  .route('/', cspReportRoutes)
  .route('/', monitoringRoutes)
  .route('/', cmsApi)
  .route('/', mediaRoutes)
  .route('/', crawlerRoutes)
  .route('/', pageJsonRoutes)
  .route('/', pagePartRoutes)
  .route('/', siteLeadRoutes)
  .route('/', siteApiRoutes)
  .route('/', pageRoutes)
  .onError((error, c) => {
    if (error instanceof ConfigError) {
      // A misconfigured deployment must be loud in the logs, not half-work.
      console.error(error.message);
    } else {
      console.error('Unhandled error', c.req.method, c.req.path, error);
      reportServerError(error, { kind: 'unhandled' }, reportScopeOf(c));
    }
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'internal_error' }, 500);
    return renderErrorView('renderFailed', 500);
  });
