/**
 * @module The worker's Hono app, read as the site's URL map: the deployment's own paths on any host,
 * then a tenant's paths behind the one middleware that resolves the tenant. Errors are mapped here.
 */
import { Hono } from 'hono/tiny';
import { cmsApi } from './cms/api';
import { enquiryRateLimit } from './siteApi/enquiryRateLimit';
import { crawlerFiles } from './crawlers/crawlerFiles';
import { marketPricesSitemap, marketPricesSitemapName } from './crawlers/marketPricesSitemap';
import { markUncachedHtml } from './htmlCache/uncachedStatus';
import { ConfigError, configMiddleware, type AppEnv } from './env';
import { reportServerError } from './errorReporting/reportServerError';
import { healthRoutes } from './health/healthRoutes';
import { errorReportingScope, reportScopeOf } from './errorReporting/requestScope';
import { mediaRoutes } from './pictures/mediaRoutes';
import { shareCardRoutes } from './pictures/shareCardRoutes';
import { cspReportRoutes } from './monitoring/cspReportRoutes';
import { monitoringRoutes } from './monitoring/monitoringRoutes';
import { pageRoutes } from './pages/pageRoutes';
import { renderErrorView } from './render/renderPage';
import { cspReportPath } from './security/cspReportPath';
import { securityHeaders } from './security/securityHeaders';
import { siteApiRoutes } from './siteApi/siteApiRoutes';
import { tenantMiddleware } from './tenant/tenantMiddleware';

export const app = new Hono<AppEnv>()
  // First, so that every answer gets the headers, error views included.
  .use(securityHeaders())
  // For monitors, on any host; it reads the configuration itself, so a bad one is a check that fails.
  .route('/healthz', healthRoutes)
  // The basemap's tiles and TileJSON (GET and HEAD), the same on every host: the tile worker answers them
  // (mapTiles/). A copy, since the security headers are set on it; 503 when that worker cannot be reached.
  .get('/map-tiles/*', (c) =>
    c.env.MAP_TILES.fetch(c.req.raw).then(
      (r) => new Response(r.body, r),
      () => new Response(null, { status: 503, headers: { 'retry-after': '60' } }),
    ),
  )
  .use(configMiddleware())
  .use(markUncachedHtml())
  .use(errorReportingScope())
  // On any host: error reports, the CMS API, generated pictures.
  .route('/monitoring', monitoringRoutes)
  .route(cspReportPath, cspReportRoutes) // /monitoring/csp, the CSP's report-uri
  .route('/api/cms', cmsApi)
  .route('/media', mediaRoutes)
  // A tenant's paths. An enquiry is counted before the tenant is looked up: a flood costs one binding call a request.
  .on('POST', '/api/site/leads', enquiryRateLimit())
  .use(tenantMiddleware())
  .route('/api/site', siteApiRoutes)
  // A tenant's share cards (og:image), drawn by the card worker and cached per tenant origin.
  .route('/share-card', shareCardRoutes)
  // What crawlers read besides the pages: robots.txt, the sitemap index and its URL sets.
  .get('/robots.txt', crawlerFiles.robotsTxt)
  .get('/sitemap.xml', crawlerFiles.sitemapIndex)
  .get('/sitemap-pages.xml', crawlerFiles.pagesSitemap)
  .get('/sitemap-offices.xml', crawlerFiles.officesSitemap)
  .get('/sitemap-agents.xml', crawlerFiles.agentsSitemap)
  .get(`/${marketPricesSitemapName}`, marketPricesSitemap)
  .get('/:file{sitemap-listings-[1-9][0-9]{0,4}\\.xml}', crawlerFiles.listingsSitemap)
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
