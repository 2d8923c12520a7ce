/**
 * @module Builds the share card worker (shareCards/) into one ES module beside its WebAssembly and font
 * files, which it imports as modules (wrangler: CompiledWasm and Data, shareCards/wrangler.toml; the
 * worker tests: the same rules in vitest.config.ts). Used by build.mjs and by the test config.
 */
import * as esbuild from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './projectPaths.ts';
import { workerdBundleOptions } from './workerdBundle.ts';

/** Where build.mjs writes the card worker; shareCards/wrangler.toml's main. */
const shareCardsOutDir = path.join(projectRoot, 'dist/share-cards');

/** Bundles shareCards/index.ts into `outDir` (index.js and the files it imports); returns the script's path. */
export async function buildShareCards(outDir: string = shareCardsOutDir): Promise<string> {
  await rm(outDir, { recursive: true, force: true });
  await esbuild.build({
    ...workerdBundleOptions,
    entryPoints: { index: path.join(projectRoot, 'shareCards/index.ts') },
    outdir: outDir,
    minify: true,
    jsx: 'automatic',
    // Kept as files and imported as modules: workerd compiles the WebAssembly at deploy, not at run time.
    loader: { '.wasm': 'copy', '.woff': 'copy' },
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return path.join(outDir, 'index.js');
}
