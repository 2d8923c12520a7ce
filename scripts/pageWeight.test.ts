import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssetManifest, initialScripts, overBudget, overPageViewBudget, pageScripts, pageWeights, pageWeightTable } from './pageWeight';

const manifest: AssetManifest = {
  script: '/assets/main.js',
  style: '/assets/main.css',
  preload: ['/assets/shell.js'],
  routes: { home: ['/assets/home.js'], office: ['/assets/office.js', '/assets/cards.js', '/assets/shell.js'] },
};
const files: Record<string, string> = {
  '/assets/main.js': 'main();'.repeat(200),
  '/assets/shell.js': 'shell();'.repeat(300),
  '/assets/home.js': 'home();',
  '/assets/office.js': 'office();'.repeat(50),
  '/assets/cards.js': 'cards();'.repeat(20),
  // Loaded on use (not in the manifest's lists): never counted.
  '/assets/later.js': 'later();'.repeat(5000),
};
const gzipped = (...urls: string[]) => urls.reduce((sum, url) => sum + gzipSync(files[url] ?? '').length, 0);
const raw = (...urls: string[]) => urls.reduce((sum, url) => sum + (files[url]?.length ?? 0), 0);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'page-weight-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'asset-manifest.json'), JSON.stringify(manifest));
  await Promise.all(Object.entries(files).map(([url, body]) => writeFile(path.join(dir, url), body)));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('initialScripts and pageScripts', () => {
  it('split a route into the first load (entry and its static imports) and its own chunks, a shared chunk counted once, in the first load', () => {
    expect(initialScripts(manifest)).toEqual(['/assets/main.js', '/assets/shell.js']);
    expect(pageScripts(manifest, 'office')).toEqual(['/assets/office.js', '/assets/cards.js']);
    expect(pageScripts(manifest, 'home')).toEqual(['/assets/home.js']);
  });
});

describe('pageWeights', () => {
  it('sums each part gzipped one by one, the heaviest page first', async () => {
    const weights = await pageWeights(dir);
    expect(weights.map((w) => w.routeId)).toEqual(['office', 'home']);
    const initial = { files: 2, bytes: raw('/assets/main.js', '/assets/shell.js'), gzipBytes: gzipped('/assets/main.js', '/assets/shell.js') };
    const page = { files: 2, bytes: raw('/assets/office.js', '/assets/cards.js'), gzipBytes: gzipped('/assets/office.js', '/assets/cards.js') };
    const view = { files: 4, bytes: initial.bytes + page.bytes, gzipBytes: initial.gzipBytes + page.gzipBytes };
    expect(weights[0]).toEqual({ routeId: 'office', initial, page, view });
    expect(weights[1]?.initial).toEqual(initial);
    expect(weights[1]?.view.files).toBe(3);
  });
});

describe('overBudget', () => {
  it('names the routes whose first load exceeds the budget, whatever their own chunks weigh', async () => {
    const weights = await pageWeights(dir);
    const first = weights[0]?.initial.gzipBytes ?? 0;
    expect(overBudget(weights, first)).toEqual([]);
    expect(overBudget(weights, first - 1).map((w) => w.routeId)).toEqual(['office', 'home']);
  });
});

describe('overPageViewBudget', () => {
  it('names the routes whose page view has more bytes or more files than the budget', async () => {
    const weights = await pageWeights(dir);
    const heaviest = weights[0]?.view.gzipBytes ?? 0;
    expect(overPageViewBudget(weights, { gzipBytes: heaviest, files: 4 })).toEqual([]);
    expect(overPageViewBudget(weights, { gzipBytes: heaviest - 1, files: 4 }).map((w) => w.routeId)).toEqual(['office']);
    expect(overPageViewBudget(weights, { gzipBytes: heaviest, files: 3 }).map((w) => w.routeId)).toEqual(['office']);
    expect(overPageViewBudget(weights, { gzipBytes: heaviest, files: 2 }).map((w) => w.routeId)).toEqual(['office', 'home']);
  });
});

describe('pageWeightTable', () => {
  it('prints one row per route and marks a first load or a page view over its budget', async () => {
    const weights = await pageWeights(dir);
    const first = weights[0]?.initial.gzipBytes ?? 0;
    const roomy = { gzipBytes: 1e9, files: 10 };
    expect(pageWeightTable(weights, first, roomy)).toMatch(/\| office \| 2 \| [\d.]+ \| [\d.]+ \| 2 \| [\d.]+ \| 4 \| [\d.]+ \| yes \|/);
    expect(pageWeightTable(weights, first - 1, roomy)).toMatch(/\| home \| 2 \| [\d.]+ \| [\d.]+ \| 1 \| [\d.]+ \| 3 \| [\d.]+ \| NO \|/);
    expect(pageWeightTable(weights, first, { gzipBytes: 1e9, files: 3 })).toMatch(/\| office \|.*\| NO \|/);
  });
});
