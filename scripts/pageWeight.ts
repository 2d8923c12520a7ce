/**
 * @module The JavaScript a page's first load downloads: the entry, the chunks it imports (preloaded
 * with it) and the route's page chunks, as dist/client/asset-manifest.json lists them (build.mjs).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as z from 'zod';
import { projectRoot } from './projectPaths.ts';

const assetManifestSchema = z.object({
  script: z.string(),
  preload: z.array(z.string()),
  routes: z.record(z.string(), z.array(z.string())),
});
export type AssetManifest = z.infer<typeof assetManifestSchema>;

/**
 * The script URLs of a route's first load, each once, in load order: the entry, its imports, the page's chunks.
 * @example initialScripts(manifest, 'office') // ['/assets/main-X.js', '/assets/chunk-A.js', …]
 */
export function initialScripts(manifest: AssetManifest, routeId: string): string[] {
  return [...new Set([manifest.script, ...manifest.preload, ...(manifest.routes[routeId] ?? [])])];
}

/** The built client's manifest (run build.mjs first). */
export async function readAssetManifest(): Promise<AssetManifest> {
  return assetManifestSchema.parse(JSON.parse(await readFile(path.join(projectRoot, 'dist/client/asset-manifest.json'), 'utf8')));
}

const gzipCache = new Map<string, number>();

/** The gzipped bytes of a route's first-load scripts, each file compressed on its own as it is served. */
export async function initialJsGzipBytes(manifest: AssetManifest, routeId: string): Promise<number> {
  let total = 0;
  for (const url of initialScripts(manifest, routeId)) {
    let size = gzipCache.get(url);
    if (size === undefined) {
      size = gzipSync(await readFile(path.join(projectRoot, 'dist/client', url))).length;
      gzipCache.set(url, size);
    }
    total += size;
  }
  return total;
}
