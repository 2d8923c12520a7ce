/**
 * @module A page made of one client component, for browser tests of what no site page shows yet:
 * the entry is bundled with the site's own esbuild and vanilla-extract set-up, in memory.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';
import path from 'node:path';
import { projectRoot } from '../../scripts/projectPaths.ts';

/** The HTML of a page that runs `entry` (a path from the project root) with its styles, into #root. */
export async function componentPage(entry: string): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(projectRoot, entry)],
    outdir: path.join(projectRoot, 'dist', 'component-pages'),
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    // No sprite is served with a component page: its icons draw nothing.
    define: { 'process.env.NODE_ENV': '"production"', __ICON_SPRITE__: JSON.stringify('/icons.svg') },
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    logLevel: 'warning',
  });
  const text = (extension: string) => result.outputFiles.filter((file) => file.path.endsWith(extension)).map((file) => file.text).join('\n');
  // The script is inline: `</script` inside it would end the element early.
  const script = text('.js').replaceAll('</script', '<\\/script');
  return `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Komponens</title><style>${text('.css')}</style></head><body><div id="root"></div><script type="module">${script}</script></body></html>`;
}
