/**
 * Two test projects: pure rules in Node, and everything under worker/ inside workerd
 * with real local D1 and KV (the Workers Vitest integration). Browser tests live in e2e/.
 */
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { readFile } from 'node:fs/promises';

const demoSql = async () =>
  (await Promise.all(['scripts/demo-data/tenants.sql', 'scripts/demo-data/dropdowns.sql'].map((f) => readFile(f, 'utf8')))).join('\n');

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [
          vanillaExtractPlugin({ identifiers: 'short' }),
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                TEST_DEMO_SQL: await demoSql(),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.{ts,tsx}'],
          setupFiles: ['./worker/test/applyMigrations.ts'],
        },
      },
    ],
  },
});
