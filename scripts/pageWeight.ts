/**
 * @module The initial JavaScript of each route's pages, gzipped: the entry script, the chunks it imports
 * statically, and the route's page chunk with the chunks that one imports beyond the entry's. These are
 * exactly the scripts a page's head modulepreloads (worker/render/documentHead.ts), listed by build.mjs in
 * dist/client/asset-manifest.json. Code loaded later (navigation, error reporting, parts loaded on idle or
 * on first use) is not counted: it is not needed to show the page and make it work.
 *
 * build.mjs fails when a route is over the budget; the benchmarks print the table.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 14: at most 75 kB of initial JavaScript per page, gzipped (kB of 1024 bytes, as the build prints). */
export const initialJsBudgetBytes = 75 * 1024;

/** What build.mjs writes to dist/client/asset-manifest.json (the worker gets the same as __CLIENT_ASSETS__). */
export interface AssetManifest {
  script: string;
  style: string;
  preload: readonly string[];
  routes: Readonly<Record<string, readonly string[]>>;
}

export interface PageWeight {
  routeId: string;
  /** How many script files the page loads first. */
  files: number;
  /** Their size as built (minified). */
  bytes: number;
  /** Their size gzipped one by one, as a server sends them. */
  gzipBytes: number;
}

/** The scripts a route's pages load first: the entry, its static imports and the route's own chunks, once each. */
export function initialScripts(manifest: AssetManifest, routeId: string): string[] {
  return [...new Set([manifest.script, ...manifest.preload, ...(manifest.routes[routeId] ?? [])])];
}

/** Every route's initial JavaScript, heaviest first, from a built client (`dist/client`). */
export async function pageWeights(clientDir: string): Promise<PageWeight[]> {
  const manifest: AssetManifest = JSON.parse(await readFile(path.join(clientDir, 'asset-manifest.json'), 'utf8'));
  const sizes = new Map<string, Promise<{ bytes: number; gzipBytes: number }>>();
  const sizeOf = (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      size = readFile(path.join(clientDir, url)).then((body) => ({ bytes: body.length, gzipBytes: gzipSync(body).length }));
      sizes.set(url, size);
    }
    return size;
  };
  const weights = await Promise.all(
    Object.keys(manifest.routes).map(async (routeId) => {
      const files = initialScripts(manifest, routeId);
      const fileSizes = await Promise.all(files.map(sizeOf));
      return {
        routeId,
        files: files.length,
        bytes: fileSizes.reduce((sum, s) => sum + s.bytes, 0),
        gzipBytes: fileSizes.reduce((sum, s) => sum + s.gzipBytes, 0),
      };
    }),
  );
  return weights.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The routes over `budgetBytes` gzipped. */
export function overBudget(weights: readonly PageWeight[], budgetBytes = initialJsBudgetBytes): PageWeight[] {
  return weights.filter((w) => w.gzipBytes > budgetBytes);
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/** A markdown table of the weights against the budget. */
export function pageWeightTable(weights: readonly PageWeight[], budgetBytes = initialJsBudgetBytes): string {
  return [
    `Initial JavaScript per route (entry, its static imports, the route's page chunks), kB of 1024 bytes; budget ${kB(budgetBytes)} kB gzipped.`,
    '',
    '| Route | Files | Minified kB | Gzipped kB | Within budget |',
    '|---|---:|---:|---:|---|',
    ...weights.map((w) => `| ${w.routeId} | ${w.files} | ${kB(w.bytes)} | ${kB(w.gzipBytes)} | ${w.gzipBytes <= budgetBytes ? 'yes' : 'NO'} |`),
  ].join('\n');
}
