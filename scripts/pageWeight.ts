/**
 * @module The JavaScript each route's pages load, gzipped, in two parts. The first load: the entry script
 * and the chunks it imports statically, which hydrate the shell. The page's own chunks: its component's
 * chunk and the chunks that one imports beyond the first load's, run once the page is interactive (when
 * the browser is idle after the load, or at the first input: client/routes/pageView.tsx) and on a
 * client-side navigation to it. The head modulepreloads both (worker/render/documentHead.ts): together
 * they are the page view, what a phone downloads to show the page. Both are read from
 * dist/client/asset-manifest.json, which build.mjs writes. Code loaded only on use (navigation, the
 * sidebar, error reporting, a control's engine on its first focus) is in neither.
 *
 * build.mjs fails when a route's first load or its page view is over its budget; the benchmarks print the table.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** At most 75 kB of initial JavaScript per page, gzipped (kB of 1024 bytes, as the build prints). */
export const initialJsBudgetBytes = 75 * 1024;

/** A page view's scripts, at most 100 kB gzipped in at most 8 files. */
export const pageViewBudget = { gzipBytes: 100 * 1024, files: 8 } as const;
type PageViewBudget = { gzipBytes: number; files: number };

/**
 * Routes whose page view is still over its budget, each with what keeps it there. build.mjs fails when
 * another route goes over, and when one of these comes within it (so the list never goes stale); the
 * browser test of page views (e2e/firstLoad.test.ts) holds the others to the budget.
 */
export const pageViewsKnownOverBudget: ReadonlyMap<string, string> = new Map([]);

/** What build.mjs writes to dist/client/asset-manifest.json (the worker gets the same as __CLIENT_ASSETS__). */
export interface AssetManifest {
  script: string;
  style: string;
  preload: readonly string[];
  routes: Readonly<Record<string, readonly string[]>>;
}

interface ScriptsWeight {
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
  /** The page's own chunks, run once it is interactive. */
  page: ScriptsWeight;
  /** Both: every script of the page view. */
  view: ScriptsWeight;
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
  const weights = await Promise.all(
    Object.keys(manifest.routes).map(async (routeId) => {
      const page = await weigh(pageScripts(manifest, routeId));
      const view = { files: initial.files + page.files, bytes: initial.bytes + page.bytes, gzipBytes: initial.gzipBytes + page.gzipBytes };
      return { routeId, initial, page, view };
    }),
  );
  return weights.sort((a, b) => b.view.gzipBytes - a.view.gzipBytes);
}

/** The routes whose first load is over `budgetBytes` gzipped. */
export function overBudget(weights: readonly PageWeight[], budgetBytes = initialJsBudgetBytes): PageWeight[] {
  return weights.filter((w) => w.initial.gzipBytes > budgetBytes);
}

/** The routes whose page view is over `budget`: more gzipped bytes or more files. */
export function overPageViewBudget(weights: readonly PageWeight[], budget: PageViewBudget = pageViewBudget): PageWeight[] {
  return weights.filter((w) => w.view.gzipBytes > budget.gzipBytes || w.view.files > budget.files);
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/** A markdown table of the weights against the budgets. */
export function pageWeightTable(weights: readonly PageWeight[], budgetBytes = initialJsBudgetBytes, viewBudget: PageViewBudget = pageViewBudget): string {
  const within = (w: PageWeight) => w.initial.gzipBytes <= budgetBytes && w.view.gzipBytes <= viewBudget.gzipBytes && w.view.files <= viewBudget.files;
  return [
    `JavaScript per route, kB of 1024 bytes. First load: the entry and its static imports (budget ${kB(budgetBytes)} kB gzipped). Page chunks: run once the page is interactive. Page view: both, all preloaded from the head (budget ${kB(viewBudget.gzipBytes)} kB gzipped in ${viewBudget.files} files).`,
    '',
    '| Route | First load files | First load kB | First load kB gzipped | Page chunk files | Page chunks kB gzipped | Page view files | Page view kB gzipped | Within budget |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...weights.map(
      (w) =>
        `| ${w.routeId} | ${w.initial.files} | ${kB(w.initial.bytes)} | ${kB(w.initial.gzipBytes)} | ${w.page.files} | ${kB(w.page.gzipBytes)} | ${w.view.files} | ${kB(w.view.gzipBytes)} | ${within(w) ? 'yes' : 'NO'} |`,
    ),
  ].join('\n');
}
