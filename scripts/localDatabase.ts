/**
 * @module The local D1 database with the schema and the demo data, made with the wrangler CLI.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { projectRoot, wranglerBin, wranglerEnv } from './projectPaths.ts';

const run = promisify(execFile);

/** The SQL files that make the demo data, in order. */
export const demoDataFiles = ['scripts/demo-data/tenants.sql', 'scripts/demo-data/dropdowns.sql'];

/**
 * Applies every migration and the demo data to the local D1 state in `persistTo`
 * (wrangler's default, .wrangler/state, when not given).
 */
export async function prepareLocalDatabase(persistTo?: string, files: readonly string[] = demoDataFiles): Promise<void> {
  const options = { cwd: projectRoot, env: wranglerEnv(), maxBuffer: 64 * 1024 * 1024 };
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  await run(wranglerBin, ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], options);
  for (const file of files) {
    await run(wranglerBin, ['d1', 'execute', 'DB', '--local', ...persist, '--file', file], options);
  }
}
