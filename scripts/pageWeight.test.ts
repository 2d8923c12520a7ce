import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssetManifest, initialScripts, overBudget, pageScripts, pageWeights, pageWeightTable } from './pageWeight';

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
    expect(weights[0]).toEqual({ routeId: 'office', initial, page: { files: 2, bytes: raw('/assets/office.js', '/assets/cards.js'), gzipBytes: gzipped('/assets/office.js', '/assets/cards.js') } });
    expect(weights[1]?.initial).toEqual(initial);
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

describe('pageWeightTable', () => {
  it('prints one row per route and marks a first load over the budget', async () => {
    const weights = await pageWeights(dir);
    const first = weights[0]?.initial.gzipBytes ?? 0;
    expect(pageWeightTable(weights, first)).toMatch(/\| office \| 2 \| [\d.]+ \| [\d.]+ \| 2 \| [\d.]+ \| yes \|/);
    expect(pageWeightTable(weights, first - 1)).toMatch(/\| home \| 2 \| [\d.]+ \| [\d.]+ \| 1 \| [\d.]+ \| NO \|/);
  });
});
