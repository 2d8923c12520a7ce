/**
 * @module Middleware: the security headers on every response of the worker (pages, JSON, the CMS API,
 * media, crawler files, error views), with a new CSP nonce per response in `secureHeadersNonce`. The
 * headers were assembled at build time (securityPolicy.ts, `__SECURITY_HEADERS__`): a request only
 * draws its nonce and sets them.
 */
import { createMiddleware } from 'hono/factory';
import { type Bindings, configOf, type AppEnv } from '../env';

/** 128 random bits in base64: a nonce nobody can guess. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** True when CSP reports can go somewhere (a Sentry DSN is configured); false on a bad configuration too. */
export function reportsCspViolations(env: Bindings): boolean {
  try {
    return configOf(env).SENTRY_DSN !== undefined;
  } catch {
    // A bad configuration is answered (and logged) by the app's error handler, with these headers too.
    return false;
  }
}

/** The security headers of a response whose CSP nonce is `nonce`, naming the report endpoint when `reports`. */
export function securityHeaderEntries(reports: boolean, nonce: string): [string, string][] {
  const { noncePlaceholder, withReports, withoutReports } = __SECURITY_HEADERS__;
  return (reports ? withReports : withoutReports).map(([name, value]) => [name, value.includes(noncePlaceholder) ? value.replace(noncePlaceholder, nonce) : value]);
}

/** Sets the headers after the response is made. */
export function securityHeaders() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const nonce = newNonce();
    c.set('secureHeadersNonce', nonce);
    await next();
    const headers = c.res.headers;
    for (const [name, value] of securityHeaderEntries(reportsCspViolations(c.env), nonce)) headers.set(name, value);
  });
}
