/**
 * @module A local D1 state directory with the schema and the demo data, made with the wrangler CLI.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { projectRoot, wranglerBin, wranglerEnv } from './paths';

const run = promisify(execFile);

/** The SQL files that make the demo data, in order. */
export const demoDataFiles = ['scripts/demo-data/tenants.sql', 'scripts/demo-data/dropdowns.sql'];

/** Applies every migration and the demo data to the local state in `persistTo`. */
export async function prepareLocalDatabase(persistTo: string, files: readonly string[] = demoDataFiles): Promise<void> {
  const options = { cwd: projectRoot, env: wranglerEnv(), maxBuffer: 16 * 1024 * 1024 };
  await run(wranglerBin, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], options);
  for (const file of files) {
    await run(wranglerBin, ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file], options);
  }
}
