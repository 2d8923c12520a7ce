/**
 * @module POST /monitoring (mounted there): the same-origin tunnel that forwards the browser SDK's envelopes to Sentry.
 *
 * The tunnel is an open door on every host we serve, so it forwards only what the configured project
 * would accept anyway: the destination comes from SENTRY_DSN alone, never from the request, and
 * nothing leaves before the envelope is checked.
 */
import { Hono } from 'hono/tiny';
import { parseDsn, envelopeUrl, sameProject } from '../../domain/errorReporting/sentryDsn';
import type { AppEnv } from '../env';
import { parseEnvelope } from './envelope';
import { forwardToSentry, monitoringError } from './forwardToSentry';
import { readLimitedBody } from '../../domain/helpers/readLimitedBody';

/** Larger than any envelope the browser SDK sends (replay segments are compressed and small). */
export const maxEnvelopeBytes = 1024 * 1024;

export const monitoringRoutes = new Hono<AppEnv>().all('/', async (c) => {
  const { config } = c.var;
  const configured = config.SENTRY_DSN ? parseDsn(config.SENTRY_DSN) : null;
  // Without a DSN there is no tunnel: the path answers like any unknown one.
  if (!configured) return monitoringError('not_found', 404);
  if (c.req.method !== 'POST') return monitoringError('method_not_allowed', 405, { allow: 'POST' });

  const declaredLength = Number(c.req.header('content-length') ?? 0);
  if (declaredLength > maxEnvelopeBytes) return monitoringError('payload_too_large', 413);
  // Content-Length can be absent (chunked) or lie: the counter while reading is what holds the limit.
  const body = await readLimitedBody(c.req.raw.body, maxEnvelopeBytes);
  if (body.kind === 'tooLarge') return monitoringError('payload_too_large', 413);

  const envelope = parseEnvelope(body.bytes);
  const dsn = envelope ? parseDsn(envelope.header.dsn) : null;
  if (!dsn) return monitoringError('malformed_envelope', 400);
  if (!sameProject(dsn, configured)) return monitoringError('foreign_dsn', 403);

  return forwardToSentry(envelopeUrl(configured), { 'content-type': 'application/x-sentry-envelope' }, body.bytes, config.MONITORING_UPSTREAM_TIMEOUT_MS);
});
