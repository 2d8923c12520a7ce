/**
 * @module Where the build put a module loaded on intent, and whether a page has fetched it: the browser
 * tests of decision 027 check that such a chunk is fetched at the first intent and not with the page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import * as z from 'zod';
import { projectRoot } from '../../scripts/projectPaths';

const metafileSchema = z.object({ outputs: z.record(z.string(), z.object({ entryPoint: z.string().optional() })) });

/** The URL path of the chunk built for `entryPoint` (dist/client-metafile.json); throws naming it when there is none. */
export async function chunkUrlOf(entryPoint: string): Promise<string> {
  const metafile = metafileSchema.parse(JSON.parse(await readFile(path.join(projectRoot, 'dist/client-metafile.json'), 'utf8')));
  const file = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entryPoint)?.[0];
  if (!file) throw new Error(`the build has no chunk for ${entryPoint}`);
  return `/${path.relative('dist/client', file)}`;
}

/** Holds back `page`'s requests for the URL path `url` until the returned function is called. */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${url}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether `page` has fetched the resource at the URL path `url` so far. */
export function hasFetched(page: Page, url: string): Promise<boolean> {
  return page.evaluate((path) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === path), url);
}
