/**
 * @module The demo basemap in a local R2 state: built from the committed open data (buildDemoBasemap.ts, about
 * 1 MB, 2 s) into dist/ and put where wrangler dev's tile worker reads its BASEMAP bucket (mapTiles/wrangler.toml).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { projectRoot, wranglerBin, wranglerEnv } from '../projectPaths.ts';

const run = promisify(execFile);

/** Builds the demo archive and puts it in the local bucket of `persistTo` (wrangler's default state without it). */
export async function prepareLocalBasemap(persistTo?: string): Promise<void> {
  const exec = { cwd: projectRoot, env: wranglerEnv(), maxBuffer: 16 * 1024 * 1024 };
  const file = path.join('dist', 'basemap.pmtiles');
  // A child process: the builder imports domain/ without extensions, which needs the loader plain node lacks.
  await run('node', ['--import', './scripts/extensionlessImports.ts', 'scripts/mapData/buildDemoBasemap.ts', '--out', file], exec);
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  await run(wranglerBin, ['r2', 'object', 'put', 'edge-listing-basemap/basemap.pmtiles', '--file', file, '--content-type', 'application/vnd.pmtiles', '--local', ...persist, '-c', 'mapTiles/wrangler.toml'], exec);
}
