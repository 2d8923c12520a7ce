/**
 * @module POST /monitoring/csp (mounted at cspReportPath, the CSP's report-uri): browsers' Content-Security-Policy violation reports, forwarded to the
 * security endpoint of the configured Sentry project (built from SENTRY_DSN alone, as the tunnel's).
 * Without a DSN the CSP names no report endpoint and this path answers 404.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import { parseDsn, securityReportUrl } from '../../domain/errorReporting/sentryDsn';
import type { AppEnv } from '../env';
import { mediaTypeOf } from '../mediaType';
import { forwardToSentry, monitoringError } from './forwardToSentry';
import { readLimitedBody } from '../../domain/helpers/readLimitedBody';

/** A report is a few hundred bytes; a batch of the Reporting API a few kB. */
export const maxReportBytes = 64 * 1024;

/** `report-uri` sends one report as `application/csp-report`; the Reporting API (`report-to`) a batch as `application/reports+json`. */
const reportSchemas = {
  'application/csp-report': z.object({ 'csp-report': z.looseObject({}) }),
  'application/reports+json': z.array(z.looseObject({ type: z.string(), body: z.looseObject({}) })).check(z.minLength(1), z.maxLength(100)),
};
type ReportType = keyof typeof reportSchemas;

const isReportType = (type: string): type is ReportType => Object.hasOwn(reportSchemas, type);

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

export const cspReportRoutes = new Hono<AppEnv>().all('/', async (c) => {
  const { config } = c.var;
  const dsn = config.SENTRY_DSN ? parseDsn(config.SENTRY_DSN) : null;
  if (!dsn) return monitoringError('not_found', 404);
  if (c.req.method !== 'POST') return monitoringError('method_not_allowed', 405, { allow: 'POST' });
  const type = mediaTypeOf(c.req.header('content-type'));
  if (!isReportType(type)) return monitoringError('unsupported_media_type', 415);
  // A declared length over the limit is refused before a byte is read; the counter below holds it for chunked bodies.
  if (Number(c.req.header('content-length') ?? 0) > maxReportBytes) return monitoringError('payload_too_large', 413);
  const body = await readLimitedBody(c.req.raw.body, maxReportBytes);
  if (body.kind === 'tooLarge') return monitoringError('payload_too_large', 413);
  if (!z.safeParse(reportSchemas[type], parseJson(body.bytes)).success) return monitoringError('malformed_report', 400);
  // The browser's User-Agent lets Sentry group reports by browser; cookies and addresses stay here.
  const userAgent = c.req.header('user-agent');
  const headers = { 'content-type': type, ...(userAgent ? { 'user-agent': userAgent } : {}) };
  return forwardToSentry(securityReportUrl(dsn), headers, body.bytes, config.MONITORING_UPSTREAM_TIMEOUT_MS);
});
