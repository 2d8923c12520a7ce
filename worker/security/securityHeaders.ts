/**
 * @module Middleware: the security headers on every response of the worker (pages, JSON, the CMS API,
 * media, crawler files, error views), with a new CSP nonce per response in `secureHeadersNonce`. The
 * headers were assembled at build time (securityPolicy.ts, `__SECURITY_HEADERS__`): a request only
 * draws its nonce and sets them.
 */
import { createMiddleware } from 'hono/factory';
import { configOf, type AppEnv } from '../env';

/** 128 random bits in base64: a nonce nobody can guess. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** Sets the headers after the response is made; CSP reports are asked for only when a DSN can take them. */
export function securityHeaders() {
  const { noncePlaceholder, withReports, withoutReports } = __SECURITY_HEADERS__;
  return createMiddleware<AppEnv>(async (c, next) => {
    let reports = false;
    try {
      reports = configOf(c.env).SENTRY_DSN !== undefined;
    } catch {
      // A bad configuration is answered (and logged) by the app's error handler, with these headers too.
    }
    const nonce = newNonce();
    c.set('secureHeadersNonce', nonce);
    await next();
    const headers = c.res.headers;
    for (const [name, value] of reports ? withReports : withoutReports) {
      headers.set(name, value.includes(noncePlaceholder) ? value.replace(noncePlaceholder, nonce) : value);
    }
  });
}
