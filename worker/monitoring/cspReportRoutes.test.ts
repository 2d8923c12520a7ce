import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fakeIngestProject, type FakeIngestProject } from '../test/fakeIngest';
import { cspReportRoutes, maxReportBytes } from './cspReportRoutes';
import { Hono } from 'hono';
import { type AppEnv, configMiddleware } from '../env';

/** The routes as the app mounts them, behind its configuration middleware. */
const mounted = new Hono<AppEnv>().use(configMiddleware()).route('/monitoring/csp', cspReportRoutes);

/** What Chromium sends to a `report-uri` endpoint. */
const cspReport = JSON.stringify({
  'csp-report': {
    'document-uri': 'http://immo1.localhost/',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    disposition: 'enforce',
    'status-code': 200,
  },
});

/** What the Reporting API (`report-to`) sends: a batch. */
const reportingApiBatch = JSON.stringify([
  { type: 'csp-violation', age: 10, url: 'http://immo1.localhost/', user_agent: 'Chromium', body: { blockedURL: 'inline', effectiveDirective: 'script-src-elem' } },
]);

const bindings = (vars: Record<string, string>) => ({ ...env, ...vars });

const post = (ingest: FakeIngestProject | null, body: BodyInit, contentType: string) =>
  mounted.request(
    '/monitoring/csp',
    { method: 'POST', body, headers: { 'content-type': contentType, 'user-agent': 'Chromium-Test', cookie: 'cookie_consent=true' } },
    bindings(ingest ? { SENTRY_DSN: ingest.dsn } : {}),
  );

describe('POST /monitoring/csp', () => {
  it('forwards a report-uri report once, unchanged, to the security endpoint built from the DSN, without the cookies', async () => {
    const ingest = await fakeIngestProject();
    const response = await post(ingest, cspReport, 'application/csp-report');
    expect(response.status).toBe(200);
    const [received, ...more] = await ingest.received();
    expect(more).toEqual([]);
    const projectId = ingest.envelopePath.split('/')[2];
    expect([received?.method, received?.url]).toEqual(['POST', `/api/${projectId}/security/?sentry_key=publickey`]);
    expect(new TextDecoder().decode(received?.body)).toBe(cspReport);
    expect(received?.headers).toMatchObject({ 'content-type': 'application/csp-report', 'user-agent': 'Chromium-Test' });
    expect(received?.headers).not.toHaveProperty('cookie');
  });

  it('forwards a Reporting API batch with its own content type', async () => {
    const ingest = await fakeIngestProject();
    expect((await post(ingest, reportingApiBatch, 'application/reports+json')).status).toBe(200);
    const [received] = await ingest.received();
    expect(received?.headers).toMatchObject({ 'content-type': 'application/reports+json' });
  });

  it('answers 404 and sends nothing without a DSN', async () => {
    expect((await post(null, cspReport, 'application/csp-report')).status).toBe(404);
  });

  it('refuses what is not a report before anything is sent', async () => {
    const ingest = await fakeIngestProject();
    const cases: [BodyInit, string, number][] = [
      [cspReport, 'text/plain', 415],
      ['{"not":"a report"}', 'application/csp-report', 400],
      ['[]', 'application/reports+json', 400],
      ['{', 'application/csp-report', 400],
      [new Uint8Array([0xff, 0xfe]), 'application/csp-report', 400],
      [JSON.stringify({ 'csp-report': { pad: 'x'.repeat(maxReportBytes) } }), 'application/csp-report', 413],
    ];
    for (const [body, type, status] of cases) expect({ type, status: (await post(ingest, body, type)).status }).toEqual({ type, status });
    expect(await ingest.received()).toEqual([]);
  });

  it('refuses a declared Content-Length over the limit with 413 before reading the body', async () => {
    const ingest = await fakeIngestProject();
    let pulled = false;
    // A body that never ends: reading it would hang the test.
    const endless = new ReadableStream<Uint8Array>({ pull: () => void (pulled = true) }, { highWaterMark: 0 });
    const response = await mounted.request(
      '/monitoring/csp',
      { method: 'POST', body: endless, headers: { 'content-type': 'application/csp-report', 'content-length': String(2 * 1024 * 1024) } },
      bindings({ SENTRY_DSN: ingest.dsn }),
    );
    expect([response.status, pulled]).toEqual([413, false]);
    expect(await ingest.received()).toEqual([]);
  });

  it('answers 405 with Allow to other methods', async () => {
    const ingest = await fakeIngestProject();
    const response = await mounted.request('/monitoring/csp', {}, bindings({ SENTRY_DSN: ingest.dsn }));
    expect([response.status, response.headers.get('allow')]).toEqual([405, 'POST']);
  });

  it('answers 504 when Sentry does not answer in time', async () => {
    const ingest = await fakeIngestProject({ kind: 'hang' });
    const response = await mounted.request(
      '/monitoring/csp',
      { method: 'POST', body: cspReport, headers: { 'content-type': 'application/csp-report' } },
      bindings({ SENTRY_DSN: ingest.dsn, MONITORING_UPSTREAM_TIMEOUT_MS: '200' }),
    );
    expect(response.status).toBe(504);
  });
});
