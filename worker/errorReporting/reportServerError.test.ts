import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../env';
import { errorReportingScope } from './requestScope';
import { reportServerError, routeTag } from './reportServerError';

const dsn = 'https://publickey@o1.ingest.sentry.io/42';

/** Records every outbound request (toucan's sends) and answers with `answer`. */
function stubIngest(answer: () => Promise<Response> = async () => Response.json({})) {
  const sent: { url: string; body: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, body: new TextDecoder().decode(await request.arrayBuffer()) });
    return answer();
  });
  return sent;
}

/** The event items of the envelopes sent, parsed. */
function sentEvents(sent: { body: string }[]) {
  return sent.flatMap(({ body }) => {
    const [, itemHeader, payload] = body.split('\n');
    return itemHeader?.includes('"event"') && payload ? [JSON.parse(payload)] : [];
  });
}

function scopeFor(vars: Record<string, string>, url = 'http://immo1.localhost/') {
  const ctx = createExecutionContext();
  return { scope: { env: { ...env, ...vars }, ctx, request: new Request(url) }, settled: () => waitOnExecutionContext(ctx) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reportServerError', () => {
  it('sends nothing when no DSN is configured', async () => {
    const sent = stubIngest();
    const { scope, settled } = scopeFor({});
    reportServerError(new Error('boom'), { kind: 'render' }, scope);
    await settled();
    expect(sent).toHaveLength(0);
  });

  it('sends the error to the DSN, tagged with tenant, route and kind, within waitUntil', async () => {
    const sent = stubIngest();
    const { scope, settled } = scopeFor({ SENTRY_DSN: dsn });
    reportServerError(new Error('render-boom'), { kind: 'render', tenant: 'immo1', route: '/' }, scope);
    await settled();
    expect(sent.map((s) => s.url.split('?')[0])).toEqual(['https://o1.ingest.sentry.io/api/42/envelope/']);
    const [event] = sentEvents(sent);
    expect(event.exception.values[0].value).toBe('render-boom');
    expect(event.tags).toMatchObject({ tenant: 'immo1', route: '/', kind: 'render' });
  });

  it('reads the tenant from the Host header and the route from the path when not given', async () => {
    const sent = stubIngest();
    const { scope, settled } = scopeFor({ SENTRY_DSN: dsn }, 'http://lakaspont.localhost/nincs-ilyen');
    reportServerError(new Error('boom'), { kind: 'loader' }, scope);
    await settled();
    expect(sentEvents(sent)[0].tags).toMatchObject({ tenant: 'lakaspont', route: '/nincs-ilyen', kind: 'loader' });
  });

  it('swallows a failing send: no throw, no rejected waitUntil', async () => {
    stubIngest(() => Promise.reject(new TypeError('Network connection lost.')));
    const { scope, settled } = scopeFor({ SENTRY_DSN: dsn });
    expect(() => reportServerError(new Error('boom'), { kind: 'render' }, scope)).not.toThrow();
    await expect(settled()).resolves.toBeUndefined();
  });

  it('swallows an error of the reporter itself (here an invalid configuration)', async () => {
    const sent = stubIngest();
    const { scope, settled } = scopeFor({ SENTRY_DSN: 'not a dsn' });
    expect(() => reportServerError(new Error('boom'), { kind: 'render' }, scope)).not.toThrow();
    await settled();
    expect(sent).toHaveLength(0);
  });

  it('finds the request scope inside errorReportingScope, also in a background promise', async () => {
    const sent = stubIngest();
    const app = new Hono<AppEnv>().use(errorReportingScope()).get('/', (c) => {
      c.executionCtx.waitUntil(Promise.reject(new Error('refresh-boom')).catch((error: unknown) => reportServerError(error, { kind: 'cache-refresh' })));
      return c.text('served');
    });
    const ctx = createExecutionContext();
    const response = await app.request('http://debrecen.localhost/', {}, { ...env, SENTRY_DSN: dsn }, ctx);
    await expect(response.text()).resolves.toBe('served');
    await waitOnExecutionContext(ctx);
    expect(sentEvents(sent)[0].tags).toMatchObject({ tenant: 'debrecen', route: '/', kind: 'cache-refresh' });
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
