/**
 * @module The local D1 database with the schema and the demo data, made with the wrangler CLI.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { projectRoot, wranglerBin, wranglerEnv } from './projectPaths.ts';
import { prepareLocalBasemap } from './mapData/localBasemap.ts';
import { refreshMarketFiguresIn, refreshSummary } from './refresh-market-figures.ts';

const run = promisify(execFile);

export interface DemoDataOptions {
  /** Listings to generate (5,000 for the demo, 100,000 for the search benchmark). */
  size: number;
  seed: number;
  /** A local state directory other than wrangler's default .wrangler/state. */
  persistTo?: string;
}

/** The generated demo data file for a size and seed (git-ignored under dist/). */
function demoDataFile(size: number, seed: number): string {
  return path.join('dist', `demo-data-${size}-${seed}.sql`);
}

/**
 * Writes the generated demo data for a size and seed to its file (demoDataFile) with the generator's
 * command line, the generator's one stable entry, and returns the file's path.
 */
export async function generateDemoDataFile(size: number, seed: number): Promise<string> {
  const file = demoDataFile(size, seed);
  await run('node', ['--import', './scripts/extensionlessImports.ts', 'scripts/generate-demo-data.ts', '--size', String(size), '--seed', String(seed), '--out', file], {
    cwd: projectRoot,
    env: wranglerEnv(),
    maxBuffer: 64 * 1024 * 1024,
  });
  return path.join(projectRoot, file);
}

/**
 * Applies every migration, the demo tenants and generated listings to the local D1 state,
 * then ANALYZE so SQLite plans the search with real statistics, then computes the stored price
 * statistics of every unit and place with a figure by running the built worker's Cron Trigger
 * (scripts/refresh-market-figures.ts: dist/ must be built), so pages read them from the first request. The same
 * state gets the demo basemap in its local R2 bucket (scripts/mapData/localBasemap.ts), for the map's tiles.
 */
export async function prepareLocalDatabase(options: DemoDataOptions = { size: 5_000, seed: 1 }): Promise<void> {
  const exec = { cwd: projectRoot, env: wranglerEnv(), maxBuffer: 64 * 1024 * 1024 };
  const persist = options.persistTo ? ['--persist-to', options.persistTo] : [];
  const [generated] = await Promise.all([generateDemoDataFile(options.size, options.seed), prepareLocalBasemap(options.persistTo)]);
  await run(wranglerBin, ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], exec);
  for (const file of ['scripts/demo-data/tenants.sql', generated]) {
    await run(wranglerBin, ['d1', 'execute', 'DB', '--local', ...persist, '--file', file], exec);
  }
  await run(wranglerBin, ['d1', 'execute', 'DB', '--local', ...persist, '--command', 'ANALYZE'], exec);
  console.error(refreshSummary(await refreshMarketFiguresIn(options.persistTo ?? path.join(projectRoot, '.wrangler', 'state'))));
}
