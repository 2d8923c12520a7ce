/**
 * @module Middleware: the security headers on every response of the worker (pages, JSON, the CMS API,
 * media, crawler files, error views), with a new CSP nonce per response in `secureHeadersNonce`.
 */
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { configOf, type AppEnv } from '../env';
import { securityHeaderOptions } from './securityPolicy';

const withReports = secureHeaders(securityHeaderOptions({ nonce: true, reports: true }));
const withoutReports = secureHeaders(securityHeaderOptions({ nonce: true, reports: false }));

/** Sets the headers after the response is made; CSP reports are asked for only when a DSN can take them. */
export function securityHeaders() {
  return createMiddleware<AppEnv>(async (c, next) => {
    let reports = false;
    try {
      reports = configOf(c.env).SENTRY_DSN !== undefined;
    } catch {
      // A bad configuration is answered (and logged) by the app's error handler, with these headers too.
    }
    await (reports ? withReports : withoutReports)(c, next);
  });
}
