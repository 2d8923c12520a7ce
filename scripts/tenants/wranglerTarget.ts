/**
 * @module Runs wrangler's D1 and KV commands against the local state or the deployed worker's bindings.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as z from 'zod';
import { tenantKeysToPurge } from '../../domain/tenant/tenantCacheKeys.ts';
import { defaultStateDir } from '../devServer.ts';
import { projectRoot, wranglerBin, wranglerEnv } from '../projectPaths.ts';

const run = promisify(execFile);

/** Where the commands act: local state (optionally another persist directory) or --remote. */
export type Target = { kind: 'local'; persistTo?: string } | { kind: 'remote' };

function targetArgs(target: Target): string[] {
  // Remote means the production bindings of wrangler.toml's [env.production].
  if (target.kind === 'remote') return ['--remote', '--env', 'production'];
  return target.persistTo ? ['--local', '--persist-to', target.persistTo] : ['--local'];
}

/** A local database another process (a running `wrangler dev`) held while the command ran. */
const databaseBusy = (error: unknown) => error instanceof Error && /SQLITE_BUSY|database is locked/.test(`${error.message}${Reflect.get(error, 'stderr') ?? ''}`);

/** Waits before the next try of a command that found the local database busy: 0.2, 0.4, 0.8, 1.6 s. */
const busyRetryDelaysMs = [200, 400, 800, 1_600];

/**
 * Runs wrangler. A local database that `wrangler dev` is writing at that moment answers SQLITE_BUSY: the
 * statement did nothing (SQLite's writes are atomic), so it is tried again, a few times, a little later.
 */
async function wrangler(args: string[]): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { stdout } = await run(wranglerBin, args, { cwd: projectRoot, env: wranglerEnv(), maxBuffer: 16 * 1024 * 1024 });
      return stdout;
    } catch (error) {
      const delay = busyRetryDelaysMs[attempt];
      if (delay === undefined || !args.includes('--local') || !databaseBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

const queryOutputSchema = z.array(z.object({ results: z.array(z.record(z.string(), z.unknown())) }));

/** Runs one read-only SQL query and returns its rows. */
export async function d1Query(target: Target, sql: string): Promise<Record<string, unknown>[]> {
  const stdout = await wrangler(['d1', 'execute', 'DB', ...targetArgs(target), '--json', '--command', sql]);
  return queryOutputSchema.parse(JSON.parse(stdout)).flatMap((r) => r.results);
}

/** Runs SQL statements from a temporary file (one batch). */
export async function d1ExecuteSql(target: Target, sql: string): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tenant-sql-'));
  const file = path.join(dir, 'statements.sql');
  try {
    await writeFile(file, sql);
    await wrangler(['d1', 'execute', 'DB', ...targetArgs(target), '--file', file]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Deletes a tenant's cached bundle, the tenant directory and the tenant's page generation, so the worker
 * loads both fresh from the CMS and renders the tenant's pages anew (their cache keys change): a new
 * tenant is served at once, a changed one within the worker's memory window (seconds).
 */
export async function purgeTenantCache(target: Target, subdomain: string): Promise<void> {
  await deleteCacheKeys(target, tenantKeysToPurge(subdomain));
}

/** Deletes these keys of the worker's KV cache (SITE_CACHE); a key that is not there is no error. */
export async function deleteCacheKeys(target: Target, keys: readonly string[]): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tenant-kv-'));
  const file = path.join(dir, 'keys.json');
  try {
    await writeFile(file, JSON.stringify(keys));
    await wrangler(['kv', 'bulk', 'delete', file, '--binding', 'SITE_CACHE', ...targetArgs(target), '--force']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The local state directory a local target works on (wrangler's default one unless --persist-to names another). */
export function localStateDir(target: Target & { kind: 'local' }): string {
  return target.persistTo ? path.resolve(projectRoot, target.persistTo) : defaultStateDir;
}

/** Reads --remote / --persist-to from the command line. */
export function targetFromFlags(flags: { remote?: boolean; 'persist-to'?: string }): Target {
  if (flags.remote) return { kind: 'remote' };
  return flags['persist-to'] ? { kind: 'local', persistTo: flags['persist-to'] } : { kind: 'local' };
}
