/**
 * Runs around every worker test: fresh local D1 (real schema and demo tenants) and empty KV,
 * so a test that breaks a table or fills the cache cannot leak into the next one.
 */
import { applyD1Migrations, env, reset } from 'cloudflare:test';
import { beforeEach } from 'vitest';

const demoStatements = env.TEST_DEMO_SQL.split(/;\s*\n/)
  .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
  .filter(Boolean);

beforeEach(async () => {
  await reset();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await env.DB.batch(demoStatements.map((s) => env.DB.prepare(s)));
});
