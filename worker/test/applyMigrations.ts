/**
 * Runs before every worker test file: the real D1 schema and the demo tenants, in local D1.
 */
import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const statements = env.TEST_DEMO_SQL.split(/;\s*\n/)
  .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
  .filter(Boolean);
await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
