/**
 * @module Sentry DSNs: parsing, project matching, the ingest URL, and the public form the browser may see.
 */

/** The parts of a DSN `{protocol}//{publicKey}[:secret]@{host}{pathPrefix}/{projectId}` we use. */
interface Dsn {
  protocol: 'http:' | 'https:';
  publicKey: string;
  /** Host name and, when not the default, port (as URL.host normalises them). */
  host: string;
  /** A path before the project id, for Sentry behind a path prefix; usually empty. */
  pathPrefix: string;
  projectId: string;
}

/**
 * Parses a DSN; null for anything that is not one (no key, no numeric project id, another scheme).
 * @example parseDsn('https://abc@o1.ingest.sentry.io/42') // { protocol: 'https:', publicKey: 'abc', host: 'o1.ingest.sentry.io', pathPrefix: '', projectId: '42' }
 */
export function parseDsn(text: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.username || url.search || url.hash) return null;
  const segments = url.pathname.split('/');
  const projectId = segments.pop() ?? '';
  if (!/^\d+$/.test(projectId)) return null;
  return { protocol: url.protocol, publicKey: url.username, host: url.host, pathPrefix: segments.join('/'), projectId };
}

/** True when both DSNs name the same Sentry project: the same host (with port) and project id. */
export function sameProject(a: Dsn, b: Dsn): boolean {
  return a.host === b.host && a.projectId === b.projectId;
}

/**
 * The envelope endpoint of a DSN's project, built from the DSN's parts alone.
 * @example envelopeUrl(parseDsn('https://abc@o1.ingest.sentry.io/42')!) // 'https://o1.ingest.sentry.io/api/42/envelope/'
 */
export function envelopeUrl(dsn: Dsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}

/**
 * The DSN as the browser may see it: the public key only. A legacy secret key (`key:secret@`)
 * is dropped, so configuring one by mistake never reaches a page.
 */
export function publicDsn(dsn: Dsn): string {
  return `${dsn.protocol}//${dsn.publicKey}@${dsn.host}${dsn.pathPrefix}/${dsn.projectId}`;
}

/**
 * The security report endpoint of a DSN's project (CSP violation reports), built from the DSN's parts alone.
 * @example securityReportUrl(parseDsn('https://abc@o1.ingest.sentry.io/42')!) // 'https://o1.ingest.sentry.io/api/42/security/?sentry_key=abc'
 */
export function securityReportUrl(dsn: Dsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/security/?sentry_key=${encodeURIComponent(dsn.publicKey)}`;
}
