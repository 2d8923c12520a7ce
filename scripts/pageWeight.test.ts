import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssetManifest, initialScripts, overBudget, pageWeights, pageWeightTable } from './pageWeight';

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
  // Loaded later (not in the manifest's lists): never counted.
  '/assets/later.js': 'later();'.repeat(5000),
};
const gzipped = (url: string) => gzipSync(files[url] ?? '').length;

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

describe('initialScripts', () => {
  it('lists the entry, its static imports and the route chunks, a chunk the route shares with the entry once', () => {
    expect(initialScripts(manifest, 'office')).toEqual(['/assets/main.js', '/assets/shell.js', '/assets/office.js', '/assets/cards.js']);
    expect(initialScripts(manifest, 'home')).toEqual(['/assets/main.js', '/assets/shell.js', '/assets/home.js']);
  });
});

describe('pageWeights', () => {
  it('sums each route’s initial scripts gzipped one by one, heaviest route first', async () => {
    const weights = await pageWeights(dir);
    expect(weights.map((w) => w.routeId)).toEqual(['office', 'home']);
    expect(weights[0]).toEqual({
      routeId: 'office',
      files: 4,
      bytes: ['/assets/main.js', '/assets/shell.js', '/assets/office.js', '/assets/cards.js'].reduce((sum, url) => sum + (files[url]?.length ?? 0), 0),
      gzipBytes: gzipped('/assets/main.js') + gzipped('/assets/shell.js') + gzipped('/assets/office.js') + gzipped('/assets/cards.js'),
    });
  });
});

describe('overBudget', () => {
  it('names the routes whose gzipped initial scripts exceed the budget, and no other', async () => {
    const weights = await pageWeights(dir);
    const home = weights.find((w) => w.routeId === 'home')?.gzipBytes ?? 0;
    expect(overBudget(weights, home).map((w) => w.routeId)).toEqual(['office']);
    expect(overBudget(weights, home - 1).map((w) => w.routeId)).toEqual(['office', 'home']);
  });
});

describe('pageWeightTable', () => {
  it('prints one row per route and marks a route over the budget', async () => {
    const weights = await pageWeights(dir);
    const table = pageWeightTable(weights, weights.find((w) => w.routeId === 'home')?.gzipBytes ?? 0);
    expect(table).toMatch(/\| office \| 4 \| [\d.]+ \| [\d.]+ \| NO \|/);
    expect(table).toMatch(/\| home \| 3 \| [\d.]+ \| [\d.]+ \| yes \|/);
  });
});
