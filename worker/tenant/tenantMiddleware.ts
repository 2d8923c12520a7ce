/**
 * @module Resolves the tenant from the Host header, once per request, and loads its site shell for the routes after it.
 */
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { CmsClient } from '../../domain/cms/cmsContract';
import { backOfficeCms } from '../cms/backOfficeCms';
import { createCmsClient } from '../cms/cmsClient';
import { bookmarkCookie } from '../d1/databaseSession';
import type { AppEnv } from '../env';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import { renderErrorView } from '../render/renderPage';
import { loadSiteShell, type SiteShell } from './loadSiteShell';
import { tenantSwrScope } from './tenantCache';
import { requestTenant } from '../../domain/tenant/host';
import { isKnownTenant } from './tenantDirectory';

interface TenantVariables {
  subdomain: string;
  /** The site's own origin (canonical, og:url): the tenant under the configured domain. */
  siteUrl: string;
  shell: SiteShell;
  /** The request's CMS client, created once here for the shell and every loader after it. */
  cms: CmsClient;
}
export type TenantEnv = AppEnv & { Variables: TenantVariables };

type Failure = 'badHost' | 'noTenant' | 'unknownTenant' | 'unavailable';
const failureStatus: Record<Failure, 400 | 404 | 503> = { badHost: 400, noTenant: 404, unknownTenant: 404, unavailable: 503 };

/** The site's machine-read paths (its JSON API and the crawler files) answer a missing tenant as JSON; pages with the error view. */
function answersJson(path: string): boolean {
  return path.startsWith('/api/') || path === '/robots.txt' || /^\/sitemap[^/]*\.xml$/.test(path);
}

/**
 * The D1 bookmark a visitor's own write left them (worker/d1/databaseSession.ts), read on the site API
 * only: pages are one cached document for everyone and read from wherever is nearest.
 */
function visitorBookmark<E extends AppEnv>(c: Context<E>): string | undefined {
  return c.req.path.startsWith('/api/site/') ? getCookie(c, bookmarkCookie) : undefined;
}

function fail<E extends AppEnv>(c: Context<E>, failure: Failure): Response | Promise<Response> {
  return answersJson(c.req.path) ? c.json({ error: failure }, failureStatus[failure]) : renderErrorView(failure === 'badHost' ? 'noTenant' : failure, failureStatus[failure]);
}

/**
 * Resolves the request's tenant and loads its site shell for everything after it; mounted once, in
 * front of every tenant path. A host that is malformed or outside the product domain is a 4xx, never a 5xx.
 */
export function tenantMiddleware() {
  return createMiddleware<TenantEnv>(async (c, next) => {
    const { config } = c.var;
    const tenant = requestTenant(c.req.header('host'), new URL(c.req.url), { productDomain: config.PRODUCT_DOMAIN, port: config.SITE_PORT });
    if (tenant.kind !== 'tenant') return fail(c, tenant.kind);
    const { subdomain, siteUrl } = tenant;
    const scope = { cache: tenantSwrScope(c.env, config, c.executionCtx), cms: createCmsClient(config, backOfficeCms(c.env, visitorBookmark(c))), subdomain };
    let shell: SiteShell | null;
    try {
      if (!(await isKnownTenant(scope.cache, scope.cms, subdomain))) return fail(c, 'unknownTenant');
      shell = await loadSiteShell(scope, siteUrl);
    } catch (error) {
      console.error('Site settings could not be loaded', subdomain, error instanceof Error ? error.message : error);
      reportServerError(error, { kind: 'loader', tenant: subdomain }, reportScopeOf(c));
      return fail(c, 'unavailable');
    }
    if (!shell) return fail(c, 'unknownTenant');
    c.set('subdomain', subdomain);
    c.set('siteUrl', siteUrl);
    c.set('shell', shell);
    c.set('cms', scope.cms);
    await next();
  });
}
