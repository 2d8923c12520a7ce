/**
 * Four test projects: pure rules in Node; worker code inside workerd, in two projects: `worker-unit`
 * for the tests that touch no binding, and `worker` for the rest, with real local D1 and KV reset
 * before every test (the Workers Vitest integration); and e2e/: the built worker under wrangler dev,
 * driven from Node and from real Chromium. In both workerd projects outbound fetch reaches only the
 * loopback servers the setup starts (worker/test/outboundGuard.ts).
 */
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { unstable_readConfig } from 'wrangler';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildShareCards } from './scripts/buildShareCards.ts';
import { buildMapTiles } from './scripts/buildMapTiles.ts';
import { buildDemoBasemapFrom } from './scripts/mapData/buildDemoBasemap.ts';
import { findSentEmails } from './scripts/emails/sentEmails.ts';
import { generateDemoDataFile } from './scripts/localDatabase.ts';
import { workerSecurityHeaders } from './worker/security/securityPolicy.ts';
import { outboundGuard } from './worker/test/outboundGuard.ts';

/** Statements of an SQL file of ours (no semicolons at a line's end inside their literals). */
const sqlFileStatements = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);

/** The demo tenants and a small generated network (300 listings): enough for every rule, fast to reset per test. */
const demoStatements = async () => [
  ...(await sqlFileStatements('scripts/demo-data/tenants.sql')),
  // Through the generator's command line, so the config does not depend on the generator's modules.
  ...(await sqlFileStatements(await generateDemoDataFile(300, 1))),
];

/**
 * Worker tests that use no binding at all (no D1, KV or variables). Their project has none, so a test
 * listed here that touches one fails; a test not listed runs in `worker` and pays for the reset.
 */
const workerUnitTests = [
  'backOffice/cms/network/propertyFeatures.test.ts',
  'backOffice/cms/search/searchQuery.test.ts',
  'backOffice/enquiries/EnquiryEmail.test.ts',
  'backOffice/enquiries/enquiryRecipients.test.ts',
  'backOffice/email/mimeMessage.test.ts',
  'worker/htmlSanitizer/sanitizeCmsHtml.test.ts',
  'worker/htmlSanitizer/tokenizer.test.ts',
  'worker/mediaType.test.ts',
  'worker/monitoring/envelope.test.ts',
  'worker/render/concatStreams.test.ts',
  'worker/render/documentHead.test.ts',
  'worker/staticFiles/documentFiles.test.ts',
];

/** The back office's tests that read its configuration from disk in Node; its code's tests run in workerd. */
const backOfficeNodeTests = ['backOffice/backOfficeConfig.test.ts'];

/** `.geojson` files (scripts/mapData/) import as their parsed JSON, as scripts/extensionlessImports.ts has Node do. */
const geojsonModules = {
  name: 'geojson-modules',
  transform: (code: string, id: string) => (id.endsWith('.geojson') ? { code: `export default ${code};`, map: null } : undefined),
};

const workerd = {
  plugins: [vanillaExtractPlugin({ identifiers: 'short' }), geojsonModules],
  define: {
    // The real hashed names exist only after build.mjs; pages in these tests just need a value.
    __CLIENT_ASSETS__: JSON.stringify({ script: '/assets/main-TEST.js', style: '/assets/main-TEST.css', preload: ['/assets/chunk-TEST.js'], routes: { home: ['/assets/HomePage-TEST.js'], search: ['/assets/SearchPage-TEST.js'] }, mapView: ['/assets/MapPanel-TEST.js'], mapViewLinks: '<link rel="prefetch" href="/assets/maplibre-gl-worker-TEST.js">' }),
    // Assembled as build.mjs assembles it for the worker.
    __SECURITY_HEADERS__: JSON.stringify(await workerSecurityHeaders()),
    __ICON_SPRITE__: JSON.stringify('/assets/icons-TEST.svg'),
    __BUILD_VERSION__: JSON.stringify('test'),
  },
};

/** The outbound guard as miniflare options: every fetch through it, and a binding the tests ask for what it refused. */
function guardedOutbound(allowedOrigins: string[], serviceBindings = {}) {
  const guard = outboundGuard(allowedOrigins);
  return { outboundService: { node: guard.outbound }, serviceBindings: { TEST_OUTBOUND_GUARD: { node: guard.refused }, ...serviceBindings } };
}

/**
 * A binding the tests ask for the e-mails the local send_email binding was given (GET ?marker=<text>):
 * miniflare keeps each as an .eml file, read and parsed here in Node (scripts/emails/sentEmails.ts).
 */
const sentEmailsBinding = {
  node: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    const marker = new URL(req.url ?? '/', 'http://x').searchParams.get('marker') ?? '';
    findSentEmails(marker, { withinMs: 600_000 }).then(
      (emails) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(emails)),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  },
};

/** Answers a BACK_OFFICE call made without the test setup's in-process back office. */
const backOfficeOutsideSetup = (_req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
  res.writeHead(503, { 'content-type': 'text/plain' }).end('BACK_OFFICE is set by worker/test/applyMigrations.ts');
};

/** The back office's queue consumers (backOffice/wrangler.toml) as miniflare's options. */
function backOfficeQueueConsumers() {
  type Consumer = { queue: string; max_batch_size?: number; max_batch_timeout?: number; max_retries?: number; dead_letter_queue?: string };
  const consumers: Consumer[] = unstable_readConfig({ config: './backOffice/wrangler.toml' }).queues.consumers ?? [];
  return Object.fromEntries(
    consumers.map((c) => [
      c.queue,
      { maxBatchSize: c.max_batch_size, maxBatchTimeout: c.max_batch_timeout, maxRetries: c.max_retries, deadLetterQueue: c.dead_letter_queue },
    ]),
  );
}

const { compatibility_date: compatibilityDate, compatibility_flags: compatibilityFlags } = unstable_readConfig({ config: './wrangler.toml' });

/**
 * The share card worker (shareCards/) beside the worker under test, as wrangler dev runs it: built from the
 * sources into a folder of its own (a test run needs no `node build.mjs`), reached through SHARE_CARDS.
 */
async function shareCardsWorker() {
  const shareCards = unstable_readConfig({ config: './shareCards/wrangler.toml' });
  const script = await buildShareCards(path.join(tmpdir(), `edge-site-share-cards-${process.pid}`));
  const files = await readdir(path.dirname(script));
  // Every module named, the entry first (shareCards/wrangler.toml's rules: .wasm compiled, .woff as bytes).
  const moduleType = (file: string) => (file.endsWith('.wasm') ? ('CompiledWasm' as const) : ('Data' as const));
  return {
    name: shareCards.name,
    // Module names relative to the built folder: workerd refuses names that climb out with "..".
    modulesRoot: path.dirname(script),
    modules: [
      { type: 'ESModule' as const, path: script },
      ...files.filter((f) => /\.(wasm|woff)$/.test(f)).map((f) => ({ type: moduleType(f), path: path.join(path.dirname(script), f) })),
    ],
    compatibilityDate: shareCards.compatibility_date,
  };
}

/**
 * The basemap tile worker (mapTiles/) beside the worker under test, built from the sources, with its BASEMAP
 * bucket. The tests reach the same bucket as TEST_BASEMAP (one bucket name, one local store) and put the demo
 * archive in it (mapTiles/test/basemapBucket.ts): built here from the committed open data, as `npm start` does.
 */
async function mapTilesWorker() {
  const mapTiles = unstable_readConfig({ config: './mapTiles/wrangler.toml' });
  const script = await buildMapTiles(path.join(tmpdir(), `edge-site-map-tiles-${process.pid}`));
  return {
    name: mapTiles.name,
    modulesRoot: path.dirname(script),
    modules: [{ type: 'ESModule' as const, path: script }],
    compatibilityDate: mapTiles.compatibility_date,
    r2Buckets: Object.fromEntries(mapTiles.r2_buckets.map((b: { binding: string; bucket_name?: string }) => [b.binding, b.bucket_name ?? b.binding])),
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [geojsonModules],
        test: {
          name: 'unit',
          // Projects run one after another (unit, worker, e2e): the workerd and browser suites
          // would otherwise fight over the two cores.
          sequence: { groupOrder: 0 },
          include: ['domain/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'shareCards/**/*.test.{ts,tsx}', ...backOfficeNodeTests],
          // A route's page through the worker runs in workerd (the `worker` project), beside its route module.
          exclude: ['**/*.worker.test.{ts,tsx}'],
          environment: 'node',
          // The property-based tests run hundreds of cases: past 5 s when the machine is busy (CI timed out once).
          testTimeout: 20_000,
        },
      },
      {
        ...workerd,
        plugins: [
          ...workerd.plugins,
          // The same workerd as the deployed worker, with no binding but the outbound guard.
          cloudflareTest({ miniflare: { compatibilityDate, compatibilityFlags, ...guardedOutbound([]) } }),
        ],
        test: {
          name: 'worker-unit',
          // Alongside the Node unit tests: both are short, and neither starts a server.
          sequence: { groupOrder: 0 },
          include: workerUnitTests,
          isolate: false,
          setupFiles: ['./worker/test/failOnRefusedFetch.ts'],
        },
      },
      {
        ...workerd,
        plugins: [
          ...workerd.plugins,
          cloudflareTest(async ({ inject }) => ({
            // Tests run the sources (Vite compiles .css.ts); wrangler.toml's main is the built bundle. The
            // site's worker with the back office's queue consumer (worker/test/testWorker.ts).
            main: './worker/test/testWorker.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                TEST_DEMO_STATEMENTS: await demoStatements(),
                TEST_ECHO_UPSTREAM: inject('echoUpstreamOrigin'),
                TEST_CLOSED_ORIGIN: inject('closedOrigin'),
                TEST_FAKE_INGEST: inject('fakeIngestOrigin'),
                TEST_FAKE_CMS: inject('fakeCmsOrigin'),
              },
              // The demo basemap archive's bytes, and the tile worker's bucket plus an empty one (mapTiles/tileRoutes.test.ts).
              dataBlobBindings: { TEST_BASEMAP_ARCHIVE: await buildDemoBasemapFrom() },
              r2Buckets: { TEST_BASEMAP: 'edge-listing-basemap', TEST_EMPTY_BASEMAP: 'edge-listing-basemap-empty' },
              ...guardedOutbound([inject('echoUpstreamOrigin'), inject('closedOrigin'), inject('fakeIngestOrigin'), inject('fakeCmsOrigin')], {
                TEST_SENT_EMAILS: sentEmailsBinding,
                // Replaced before every test by the back office's code in the test's isolate, over the D1 the
                // test resets (worker/test/applyMigrations.ts): this one only tells a test that escaped it.
                BACK_OFFICE: { node: backOfficeOutsideSetup },
              }),
              // The back office's e-mail senders and queue consumers (backOffice/wrangler.toml): the tests run its code too.
              email: { send_email: [{ name: 'ENQUIRY_EMAIL' }, { name: 'ALERT_EMAIL' }] },
              queueConsumers: backOfficeQueueConsumers(),
              workers: [await shareCardsWorker(), await mapTilesWorker()],
            },
          })),
        ],
        test: {
          name: 'worker',
          sequence: { groupOrder: 1 },
          include: ['worker/**/*.test.{ts,tsx}', 'backOffice/**/*.test.{ts,tsx}', 'client/routes/**/*.worker.test.{ts,tsx}', 'mapTiles/**/*.test.ts'],
          exclude: [...workerUnitTests, ...backOfficeNodeTests],
          // One runner for all files: each file no longer re-imports the whole worker (5 s apiece);
          // every test still starts from reset bindings (worker/test/applyMigrations.ts).
          isolate: false,
          // Whichever test first renders a page compiles the page modules on demand: seconds on a
          // loaded two-core machine, past vitest's default 5 s (CI failed on that once).
          testTimeout: 20_000,
          globalSetup: ['./worker/test/echoUpstream.ts', './worker/test/fakeIngestServer.ts', './worker/test/fakeCmsServer.ts'],
          setupFiles: ['./worker/test/applyMigrations.ts', './worker/test/failOnRefusedFetch.ts'],
        },
      },
      {
        plugins: [geojsonModules],
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/harness/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // An expect.poll here waits for something to arrive (a title after a client navigation, a count
          // after a search): vitest's default gives up after 1 s, which a busy two-core machine outlasts.
          // The poll still passes the moment the value is there.
          expect: { poll: { timeout: 20_000 } },
          // One Chromium and one default worker for the read-only browser files (e2e/harness/globalSetup.ts);
          // files that write or need other settings start their own wrangler dev. Two at a time fit two cores.
          maxWorkers: 2,
          // Two concurrent tests per file, so at most four tests load pages at once on the two cores: a
          // test's time is then mostly its own work, not up to nine other page loads (vitest's five per
          // file), and the run, bound by the CPU, is no slower for it.
          maxConcurrency: 2,
        },
      },
    ],
  },
});
