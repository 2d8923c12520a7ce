/**
 * @module Every page path of a tenant: match the route once, run it (routeRunner.ts), stream the page,
 * through the HTML cache. The page is rendered and keyed by the parameters its route reads (routeQueries.ts);
 * an address with a parameter no one reads is redirected to the canonical one, so it renders and stores nothing.
 */
import { Hono } from 'hono/tiny';
import { isbot } from 'isbot';
import { headOf, layoutOf, statusOf } from '../../client/routes/pageState';
import { matchRoute } from '../../client/routes/routeTable';
import type { RenderPurpose } from '../htmlCache/htmlCache';
import { servePageCached } from '../htmlCache/pageCache';
import { cacheStatusHeader } from '../htmlCache/htmlCache';
import { browserDsn } from '../errorReporting/browserDsn';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import { renderErrorView, renderPage } from '../render/renderPage';
import type { TenantEnv } from '../tenant/tenantMiddleware';
import { pageCacheControl, pageLifetime, routePattern, routeRequest, urlOnSite } from './pageContext';
import { pageQueryOf } from '../htmlCache/routeQueries';
import { runRoute } from './routeRunner';

/** How long a browser keeps the redirect away from a made-up parameter: a day, in case a route comes to read it. */
const canonicalRedirectCacheControl = 'public, max-age=86400';

export const pageRoutes = new Hono<TenantEnv>()
  .get('*', async (c) => {
    const { site, menus, policyUrl, termsUrl } = c.var.shell;
    const url = urlOnSite(c.var.siteUrl, new URL(c.req.url));
    const query = pageQueryOf(url);
    if (query.unknown.length > 0) {
      // On the tenant's own origin (an absolute address), so no path (`//host`) can make it point elsewhere.
      const canonical = urlOnSite(c.var.siteUrl, url);
      canonical.search = query.address;
      return c.body(null, 301, { location: canonical.href, 'cache-control': canonicalRedirectCacheControl, [cacheStatusHeader]: 'BYPASS' });
    }
    // What the page is rendered from: the route's own parameters in its order; tracking parameters are left to the browser.
    url.search = query.keyed;
    const match = matchRoute(url.pathname);
    // Errors after the shell surface while the body streams: the scope is taken now, not looked up then.
    const reportScope = reportScopeOf(c);
    const reportRenderError = (error: unknown) =>
      reportServerError(error, { kind: 'render', tenant: c.var.subdomain, route: routePattern(match) }, reportScope);
    // Run once per request: a visitor's page and the complete copy stored after it share the data.
    const run = runRoute(match, routeRequest(c, url, match));

    return servePageCached(c, 'html', url.pathname + url.search, async (nonce: string | null, purpose: RenderPurpose) => {
      const { page, streamedRender, part } = await run.load();
      const { head, jsonLd } = headOf(page.outcome, { site, menus, url });
      // Crawlers and the cache's copy get the complete document. So does a visitor when nothing is left to
      // stream (no late part, or it loaded with the page): then the cache stores the visitor's bytes, and a
      // miss renders once. Only a page whose late part is still loading streams, and is rendered again to store.
      const whole = purpose === 'store' || part.settled() || isbot(c.req.header('user-agent') ?? null);
      try {
        const response = await renderPage({
          state: { site, menus, policyUrl, termsUrl, currentYear: new Date().getUTCFullYear(), sentryDsn: browserDsn(c.var.config), page, layout: layoutOf(page.outcome) },
          head,
          jsonLd,
          streamedRender,
          status: statusOf(page.outcome),
          cacheControl: pageCacheControl(page.outcome),
          whole,
          nonce,
          onRenderError: (error) => {
            console.error('Render error', c.var.subdomain, url.pathname, error);
            reportRenderError(error);
          },
        });
        return { response, lifetime: pageLifetime(page.outcome), complete: whole };
      } catch (error) {
        console.error('Page shell failed to render', c.var.subdomain, url.pathname, error);
        reportRenderError(error);
        return { response: await renderErrorView('renderFailed', 500), lifetime: null, complete: true };
      }
    });
  })
  // Pages are read, never written to.
  .all('*', (c) => c.text('Method Not Allowed', 405, { allow: 'GET, HEAD', 'cache-control': 'no-store', [cacheStatusHeader]: 'BYPASS' }));
