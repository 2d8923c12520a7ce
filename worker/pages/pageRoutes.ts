/**
 * @module Every page path of a tenant: pick the route, build the head and state, stream the page.
 */
import { Hono } from 'hono';
import type { BootstrapState } from '../../domain/bootstrapState';
import { headForPath } from '../../domain/pageHead';
import { matchRoute } from '../../domain/routes';
import { siteJsonLd } from '../../domain/structuredData';
import { browserDsn } from '../errorReporting/browserDsn';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import { renderErrorView, renderPage } from '../render/renderPage';
import { tenantMiddleware, type TenantEnv } from '../tenant/tenantMiddleware';

export const pageRoutes = new Hono<TenantEnv>().get('*', tenantMiddleware('html'), async (c) => {
  const { site, menus, policyUrl, termsUrl } = c.var.shell;
  const path = c.req.path;
  const match = matchRoute(path);
  const head = headForPath(site, menus, path);
  const state: BootstrapState = {
    site,
    menus,
    policyUrl,
    termsUrl,
    currentYear: new Date().getUTCFullYear(),
    path,
    page: match ? { routeId: match.route.id } : { routeId: 'notFound' },
    sentryDsn: browserDsn(c.env),
  };
  // Errors after the shell surface while the body streams: the scope is taken now, not looked up then.
  const reportScope = reportScopeOf(c);
  const reportRenderError = (error: unknown) =>
    reportServerError(error, { kind: 'render', tenant: c.var.subdomain, route: match?.route.pattern ?? path }, reportScope);
  try {
    return await renderPage({
      state,
      head,
      status: match ? 200 : 404,
      userAgent: c.req.header('user-agent') ?? null,
      jsonLd: match?.route.id === 'home' ? siteJsonLd(site) : null,
      onRenderError: (error) => {
        console.error('Render error', c.var.subdomain, path, error);
        reportRenderError(error);
      },
    });
  } catch (error) {
    console.error('Page shell failed to render', c.var.subdomain, path, error);
    reportRenderError(error);
    return renderErrorView('renderFailed', 500);
  }
});
