import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type AppEnv, configMiddleware, configOf } from '../env';
import { fakeIngestProject, type ReceivedEnvelope } from '../test/fakeIngest';
import { errorReportingScope } from './requestScope';
import { reportServerError, routeTag } from './reportServerError';

const eventSchema = z.object({
  exception: z.object({ values: z.array(z.object({ value: z.string() })) }),
  tags: z.record(z.string(), z.string()),
});

/** The events of the envelopes received, parsed (an envelope is a header line, then item header and payload lines). */
function eventsOf(received: ReceivedEnvelope[]) {
  return received.flatMap(({ body }) => {
    const [, itemHeader, payload] = new TextDecoder().decode(body).split('\n');
    return itemHeader?.includes('"event"') && payload ? [eventSchema.parse(JSON.parse(payload))] : [];
  });
}

function scopeFor(vars: Record<string, string>, url = 'http://immo1.localhost/') {
  const ctx = createExecutionContext();
  return { scope: { config: configOf({ ...env, ...vars }), ctx, request: new Request(url) }, settled: () => waitOnExecutionContext(ctx) };
}

describe('reportServerError', () => {
  it('sends nothing when no DSN is configured', async () => {
    const ingest = await fakeIngestProject();
    const { scope, settled } = scopeFor({});
    reportServerError(new Error('boom'), { kind: 'render' }, scope);
    await settled();
    await expect(ingest.received()).resolves.toEqual([]);
  });

  it('sends the error to the DSN, tagged with tenant, route and kind, within waitUntil', async () => {
    const ingest = await fakeIngestProject();
    const { scope, settled } = scopeFor({ SENTRY_DSN: ingest.dsn });
    reportServerError(new Error('render-boom'), { kind: 'render', tenant: 'immo1', route: '/' }, scope);
    await settled();
    const received = await ingest.received();
    expect(received.map((r) => r.url.split('?')[0])).toEqual([ingest.envelopePath]);
    const [event] = eventsOf(received);
    expect(event?.exception.values[0]?.value).toBe('render-boom');
    expect(event?.tags).toMatchObject({ tenant: 'immo1', route: '/', kind: 'render' });
  });

  it('reads the tenant from the Host header and the route from the path when not given', async () => {
    const ingest = await fakeIngestProject();
    const { scope, settled } = scopeFor({ SENTRY_DSN: ingest.dsn }, 'http://lakaspont.localhost/nincs-ilyen');
    reportServerError(new Error('boom'), { kind: 'loader' }, scope);
    await settled();
    expect(eventsOf(await ingest.received())[0]?.tags).toMatchObject({ tenant: 'lakaspont', route: '/nincs-ilyen', kind: 'loader' });
  });

  it('swallows a failing send: no throw, no rejected waitUntil', async () => {
    const ingest = await fakeIngestProject({ kind: 'destroy' });
    const { scope, settled } = scopeFor({ SENTRY_DSN: ingest.dsn });
    expect(() => reportServerError(new Error('boom'), { kind: 'render' }, scope)).not.toThrow();
    await expect(settled()).resolves.toBeUndefined();
    await expect(ingest.received()).resolves.toHaveLength(1);
  });

  it('swallows an error of the reporter itself (here a waitUntil that throws)', async () => {
    const ingest = await fakeIngestProject();
    const { scope, settled } = scopeFor({ SENTRY_DSN: ingest.dsn });
    const throwing = { ...scope, ctx: { waitUntil: () => { throw new Error('waitUntil-boom'); } } };
    expect(() => reportServerError(new Error('boom'), { kind: 'render' }, throwing)).not.toThrow();
    await expect(settled()).resolves.toBeUndefined();
  });

  it('finds the request scope inside errorReportingScope, also in a background promise', async () => {
    const ingest = await fakeIngestProject();
    const app = new Hono<AppEnv>().use(configMiddleware()).use(errorReportingScope()).get('/', (c) => {
      c.executionCtx.waitUntil(Promise.reject(new Error('refresh-boom')).catch((error: unknown) => reportServerError(error, { kind: 'cache-refresh' })));
      return c.text('served');
    });
    const ctx = createExecutionContext();
    const response = await app.request('http://debrecen.localhost/', {}, { ...env, SENTRY_DSN: ingest.dsn }, ctx);
    await expect(response.text()).resolves.toBe('served');
    await waitOnExecutionContext(ctx);
    expect(eventsOf(await ingest.received())[0]?.tags).toMatchObject({ tenant: 'debrecen', route: '/', kind: 'cache-refresh' });
  });
});

describe('routeTag', () => {
  it('names a page by its route pattern', () => {
    expect(routeTag('/')).toBe('/');
  });

  it('keeps the path of a path no route matches', () => {
    expect(routeTag('/api/site/dropdown-options')).toBe('/api/site/dropdown-options');
  });
});
