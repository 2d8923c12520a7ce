/**
 * @module Reads a running worker's local D1 database straight from its state directory with node:sqlite.
 * `wrangler d1 execute --local` answers the same query, but loads wrangler and starts workerd for it: 2 s
 * on a quiet machine, 7-9 s on a busy one, where this takes milliseconds. The file is SQLite in WAL mode:
 * a reader here sees what the running worker and the operator commands have committed. Read-only: tests
 * write through the worker or the operator commands, as a user would.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Where miniflare keeps D1 databases under a --persist-to directory: one SQLite file per database, beside its metadata. */
const d1Folder = (stateDir: string) => path.join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');

async function databaseFile(stateDir: string): Promise<string> {
  const files = (await readdir(d1Folder(stateDir))).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database in ${d1Folder(stateDir)}, found ${files.length}: ${files.join(', ')}`);
  return path.join(d1Folder(stateDir), files[0] ?? '');
}

/** The rows of one read-only SQL query on the local D1 of `stateDir`, as plain objects (as `wrangler d1 execute --json` gives them). */
export async function localD1Query(stateDir: string, sql: string): Promise<Record<string, unknown>[]> {
  // A writer (the worker, an operator command's wrangler) may hold the lock for a moment, as on a loaded CI
  // machine: SQLite's busy handler waits for it to be released instead of failing with "database is locked".
  const db = new DatabaseSync(await databaseFile(stateDir), { readOnly: true, timeout: 10_000 });
  try {
    return db.prepare(sql).all().map((row) => ({ ...row }));
  } finally {
    db.close();
  }
}
