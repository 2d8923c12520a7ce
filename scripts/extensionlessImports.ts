/**
 * Preload for Node-run scripts: `node --import ./scripts/extensionlessImports.ts scripts/x.ts`.
 *
 * Node runs TypeScript with its built-in type stripping, and its ESM resolution needs file
 * extensions, while the project's code (moduleResolution Bundler) imports without them. This
 * hook tries `.ts` and `/index.ts` for a relative import that has no extension, so scripts can
 * import domain/ and worker/ code as everything else does. It must be a preload: static imports
 * are resolved before any code of the importing module runs. A `.geojson` file (scripts/mapData/)
 * imports as its parsed JSON, as vitest.config.ts has Vite do.
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relativeWithoutExtension = /^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier);
      if (!relativeWithoutExtension) throw error;
      for (const suffix of ['.ts', '/index.ts']) {
        try {
          return nextResolve(specifier + suffix, context);
        } catch {
          // Try the next form.
        }
      }
      throw error;
    }
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.geojson')) return nextLoad(url, context);
    return { format: 'module', source: `export default ${readFileSync(fileURLToPath(url), 'utf8')};`, shortCircuit: true };
  },
});
