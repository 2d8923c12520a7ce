/**
 * Workers Assets and the worker under wrangler dev with wrangler.toml's run_worker_first rules: pages go
 * to the worker without an asset lookup, so every file the build publishes must still be reachable, and
 * what is not there must still get a proper answer.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../scripts/projectPaths.ts';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost } from './harness/worker';

const worker = sharedWorker();
const clientDir = path.join(projectRoot, 'dist/client');

const get = (urlPath: string) => requestWithHost(worker.port, `immo1.localhost:${worker.port}`, urlPath);

/**
 * Every file Workers Assets publishes from dist/client, as the URL path it serves it at (an HTML file
 * without .html: its html_handling redirects the .html address there); what wrangler reads itself is left out.
 */
async function publishedFiles(): Promise<string[]> {
  const ignored = (await readFile(path.join(clientDir, '.assetsignore'), 'utf8')).split('\n').filter(Boolean);
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !['_headers', '.assetsignore', ...ignored].includes(file))
    .map((file) => `/${file.replace(/\.html$/, '')}`);
}

describe('static files under the run_worker_first rules', () => {
  it('every published file is served, the documents through the worker included', async () => {
    const files = await publishedFiles();
    expect(files).toEqual(expect.arrayContaining(['/favicon.svg', '/dokumentumok/adatkezelesi-tajekoztato']));
    const statuses = await Promise.all(files.map(async (file) => [file, (await get(file)).status] as const));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('a document is served as Workers Assets serves it: extensionless, with the static files’ headers', async () => {
    const document = await get('/dokumentumok/altalanos-szerzodesi-feltetelek');
    expect(document.status).toBe(200);
    expect(document.body).toContain('<html');
    expect(document.headers['x-cache']).toBeUndefined();
    expect(String(document.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('a missing document gets the tenant’s not-found page with 404, not an empty answer', async () => {
    const missing = await get('/dokumentumok/nincs-ilyen.html');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<title>Az oldal nem található | Immo1 Ingatlanhálózat</title>');
  });

  it('every site links its legal documents at their final address: 200, no redirect', async () => {
    for (const subdomain of ['immo1', 'lakaspont', 'budapest13', 'debrecen']) {
      const home = await requestWithHost(worker.port, `${subdomain}.localhost:${worker.port}`, '/');
      const links = [...home.body.matchAll(/href="(\/dokumentumok\/[^"]+)"/g)].map((m) => m[1] ?? '');
      expect(links.length, subdomain).toBeGreaterThan(0);
      for (const link of links) expect([link, (await get(link)).status]).toEqual([link, 200]);
    }
  });

  it('the build’s manifest is not published', async () => {
    expect((await get('/asset-manifest.json')).status).toBe(404);
  });

  it('a page is answered by the worker, a missing bundle file by Workers Assets', async () => {
    const page = await get('/irodaink');
    expect(page.status).toBe(200);
    expect(page.headers['x-cache']).toMatch(/^(HIT|MISS|STALE)$/);
    const missingScript = await get('/assets/main-NINCS.js');
    expect(missingScript.status).toBe(404);
    expect(missingScript.headers['x-cache']).toBeUndefined();
  });

  it('the basemap under /map-tiles/ reaches the worker, which forwards it to the tile worker over the demo archive in the local bucket', async () => {
    const tileJson = await get('/map-tiles/basemap.json');
    expect(tileJson.status).toBe(200);
    expect(JSON.parse(tileJson.body)).toMatchObject({ tilejson: '3.0.0', tiles: [`http://immo1.localhost:${worker.port}/map-tiles/{z}/{x}/{y}.mvt`], maxzoom: 13 });
    // Budapest at zoom 10.
    const tile = await get('/map-tiles/10/566/358.mvt');
    expect(tile.status).toBe(200);
    expect(tile.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
  });
});
