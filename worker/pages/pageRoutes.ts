/**
 * @module Every page path of a tenant: match the route, run its loader, stream the page.
 */
import { Hono } from 'hono/tiny';
import { headOf, layoutOf, statusOf } from '../../client/routes/pageState';
import { browserDsn } from '../errorReporting/browserDsn';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import { renderErrorView, renderPage } from '../render/renderPage';
import { tenantMiddleware } from '../tenant/tenantMiddleware';
import { type PageEnv, pageCacheControl, resolveArgs, routeMatchMiddleware, routePattern } from './pageContext';
import { resolvePage } from './resolvePage';
import { startStreamedPart } from './streamedParts';

export const pageRoutes = new Hono<PageEnv>().get('*', tenantMiddleware('html'), routeMatchMiddleware(), async (c) => {
  const { site, menus, policyUrl, termsUrl } = c.var.shell;
  const match = c.var.routeMatch;
  const url = new URL(c.req.url);
  const args = resolveArgs(c, url, match);
  // The page's streamed part (if any) loads beside its loader; the render reads it behind Suspense.
  const render = {};
  startStreamedPart(match, args, render);
  const page = await resolvePage(match, args);
  const { head, jsonLd } = headOf(page.outcome, { site, menus, url });
  // Errors after the shell surface while the body streams: the scope is taken now, not looked up then.
  const reportScope = reportScopeOf(c);
  const reportRenderError = (error: unknown) =>
    reportServerError(error, { kind: 'render', tenant: c.var.subdomain, route: routePattern(match) }, reportScope);
  try {
    return await renderPage({
      state: { site, menus, policyUrl, termsUrl, currentYear: new Date().getUTCFullYear(), sentryDsn: browserDsn(c.env), page, layout: layoutOf(page.outcome) },
      head,
      jsonLd,
      streamedRender: render,
      status: statusOf(page.outcome),
      cacheControl: pageCacheControl(page.outcome),
      userAgent: c.req.header('user-agent') ?? null,
      onRenderError: (error) => {
        console.error('Render error', c.var.subdomain, url.pathname, error);
        reportRenderError(error);
      },
    });
  } catch (error) {
    console.error('Page shell failed to render', c.var.subdomain, url.pathname, error);
    reportRenderError(error);
    return renderErrorView('renderFailed', 500);
  }
});
