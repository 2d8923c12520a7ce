/**
 * Three test projects: pure rules in Node; everything under worker/ inside workerd
 * with real local D1 and KV (the Workers Vitest integration), and e2e/: the built worker under
 * wrangler dev, driven from Node and from real Chromium.
 */
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { readFile } from 'node:fs/promises';
import { demoDataSql } from './scripts/demo-data/generate';

/** Statements of our hand-written SQL files (no semicolons inside their literals). */
const sqlFileStatements = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);

/** The demo tenants and a small generated network (300 listings): enough for every rule, fast to reset per test. */
const demoStatements = async () => [
  ...(await sqlFileStatements('scripts/demo-data/tenants.sql')),
  ...[...demoDataSql({ size: 300, seed: 1 })].map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean),
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Projects run one after another (unit, worker, e2e): the workerd and browser suites
          // would otherwise fight over the two cores.
          sequence: { groupOrder: 0 },
          include: ['domain/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [
          vanillaExtractPlugin({ identifiers: 'short' }),
          cloudflareTest(async ({ inject }) => ({
            // Tests run the sources (Vite compiles .css.ts); wrangler.toml's main is the built bundle.
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                TEST_DEMO_STATEMENTS: await demoStatements(),
                TEST_ECHO_UPSTREAM: inject('echoUpstreamOrigin'),
              },
            },
          })),
        ],
        define: {
          // The real hashed names exist only after build.mjs; pages in these tests just need a value.
          __CLIENT_ASSETS__: JSON.stringify({ script: '/assets/main-TEST.js', style: '/assets/main-TEST.css', preload: ['/assets/chunk-TEST.js'], routes: { home: ['/assets/HomePage-TEST.js'] } }),
        },
        test: {
          name: 'worker',
          sequence: { groupOrder: 1 },
          include: ['worker/**/*.test.{ts,tsx}'],
          // One runner for all files: each file no longer re-imports the whole worker (5 s apiece);
          // every test still starts from reset bindings (worker/test/applyMigrations.ts).
          isolate: false,
          globalSetup: ['./worker/test/echoUpstream.ts'],
          setupFiles: ['./worker/test/applyMigrations.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/harness/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own wrangler dev and Chromium; two at a time fit two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
