/**
 * @module Middleware: the security headers on every response of the worker (pages, JSON, the CMS API,
 * media, crawler files, error views), with a new CSP nonce per response in `secureHeadersNonce`. The
 * headers were assembled at build time (securityPolicy.ts, `__SECURITY_HEADERS__`): a request only
 * draws its nonce and sets them.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Config } from '../env';

/** 128 random bits in base64: a nonce nobody can guess. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * True when CSP reports can go somewhere (a Sentry DSN is configured). Without a configuration (a bad one
 * is answered and logged by the app's error handler, with these headers too) there is nowhere to send them.
 */
export function reportsCspViolations(config: Config | undefined): boolean {
  return config?.SENTRY_DSN !== undefined;
}

/** The assembled headers, split once into those that never change and those that name the nonce. */
const preparedHeaders = new Map<boolean, { fixed: Record<string, string>; withNonce: [string, string][] }>();

function prepared(reports: boolean) {
  let headers = preparedHeaders.get(reports);
  if (!headers) {
    const { noncePlaceholder, withReports, withoutReports } = __SECURITY_HEADERS__;
    const entries = reports ? withReports : withoutReports;
    headers = {
      fixed: Object.fromEntries(entries.filter(([, value]) => !value.includes(noncePlaceholder))),
      withNonce: entries.filter(([, value]) => value.includes(noncePlaceholder)),
    };
    preparedHeaders.set(reports, headers);
  }
  return headers;
}

/** The security headers of a response whose CSP nonce is `nonce`, naming the report endpoint when `reports`. */
export function securityHeaderRecord(reports: boolean, nonce: string): Record<string, string> {
  const { fixed, withNonce } = prepared(reports);
  const record = { ...fixed };
  for (const [name, value] of withNonce) record[name] = value.replace(__SECURITY_HEADERS__.noncePlaceholder, nonce);
  return record;
}

/** Sets the headers after the response is made. */
export function securityHeaders() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const nonce = newNonce();
    c.set('secureHeadersNonce', nonce);
    await next();
    const headers = c.res.headers;
    // Unset when the configuration could not be parsed (the error view is being answered).
    const config: Config | undefined = c.get('config');
    for (const [name, value] of Object.entries(securityHeaderRecord(reportsCspViolations(config), nonce))) headers.set(name, value);
    // A picture other origins load keeps its own resource policy (and a drawn SVG its stricter CSP).
    for (const [name, value] of Object.entries(c.get('pictureSecurityHeaders') ?? {})) headers.set(name, value);
  });
}
