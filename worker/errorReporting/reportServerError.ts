/**
 * @module Reports a server error to Sentry with toucan-js, tagged with tenant and route, never in the response's way.
 */
import { Toucan } from 'toucan-js';
import { subdomainFromHost } from '../../domain/tenant/host';
import { matchRoute, routes } from '../../client/routes/routeTable';
import { currentReportScope, type ReportScope } from './requestScope';

/** What failed, as the `kind` tag: lets alerts tell a CMS outage from a rendering bug. */
type ServerErrorKind = 'loader' | 'render' | 'cache-refresh' | 'unhandled';

interface ServerErrorTags {
  kind: ServerErrorKind;
  /** The tenant's subdomain; read from the request's Host header when not given. */
  tenant?: string;
  /** The route pattern; derived from the request path when not given. */
  route?: string;
}

/** How long a report may keep the request alive (in `waitUntil`) while it is sent. */
const flushTimeoutMs = 5_000;

/** The route pattern of a path, so one failing route is one tag value; unknown paths keep their path. */
export function routeTag(path: string): string {
  const match = matchRoute(path);
  // The catch-all menu page matches any path (API ones too): there the path itself says more.
  return match && match.routeId !== 'menuPage' ? routes[match.routeId].pattern : path;
}

/** The tenant tag of a request: its subdomain, or `none` for the bare and foreign hosts. */
function tenantTag(request: Request, productDomain: string): string {
  const tenant = subdomainFromHost(request.headers.get('host') ?? new URL(request.url).host, productDomain);
  return tenant.kind === 'tenant' ? tenant.subdomain : 'none';
}

/**
 * Sends `error` to the configured DSN in the background (`ctx.waitUntil`); does nothing without a DSN
 * or outside a request. Never throws and never rejects: a broken reporter must not break a page.
 * @example reportServerError(error, { kind: 'render', tenant: 'immo1', route: '/' })
 */
export function reportServerError(error: unknown, tags: ServerErrorTags, scope: ReportScope | undefined = currentReportScope()): void {
  try {
    if (!scope) return;
    const { config, ctx, request } = scope;
    if (!config.SENTRY_DSN) return;
    // Toucan passes its raw send promise to waitUntil; a failed send must not become an unhandled rejection.
    const context = { waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise.catch(() => undefined)) };
    const sentry = new Toucan({ dsn: config.SENTRY_DSN, context, request });
    sentry.setTag('tenant', tags.tenant ?? tenantTag(request, config.PRODUCT_DOMAIN));
    sentry.setTag('route', tags.route ?? routeTag(new URL(request.url).pathname));
    sentry.setTag('kind', tags.kind);
    sentry.captureException(error);
    // The event is built asynchronously; flushing inside waitUntil keeps the request alive until it is sent.
    const flushed = sentry.getClient()?.flush(flushTimeoutMs);
    if (flushed) ctx.waitUntil(Promise.resolve(flushed).catch(() => undefined));
  } catch {
    // Reporting is best effort: the response being served matters more than the report.
  }
}
