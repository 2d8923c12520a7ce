/**
 * @module The JavaScript each route's pages load, gzipped, in two parts. The first load: the entry script
 * and the chunks it imports statically, which the head modulepreloads (worker/render/documentHead.ts) and
 * which hydrate the shell. The page's own chunks: its component's chunk and the chunks that one imports
 * beyond the first load's, fetched once the page is interactive (when the browser is idle after the load,
 * or at the first input: client/routes/pageView.tsx) and on a client-side navigation to it. Both are read
 * from dist/client/asset-manifest.json, which build.mjs writes. Code loaded only on use (navigation, the
 * sidebar, error reporting) is in neither.
 *
 * build.mjs fails when a route's first load is over the budget; the benchmarks print the table.
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

export interface ScriptsWeight {
  files: number;
  /** As built (minified). */
  bytes: number;
  /** Gzipped one by one, as a server sends them. */
  gzipBytes: number;
}

export interface PageWeight {
  routeId: string;
  /** The first load: what the page needs before it is interactive. */
  initial: ScriptsWeight;
  /** The page's own chunks, fetched once it is interactive. */
  page: ScriptsWeight;
}

/** The scripts every page loads first: the entry and its static imports. */
export function initialScripts(manifest: AssetManifest): string[] {
  return [...new Set([manifest.script, ...manifest.preload])];
}

/** A route's own chunks beyond the first load, once each. */
export function pageScripts(manifest: AssetManifest, routeId: string): string[] {
  const initial = new Set(initialScripts(manifest));
  return [...new Set(manifest.routes[routeId] ?? [])].filter((url) => !initial.has(url));
}

/** Every route's first load and own chunks, heaviest page first, from a built client (`dist/client`). */
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
  const weigh = async (urls: readonly string[]): Promise<ScriptsWeight> => {
    const each = await Promise.all(urls.map(sizeOf));
    return { files: urls.length, bytes: each.reduce((sum, s) => sum + s.bytes, 0), gzipBytes: each.reduce((sum, s) => sum + s.gzipBytes, 0) };
  };
  const initial = await weigh(initialScripts(manifest));
  const weights = await Promise.all(Object.keys(manifest.routes).map(async (routeId) => ({ routeId, initial, page: await weigh(pageScripts(manifest, routeId)) })));
  return weights.sort((a, b) => b.initial.gzipBytes + b.page.gzipBytes - (a.initial.gzipBytes + a.page.gzipBytes));
}

/** The routes whose first load is over `budgetBytes` gzipped. */
export function overBudget(weights: readonly PageWeight[], budgetBytes = initialJsBudgetBytes): PageWeight[] {
  return weights.filter((w) => w.initial.gzipBytes > budgetBytes);
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/** A markdown table of the weights against the budget. */
export function pageWeightTable(weights: readonly PageWeight[], budgetBytes = initialJsBudgetBytes): string {
  return [
    `JavaScript per route, kB of 1024 bytes. First load: the entry and its static imports (budget ${kB(budgetBytes)} kB gzipped). Page chunks: fetched once the page is interactive.`,
    '',
    '| Route | First load files | First load kB | First load kB gzipped | Page chunk files | Page chunks kB gzipped | Within budget |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...weights.map(
      (w) =>
        `| ${w.routeId} | ${w.initial.files} | ${kB(w.initial.bytes)} | ${kB(w.initial.gzipBytes)} | ${w.page.files} | ${kB(w.page.gzipBytes)} | ${w.initial.gzipBytes <= budgetBytes ? 'yes' : 'NO'} |`,
    ),
  ].join('\n');
}
