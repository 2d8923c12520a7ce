/**
 * Server errors reported by toucan-js straight to the DSN (a fake Sentry), with a fake CMS the test breaks on purpose.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { envelopeItems, type FakeIngest, type RecordedRequest, startFakeIngest } from './harness/fakeIngest';
import { requestWithHost, type RunningWorker, startWorker } from './harness/worker';

let ingest: FakeIngest;
let cms: FakeIngest;
let worker: RunningWorker;

/** A minimal public-site-domain record for `subdomain` (SPEC section 3). */
const siteRecord = (subdomain: string, siteName: string) => ({
  subdomain,
  unit_type: 'franchise',
  unit_id: 7,
  corporate_identities: [{ logo_url: null, cover_picture_url: null, main_color: '#123456', second_color: '#b79267' }],
  public_site_setting: [{ key: 'site_name', value: siteName }],
});

/** A CMS that knows immo1 and lakaspont, answers everything else with 404. */
function healthyCms(request: RecordedRequest) {
  const json = (data: unknown) => ({ kind: 'reply' as const, status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) });
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api/cms/public-site-domains') return json([{ subdomain: 'immo1' }, { subdomain: 'lakaspont' }]);
  if (path === '/api/cms/public-site-domains/immo1') return json(siteRecord('immo1', 'Próba Ingatlan'));
  if (path === '/api/cms/public-site-domains/lakaspont') return json(siteRecord('lakaspont', 'Próba Lakáspont'));
  if (path === '/api/cms/pages/getPages') return json([]);
  return { kind: 'reply' as const, status: 404, headers: { 'content-type': 'application/json' }, body: '{"error":"not_found"}' };
}

const brokenCms = { kind: 'reply' as const, status: 500, body: '{"error":"boom"}' };

/** The event a toucan envelope carries, or null. */
function eventOf(request: RecordedRequest): { tags?: Record<string, string>; exception?: { values: { value: string }[] } } | null {
  const item = envelopeItems(request.body).find((i) => i.header.type === 'event');
  return item ? JSON.parse(item.payload.toString('utf8')) : null;
}

const eventWithKind = (kind: string) => (request: RecordedRequest) => eventOf(request)?.tags?.kind === kind;

beforeAll(async () => {
  [ingest, cms] = await Promise.all([startFakeIngest(), startFakeIngest()]);
  worker = await startWorker({
    templateStateDir: inject('templateStateDir'),
    vars: {
      SENTRY_DSN: ingest.dsn(),
      CMS_API_ORIGIN: `http://127.0.0.1:${cms.port}`,
      // Every request after the first refreshes in the background: the refresh is what we break.
      SITE_CACHE_FRESH_SECONDS: '0',
    },
  });
});

afterAll(async () => {
  await Promise.all([worker?.stop(), ingest?.stop(), cms?.stop()]);
});

beforeEach(() => {
  ingest.reset();
  cms.reset();
  cms.respondWith(healthyCms);
});

describe('server error reporting with toucan-js', () => {
  it('reports a failed cache refresh tagged with tenant and route, while the page is still served from the cache', async () => {
    const first = await requestWithHost(worker.port, 'immo1.localhost', '/');
    expect(first.status).toBe(200);
    // Let the cold load's KV writes (in waitUntil) land before the CMS breaks.
    await new Promise((r) => setTimeout(r, 500));
    cms.respondWith(brokenCms);

    const second = await requestWithHost(worker.port, 'immo1.localhost', '/');
    expect(second.status).toBe(200);
    expect(second.body).toContain('Próba Ingatlan');

    const report = await ingest.waitFor(eventWithKind('cache-refresh'));
    expect(report.url).toMatch(/^\/api\/42\/envelope\//);
    expect(eventOf(report)?.tags).toMatchObject({ tenant: 'immo1', route: '/', kind: 'cache-refresh' });
    expect(eventOf(report)?.exception?.values[0]?.value).toContain('CMS answered 500');
    // The log line stays beside the report (wrangler prints the worker's console with a short delay).
    await expect.poll(() => worker.output()).toContain('CANNOT UPDATE CACHE');
  });

  it('reports a failed site load tagged with tenant and route, and still serves the error view', async () => {
    cms.respondWith(brokenCms);
    const response = await requestWithHost(worker.port, 'lakaspont.localhost', '/');
    expect(response.status).toBe(503);
    expect(response.body).toContain('<html lang="hu">');
    const report = await ingest.waitFor(eventWithKind('loader'));
    expect(eventOf(report)?.tags).toMatchObject({ tenant: 'lakaspont', route: '/', kind: 'loader' });
  });

  it('serves pages unharmed when the DSN host is down', async () => {
    await ingest.stop();
    try {
      cms.respondWith(brokenCms);
      const response = await requestWithHost(worker.port, 'lakaspont.localhost', '/');
      expect(response.status).toBe(503);
    } finally {
      await ingest.restart();
    }
  });
});
