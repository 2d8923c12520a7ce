/**
 * @module Builds the basemap tile worker (mapTiles/) into one ES module. Used by build.mjs and by the test
 * config (an auxiliary worker built from the sources).
 */
import * as esbuild from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './projectPaths.ts';
import { workerdBundleOptions } from './workerdBundle.ts';

/** Where build.mjs writes the tile worker; mapTiles/wrangler.toml's main. */
const mapTilesOutDir = path.join(projectRoot, 'dist/map-tiles');

/** Bundles mapTiles/index.ts into `outDir`/index.js; returns the script's path. */
export async function buildMapTiles(outDir: string = mapTilesOutDir): Promise<string> {
  await rm(outDir, { recursive: true, force: true });
  await esbuild.build({
    ...workerdBundleOptions,
    entryPoints: { index: path.join(projectRoot, 'mapTiles/index.ts') },
    outdir: outDir,
    minify: true,
    logLevel: 'warning',
  });
  return path.join(outDir, 'index.js');
}
