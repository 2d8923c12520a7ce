/**
 * @module A server error as a Sentry event envelope, built with `@sentry/core`'s own functions (the SDK the
 * browser uses too) and posted with fetch: what toucan-js sent, without its client, scope and integrations
 * machinery and its second, older copy of the SDK (decision 016).
 */
import {
  type Event,
  type SdkMetadata,
  type StackFrame,
  type StackLineParser,
  addExceptionMechanism,
  applyAggregateErrorsToEvent,
  createEventEnvelope,
  createStackParser,
  dateTimestampInSeconds,
  exceptionFromError,
  getEnvelopeEndpointWithUrlEncodedAuth,
  makeDsn,
  serializeEnvelope,
  uuid4,
} from '@sentry/core';
import { nodeStackLineParser } from '@sentry/core/server';

/** Request headers a report may carry (toucan-js's default allow-list): they find the request in Cloudflare's logs. */
const allowedHeaders = ['cf-ray', 'cf-worker'];

/** How many `cause`s of an error are reported with it (toucan-js's linked errors limit). */
const causeLimit = 5;

const sdk: NonNullable<SdkMetadata['sdk']> = { name: 'edge-listing-site.worker', version: '1.0.0' };

/**
 * V8's stack lines as the Workers runtime writes them: one bundled file in a virtual root, so every frame
 * with a file is ours (in_app) and its path gets the leading slash source maps are uploaded under.
 */
function workersStackLineParser(): StackLineParser {
  const [priority, parseLine] = nodeStackLineParser((filename) => filename?.replace(/^.*\//, '').replace(/\.js$/, ''));
  return [
    priority,
    (line: string): StackFrame | undefined => {
      const frame = parseLine(line);
      if (!frame) return undefined;
      const { filename } = frame;
      return { ...frame, abs_path: filename !== undefined && !filename.startsWith('/') ? `/${filename}` : filename, in_app: filename !== undefined };
    },
  ];
}

const stackParser = createStackParser(workersStackLineParser());

/** What Sentry shows of the request: method, URL without its query, and the allowed headers. */
function requestData(request: Request): NonNullable<Event['request']> {
  const url = new URL(request.url);
  const headers = Object.fromEntries([...request.headers].filter(([name]) => allowedHeaders.includes(name)));
  return { method: request.method, url: `${url.protocol}//${url.hostname}${url.pathname}`, ...(Object.keys(headers).length ? { headers } : {}) };
}

/** The event of `error` (an Error with its causes, or anything thrown, wrapped), tagged and with its request. */
export function errorEvent(error: unknown, tags: Record<string, string>, request: Request): Event {
  const isError = error instanceof Error;
  const thrown = isError ? error : new Error(String(error));
  const event: Event = {
    event_id: uuid4(),
    timestamp: dateTimestampInSeconds(),
    level: 'error',
    platform: 'javascript',
    environment: 'production',
    exception: { values: [exceptionFromError(stackParser, thrown)] },
    tags,
    request: requestData(request),
  };
  addExceptionMechanism(event, { type: 'generic', handled: true, ...(isError ? {} : { synthetic: true }) });
  applyAggregateErrorsToEvent(exceptionFromError, stackParser, 'cause', causeLimit, event, { originalException: thrown });
  return event;
}

/**
 * Posts `event` to the DSN's project as an envelope; rejects on a bad DSN, a network failure or after
 * `timeoutMs`, so the caller decides what a failed report means.
 */
export async function sendEvent(dsnText: string, event: Event, timeoutMs: number): Promise<void> {
  const dsn = makeDsn(dsnText);
  if (!dsn) throw new Error('SENTRY_DSN is not a DSN');
  const envelope = serializeEnvelope(createEventEnvelope(event, dsn, { sdk }));
  // A string, or bytes when an item is binary (a copy: fetch takes bytes backed by an ArrayBuffer only).
  const body = typeof envelope === 'string' ? envelope : new Uint8Array(envelope);
  const response = await fetch(getEnvelopeEndpointWithUrlEncodedAuth(dsn, undefined, sdk), { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
  await response.body?.cancel();
}
