/**
 * @module Resolves the tenant from the Host header and loads its site shell for the routes after it.
 */
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { CmsClient } from '../../domain/cms/cmsContract';
import { subdomainFromHost } from '../../domain/host';
import { createCmsClient } from '../cms/cmsClient';
import { configOf, type AppEnv } from '../env';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import { renderErrorView } from '../render/renderPage';
import { loadSiteShell, type SiteShell } from '../siteShell/loadSiteShell';

export interface TenantVariables {
  subdomain: string;
  shell: SiteShell;
  /** The request's CMS client, created once here for the shell and every loader after it. */
  cms: CmsClient;
}
export type TenantEnv = AppEnv & { Variables: TenantVariables };

type Failure = 'noTenant' | 'unknownTenant' | 'unavailable';
const failureStatus: Record<Failure, 404 | 503> = { noTenant: 404, unknownTenant: 404, unavailable: 503 };

/** The site's own URL: the scheme the request came in on and the host it named. */
export function siteUrlOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.protocol}//${request.headers.get('host') ?? url.host}`;
}

/**
 * Tenant middleware; `respond` says how a request without a usable tenant is answered:
 * the HTML error view for pages, a JSON error for the site's JSON endpoints.
 */
export function tenantMiddleware(respond: 'html' | 'json') {
  const fail = (c: Context, failure: Failure) =>
    respond === 'html' ? renderErrorView(failure, failureStatus[failure]) : c.json({ error: failure }, failureStatus[failure]);

  return createMiddleware<TenantEnv>(async (c, next) => {
    const config = configOf(c.env);
    const tenant = subdomainFromHost(c.req.header('host') ?? new URL(c.req.url).host, config.PRODUCT_DOMAIN);
    if (tenant.kind !== 'tenant') return fail(c, 'noTenant');
    const cms = createCmsClient(c.env);
    let shell: SiteShell | null;
    try {
      shell = await loadSiteShell({ env: c.env, ctx: c.executionCtx, subdomain: tenant.subdomain, cms }, siteUrlOf(c.req.raw));
    } catch (error) {
      console.error('Site settings could not be loaded', tenant.subdomain, error instanceof Error ? error.message : error);
      reportServerError(error, { kind: 'loader', tenant: tenant.subdomain }, reportScopeOf(c));
      return fail(c, 'unavailable');
    }
    if (!shell) return fail(c, 'unknownTenant');
    c.set('subdomain', tenant.subdomain);
    c.set('shell', shell);
    c.set('cms', cms);
    await next();
  });
}
