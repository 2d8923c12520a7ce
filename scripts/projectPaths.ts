/**
 * @module Where scripts and the e2e harness find the project's tools.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const wranglerBin = path.join(projectRoot, 'node_modules', '.bin', 'wrangler');
/** Environment for wrangler: Node 24 from node_modules/.bin first, no metrics (no internet here). */
export function wranglerEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${path.join(projectRoot, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    WRANGLER_SEND_METRICS: 'false',
    CI: 'true',
  };
}
