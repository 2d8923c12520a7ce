/**
 * `npm run deploy:check` beside a running local site: it builds and dry-runs in .deploy-check/ and leaves
 * dist/, which `npm start`'s wrangler dev serves and reloads on any change, as it was.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { projectRoot, wranglerEnv } from './projectPaths.ts';

/** Every file under `dir` with its modification time, or nothing when there is no such folder. */
async function mtimes(dir: string): Promise<Map<string, number>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (file) => [path.relative(dir, file), (await stat(file)).mtimeMs] as const)));
}

/** Runs package.json's script as npm would (sh, node_modules/.bin first) and answers its exit code and output. */
async function runScript(name: string): Promise<{ code: number | null; output: string }> {
  const scripts = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8'))).scripts;
  const command = scripts[name];
  if (!command) throw new Error(`package.json has no ${name} script`);
  const child = spawn('sh', ['-c', command], { cwd: projectRoot, env: wranglerEnv() });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

const dist = path.join(projectRoot, 'dist');
const sentinel = path.join(dist, `deploy-check-sentinel-${process.pid}`);

afterAll(async () => {
  await rm(sentinel, { force: true });
});

describe('npm run deploy:check', () => {
  it('builds and dry-runs the four workers in .deploy-check/ and leaves every file of dist/ untouched', { timeout: 300_000 }, async () => {
    await mkdir(dist, { recursive: true });
    await writeFile(sentinel, 'a running site serves this folder');
    const before = await mtimes(dist);
    const { code, output } = await runScript('deploy:check');
    expect(code, output).toBe(0);
    expect(await mtimes(dist)).toEqual(before);
    const checked = path.join(projectRoot, '.deploy-check');
    for (const file of ['worker/index.js', 'back-office/index.js', 'share-cards/index.js', 'map-tiles/index.js', 'client/_headers', 'deploy/index.js', 'deploy-back-office/index.js', 'deploy-share-cards/index.js', 'deploy-map-tiles/index.js']) {
      expect((await stat(path.join(checked, file))).isFile(), file).toBe(true);
    }
    // The site's dry run read the assets built beside its bundle, not dist/client.
    expect(output).toContain(`files from the assets directory ${path.join(checked, 'client')}\n`);
  });
});
