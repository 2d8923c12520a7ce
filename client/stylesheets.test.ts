import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../scripts/projectPaths';

/** Every vanilla-extract stylesheet under a folder, relative to the project. */
async function stylesheetsUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(projectRoot, folder), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.css.ts')).map((e) => path.relative(projectRoot, path.join(e.parentPath, e.name)));
}

describe('client/stylesheets.ts', () => {
  it('imports every stylesheet of the client and of styles/ that is not imported by another one, so the one stylesheet has all CSS', async () => {
    const source = await readFile(path.join(projectRoot, 'client/stylesheets.ts'), 'utf8');
    const listed = [...source.matchAll(/^import '([^']+)';$/gm)].map((m) => path.relative(projectRoot, path.resolve(projectRoot, 'client', `${m[1]}.ts`)));
    const all = [...(await stylesheetsUnder('client')), ...(await stylesheetsUnder('styles'))];
    // A stylesheet another stylesheet imports (the theme contract) comes with it.
    const importedByStylesheets = new Set<string>();
    for (const file of all) {
      const text = await readFile(path.join(projectRoot, file), 'utf8');
      for (const m of text.matchAll(/from '(\.{1,2}\/[^']+\.css)'/g)) importedByStylesheets.add(path.relative(projectRoot, path.resolve(projectRoot, path.dirname(file), `${m[1]}.ts`)));
    }
    const missing = all.filter((file) => !listed.includes(file) && !importedByStylesheets.has(file));
    expect(missing).toEqual([]);
  });
});
