/**
 * The arrows of the architecture (README, DESIGN): worker -> client -> domain, worker -> domain,
 * client -> styles; domain imports nothing of ours, and its general helpers (domain/helpers/) no rule of
 * the spec; the site's worker (worker/) nothing of the back office's wing (backOffice/), which may import
 * the seam in worker/; the test config never imports the demo data generator's modules. Read from every
 * source file's imports.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './projectPaths.ts';

/** Where the code of each top folder may import from (besides itself and packages). */
const allowed: Record<string, readonly string[]> = {
  domain: [],
  styles: [],
  client: ['domain', 'styles'],
  worker: ['client', 'domain'],
  scripts: ['domain'],
  shareCards: ['domain'],
  mapTiles: ['domain'],
  backOffice: ['worker', 'domain'],
};

const sourceFile = /\.(ts|tsx|mts)$/;
const relativeImport = /(?:^|\n)\s*(?:import|export)\b[^'";]*?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(projectRoot, folder), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && sourceFile.test(e.name)).map((e) => path.relative(projectRoot, path.join(e.parentPath, e.name)));
}

/** The files a file imports by a relative path, from the project's root. */
async function importedPaths(file: string): Promise<string[]> {
  const text = await readFile(path.join(projectRoot, file), 'utf8');
  return [...text.matchAll(relativeImport)].map((m) => path.relative(projectRoot, path.resolve(path.dirname(path.join(projectRoot, file)), m[1] ?? m[2] ?? '')));
}

/** The top folders a file imports from, by a relative path. */
async function importedFolders(file: string): Promise<string[]> {
  return (await importedPaths(file)).map((target) => target.split(path.sep)[0] ?? '');
}

/** Test files and test helpers (a test/ folder): they may use fixtures and harnesses from elsewhere. */
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('test');

/** Imports of `folder`'s code that break its arrows. */
async function crossings(folder: string): Promise<string[]> {
  const files = (await sourceFiles(folder)).filter((f) => !isTestCode(f));
  const found: string[] = [];
  for (const file of files) {
    for (const target of await importedFolders(file)) {
      if (target !== folder && !allowed[folder]?.includes(target)) found.push(`${file} -> ${target}/`);
    }
  }
  return found;
}

describe('imports between the layers', () => {
  it.each(Object.keys(allowed))('%s/ imports only what its arrows allow', async (folder) => {
    expect(await crossings(folder)).toEqual([]);
  });

  it('keeps the general helpers (domain/helpers/) apart from the rules of the spec', async () => {
    const helpers = path.join('domain', 'helpers');
    const found: string[] = [];
    for (const file of (await sourceFiles(helpers)).filter((f) => !isTestCode(f))) {
      for (const target of await importedPaths(file)) if (!target.startsWith(helpers + path.sep)) found.push(`${file} -> ${target}`);
    }
    expect(found).toEqual([]);
  });

  it('keeps the test config off the demo data generator: it runs its command line', async () => {
    const config = await readFile(path.join(projectRoot, 'vitest.config.ts'), 'utf8');
    expect(config).not.toMatch(/from '\.\/scripts\/demo-data\//);
  });
});
