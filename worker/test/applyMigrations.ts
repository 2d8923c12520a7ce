/**
 * Runs around every worker test: fresh local D1 (real schema and demo tenants), empty KV and empty isolate memory,
 * so a test that breaks a table or fills the cache cannot leak into the next one.
 */
import { applyD1Migrations, env, reset } from 'cloudflare:test';
import { beforeEach } from 'vitest';
import { clearIsolateMemory } from '../kvCache/staleWhileRevalidate';
import { inProcessBackOffice } from './backOfficeInProcess';

// The site's BACK_OFFICE binding answers in this isolate, over the D1 each test resets (backOfficeInProcess.ts).
env.BACK_OFFICE = inProcessBackOffice(env);

beforeEach(async () => {
  await reset();
  // The tests share one isolate: its memory tier is emptied with KV.
  clearIsolateMemory();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await env.DB.batch(env.TEST_DEMO_STATEMENTS.map((s) => env.DB.prepare(s)));
});
