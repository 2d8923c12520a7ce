/**
 * @module The security headers of every response, as options of Hono's secure-headers middleware, which
 * assembles them at build time: build.mjs writes the static files' headers into dist/client/_headers
 * and compiles the worker's into the worker (`__SECURITY_HEADERS__`, set per response by
 * worker/security/securityHeaders.ts), so the worker carries the headers, not the library. build.mjs
 * (plain Node) loads this file: its own imports name their `.ts` extension.
 *
 * Scripts: only the site's own files ('self') and inline scripts carrying the response's nonce (React's
 * streaming scripts); no 'unsafe-inline', no 'unsafe-eval'. JSON-LD and the page state are data blocks
 * (`application/ld+json`, `application/json`), which CSP does not run. Styles may be inline (the tenant's
 * colours, the legal documents): CSS cannot run code. Images may come from any https host, because a
 * tenant's logo and cover picture are URLs in its CMS record. See docs/decisions/015-html-cache-and-csp.md.
 */
import { Hono } from 'hono/tiny';
import { secureHeaders } from 'hono/secure-headers';
import { cspReportPath } from './cspReportPath.ts';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type CspOptions = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>;

/** Stands for the response's nonce in the assembled headers; `securityHeaders` puts a new one in its place. */
export const noncePlaceholder = 'NONCE-PLACEHOLDER';

interface CspSettings {
  /** Allow inline scripts that carry the response's nonce (the worker's pages); static files have none. */
  nonce: boolean;
  /** Name the report endpoint: only when reports can go somewhere (a Sentry DSN is configured). */
  reports: boolean;
}

/** The Content-Security-Policy directives. */
function contentSecurityPolicy(settings: CspSettings): CspOptions {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: settings.nonce ? ["'self'", `'nonce-${noncePlaceholder}'`] : ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'https:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(settings.reports ? { reportUri: cspReportPath } : {}),
  };
}

/** Every security header: HSTS, nosniff, referrer and permissions policies, no framing, and the CSP. */
function securityHeaderOptions(settings: CspSettings): SecureHeadersOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(settings),
    // Every tenant is a subdomain of the product domain, served over HTTPS only.
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // frame-ancestors 'none' for browsers that read CSP, X-Frame-Options for those that do not.
    xFrameOptions: 'DENY',
    permissionsPolicy: {
      accelerometer: [],
      browsingTopics: [],
      camera: [],
      geolocation: [],
      gyroscope: [],
      magnetometer: [],
      microphone: [],
      payment: [],
      usb: [],
    },
  };
}

/** The security headers of `settings`, as Hono's secure-headers middleware sets them on a response. */
async function securityHeaderList(settings: CspSettings): Promise<[string, string][]> {
  const app = new Hono().use(secureHeaders(securityHeaderOptions(settings))).get('*', (c) => c.body(null, 204));
  const response = await app.request('/');
  return [...response.headers.entries()];
}

/**
 * The headers the static files get (Workers Assets serves them, not the worker): the same
 * policy, without a nonce and without a report endpoint.
 */
export function staticFileHeaders(): Promise<[string, string][]> {
  return securityHeaderList({ nonce: false, reports: false });
}

/**
 * The headers a browser still reads on a script or stylesheet a page loads: nosniff (a script must be
 * served as one) and the resource policy (no other site may load it). The rest steer a document (its
 * policy, framing, opener, features), and a script inherits its page's; on each of a page view's scripts
 * they were ~0.7 kB of headers for nothing on each of a page view's scripts.
 */
const subresourceHeaderNames: ReadonlySet<string> = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

/** Of `headers`, the names a page's scripts and stylesheets go without (dist/client/_headers detaches them). */
export function documentOnlyHeaderNames(headers: readonly [string, string][]): string[] {
  return headers.map(([name]) => name).filter((name) => !subresourceHeaderNames.has(name));
}

/** The worker's headers (`__SECURITY_HEADERS__`): with and without a report endpoint, the nonce a placeholder. */
export async function workerSecurityHeaders(): Promise<WorkerSecurityHeaders> {
  return {
    noncePlaceholder,
    withReports: await securityHeaderList({ nonce: true, reports: true }),
    withoutReports: await securityHeaderList({ nonce: true, reports: false }),
  };
}
