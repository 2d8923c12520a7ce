/**
 * @module Every page path of a tenant: pick the route, build the head and state, stream the page.
 */
import { Hono } from 'hono';
import type { BootstrapState } from '../../domain/bootstrapState';
import { entryForPath } from '../../domain/menu';
import { menuPageHead, notFoundPageHead } from '../../domain/pageHead';
import { matchRoute } from '../../domain/routes';
import { siteJsonLd } from '../../domain/structuredData';
import { renderErrorView, renderPage } from '../render/renderPage';
import { tenantMiddleware, type TenantEnv } from '../tenant/tenantMiddleware';

export const pageRoutes = new Hono<TenantEnv>().get('*', tenantMiddleware('html'), async (c) => {
  const { site, menus, policyUrl, termsUrl } = c.var.shell;
  const path = c.req.path;
  const match = matchRoute(path);
  const head = match ? menuPageHead(site, entryForPath(menus, match.route.pattern)?.label ?? '', path) : notFoundPageHead(site, path);
  const state: BootstrapState = {
    site,
    menus,
    policyUrl,
    termsUrl,
    currentYear: new Date().getUTCFullYear(),
    path,
    page: match ? { routeId: match.route.id } : { routeId: 'notFound' },
  };
  try {
    return await renderPage({
      state,
      head,
      status: match ? 200 : 404,
      userAgent: c.req.header('user-agent') ?? null,
      jsonLd: match?.route.id === 'home' ? siteJsonLd(site) : null,
      onRenderError: (error) => console.error('Render error', c.var.subdomain, path, error),
    });
  } catch (error) {
    console.error('Page shell failed to render', c.var.subdomain, path, error);
    return renderErrorView('renderFailed', 500);
  }
});
