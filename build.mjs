/**
 * build.mjs: builds the client bundle and the worker with esbuild and vanilla-extract.
 *
 *   node build.mjs                      production build into dist/
 *   node build.mjs --outdir <dir>       the same into <dir> (npm run deploy:check: a running local site
 *                                       serves dist/, and wrangler dev reloads whenever it changes)
 *   node build.mjs --watch              rebuild on change (wrangler dev picks up dist/worker)
 *
 * Order matters: the client bundle goes first, because its hashed file names are compiled
 * into the worker (as __CLIENT_ASSETS__) so the page links exactly the files that exist.
 * The build fails when the worker outgrows its gzipped budget or carries code it does not run
 * (assertWorkerWeight; dist/worker/metafile.json says what it is made of), and when a page's first load
 * of JavaScript is over 75 kB gzipped (assertFirstLoadWeight; dist/client-metafile.json for the client).
 *
 * Source maps of the client go to dist/sourcemaps/client/assets/, outside the deployed assets
 * (dist/client): they are for symbolicating error reports, not for visitors.
 *
 * The worker knows its own version (__BUILD_VERSION__, answered by /healthz): the hash of the built
 * worker, which holds the client's hashed file names too, so any change to what is deployed changes it.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { iconSet } from './client/icons/iconSet.ts';
import { iconSprite } from './scripts/iconSprite.ts';
import { workerdBundleOptions } from './scripts/workerdBundle.ts';
import { patchedRenderer } from './scripts/reactRendererPatch.ts';
import { buildShareCards } from './scripts/buildShareCards.ts';
import { buildMapTiles } from './scripts/buildMapTiles.ts';
import { compileHint, withCompileHint } from './scripts/compileHint.ts';
import { initialJsBudgetBytes, initialScripts, overBudget, overPageViewBudget, pageScripts, pageViewBudget, pageViewsKnownOverBudget, pageWeights, pageWeightTable } from './scripts/pageWeight.ts';

const { values: flags } = parseArgs({ options: { watch: { type: 'boolean' }, outdir: { type: 'string' } }, strict: true });
const watch = flags.watch ?? false;
/** Where everything goes, emptied first: dist/ unless --outdir names another folder (never the project itself). */
const outDir = path.normalize(flags.outdir ?? 'dist');
if (outDir === '.' || outDir.startsWith('..') || path.isAbsolute(outDir)) {
  console.error(`build.mjs: --outdir must be a folder inside the project, not ${JSON.stringify(flags.outdir)}\nUsage: node build.mjs [--watch] [--outdir <dir>]`);
  process.exit(2);
}
const outClient = `${outDir}/client`;
const outWorker = `${outDir}/worker`;
const outSourceMaps = `${outDir}/sourcemaps/client`;
// The same identifiers in both builds, so server-rendered class names match the stylesheet.
const identifiers = 'short';
const production = { 'process.env.NODE_ENV': '"production"' };
/**
 * The worker's weight limit, gzipped (docs/decisions/009-worker-weight.md): a bigger script
 * starts slower in every isolate. Wrangler uploads this bundle as it is (minify, no keep_names in
 * wrangler.toml), so this is also the upload's size. `npm run bundle:composition` shows what the bytes
 * are made of. 180 KiB is met again since CMS pages are sanitized by our own small tokenizer
 * and tree builder instead of parse5 and its entity table (decisions 016, 017).
 */
const workerGzipBudgetBytes = 180 * 1024;

/**
 * Stands for __BUILD_VERSION__ in the worker bundle until the bundle's own hash replaces it: a hash cannot
 * be compiled into what it hashes. As long as the version, so the worker's source map still fits.
 */
const buildVersionPlaceholder = '@@BUILDVER@@';

/** Writes the worker bundle's hash over its version placeholder (where the bundle uses it) and returns the version. */
async function stampBuildVersion(file) {
  const code = await readFile(file, 'utf8');
  const version = createHash('sha256').update(code).digest('hex').slice(0, buildVersionPlaceholder.length);
  if (code.includes(buildVersionPlaceholder)) await writeFile(file, code.replaceAll(buildVersionPlaceholder, version));
  return version;
}

/** Every chunk `file` imports statically, directly or through another chunk. */
function staticImports(metafile, file, found = new Set()) {
  for (const imported of metafile.outputs[file]?.imports ?? []) {
    if (imported.kind !== 'import-statement' || found.has(imported.path)) continue;
    found.add(imported.path);
    staticImports(metafile, imported.path, found);
  }
  return [...found];
}

/** The map view's start (run by the head: it draws the map before the page hydrates). */
const mapStartEntry = 'client/routes/search/map/mapStart.client.ts';
/** The map view's lazy entries: its start, its panel and the map (MapLibre) behind them. */
const mapViewEntries = new Set([mapStartEntry, 'client/routes/search/MapPanel.client.tsx', 'client/routes/search/map/searchMap.client.ts']);

/** A route's page component: the module its folder (named by the route id) loads lazily. */
const routePagePattern = /^client\/routes\/([A-Za-z]+)\/[A-Z][A-Za-z]*\.tsx$/;

/**
 * Hashed names of the client entry's script, from esbuild's metafile, the stylesheet's (`style`, built apart:
 * writeStylesheet), and the chunks the script imports. Code the entry shares with a lazy chunk (the first
 * load's chunk, client/firstLoad.ts) moves into such chunks: `preload` lists them so the page can
 * modulepreload them rather than discover them only after the entry has been downloaded and parsed.
 * `routes` lists, by route id, each page component's chunk (first: the browser imports it by that URL) and
 * the chunks it needs beyond the entry's, for the same reason.
 */
function clientAssets(metafile, style) {
  const [script] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'client/main.tsx') ?? [];
  if (!script) throw new Error('build.mjs: the client entry produced no script');
  const url = (file) => `/${path.relative(outClient, file).split(path.sep).join('/')}`;
  const initial = new Set([script, ...staticImports(metafile, script)]);
  const routes = {};
  for (const [file, o] of Object.entries(metafile.outputs)) {
    const routeId = routePagePattern.exec(o.entryPoint ?? '')?.[1];
    if (routeId) routes[routeId] = [file, ...staticImports(metafile, file)].filter((f) => !initial.has(f)).map(url);
  }
  // The search's map view (/kereses?view=map) preloads its panel and MapLibre from the head: imported after
  // hydration, they would otherwise start downloading only then.
  const mapView = Object.entries(metafile.outputs)
    .filter(([, o]) => mapViewEntries.has(o.entryPoint ?? ''))
    .flatMap(([file]) => [file, ...staticImports(metafile, file)])
    .filter((f) => !initial.has(f))
    .map(url)
    .filter((href, i, all) => all.indexOf(href) === i && !routes.search?.includes(href));
  const [mapStart] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === mapStartEntry) ?? [];
  if (!mapStart) throw new Error(`build.mjs: ${mapStartEntry} produced no chunk`);
  // Besides its scripts, what the map asks for first: MapLibre's stylesheet, the basemap's TileJSON and MapLibre's
  // worker; and its start, run as soon as it arrives rather than after the page has hydrated.
  const mapViewLinks = [
    `<script type="module" async src="${url(mapStart)}"></script>`,
    `<link rel="stylesheet" href="${mapLibreStyle.url}">`,
    '<link rel="preload" as="fetch" href="/map-tiles/basemap.json" crossorigin="anonymous">',
    `<link rel="prefetch" href="${mapLibreWorker.url}">`,
  ].join('');
  return { script: url(script), style, preload: staticImports(metafile, script).map(url), routes, mapView, mapViewLinks };
}

/**
 * Keeps Session Replay (~130 kB) out of the error-reporting SDK chunk, so it loads only once the page is
 * interactive (client/errorReporting/replay.ts). esbuild puts a file in every chunk whose import graph
 * reaches it, even through an unused re-export, and @sentry/browser's index re-exports @sentry/replay:
 * there that import resolves to a stub; replay.ts imports the real package and gets its own chunk.
 */
const sentryReplayOutOfSdkChunk = {
  name: 'sentry-replay-out-of-sdk-chunk',
  setup(build) {
    const sdkIndex = `${path.sep}node_modules${path.sep}@sentry${path.sep}browser${path.sep}`;
    build.onResolve({ filter: /^@sentry\/replay$/ }, (args) =>
      args.importer.includes(sdkIndex) ? { path: 'replay-stub', namespace: 'sentry-replay-stub' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'sentry-replay-stub' }, () => ({
      loader: 'js',
      contents: [
        "export function replayIntegration() { throw new Error('Import Replay from client/errorReporting/replay.ts (see build.mjs)'); }",
        'export function getReplay() { return undefined; }',
      ].join('\n'),
    }));
  },
};

/**
 * Makes every module of ours import client/firstLoad.ts, so the whole first load (React, the shell, the
 * stylesheets) is reached from every entry point, and esbuild keeps it in one chunk rather than splitting
 * it into a chunk per set of importers. Only our own files: esbuild's `inject` would also reach into
 * packages and keep code they would otherwise drop.
 *
 * The same for the code route pages share: esbuild makes a chunk of each set of entry points
 * that reach a module, so code shared by some pages and some navigation modules came as many chunks of
 * 0.1–5 kB, a request each. The modules a first build found in two or more pages' chunks, or in a page's
 * tiny chunks (`sharedPageCode`), are imported by every page and navigation entry (`shared.importers`) through one
 * module, so they all have the same importers and land in one chunk.
 */
const sharedPageCodeModule = 'shared-page-code';
function ourModuleImports(shared = { modules: [], importers: new Set() }) {
  return {
    name: 'our-module-imports',
    setup(build) {
      const firstLoad = path.resolve('client/firstLoad.ts');
      build.onResolve({ filter: new RegExp(`^${sharedPageCodeModule}$`) }, () => ({ path: sharedPageCodeModule, namespace: sharedPageCodeModule }));
      build.onLoad({ filter: /.*/, namespace: sharedPageCodeModule }, () => ({
        contents: shared.modules.map((file) => `import ${JSON.stringify(file)};`).join('\n'),
        resolveDir: process.cwd(),
        loader: 'js',
      }));
      build.onLoad({ filter: /[\\/](client|domain)[\\/].*\.tsx?$/ }, async (args) => {
        if (args.path.endsWith('.css.ts')) return undefined;
        const imports = [];
        if (args.path !== firstLoad && /[\\/]client[\\/]/.test(args.path)) imports.push(firstLoad);
        if (shared.importers.has(args.path)) imports.push(sharedPageCodeModule);
        if (imports.length === 0) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${imports.map((file) => `import ${JSON.stringify(file)};`).join('\n')}\n${source}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Lazy entries of the first load itself, which pages do not share code with: left as they are. */
const firstLoadLazies = /^client\/(errorReporting|layout)\//;

/**
 * Lazy entries outside a route's folder loaded on a first intent (decision 027): a chunk they share with one
 * page stays that page's own, as with the page's own folder; in the one chunk every page would download it.
 */
const onIntentEntries = new Set(['client/searchAlerts/AlertRequestForm.client.tsx']);

/** A chunk a page imports only because a lazy entry needs the same code is merged while under this size (minified). */
const tinyChunkBytes = 4 * 1024;

/**
 * From a first build's metafile: the modules (absolute paths) to put in one chunk, and the entry points to
 * make import them all (every lazy entry but the first load's own). The modules: those of chunks two or
 * more route pages import, and of tiny chunks one page imports (split off only because some lazy entry
 * needs them too: a request each for a few hundred bytes), unless only that page and lazy entries of its
 * own folder (its code loaded on intent, or a module only its folder imports lazily) reach them. A chunk is taken only when every chunk it
 * imports is in the first load or taken too, so the one chunk never pulls a big one (zod, Downshift) along.
 */
function sharedPageCode(metafile) {
  const [script] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'client/main.tsx') ?? [];
  const initial = new Set([script, ...staticImports(metafile, script)]);
  const pages = Object.entries(metafile.outputs).filter(([, o]) => routePagePattern.test(o.entryPoint ?? ''));
  const reachedBy = new Map();
  for (const [file] of pages) {
    for (const chunk of staticImports(metafile, file)) {
      if (!initial.has(chunk)) reachedBy.set(chunk, (reachedBy.get(chunk) ?? 0) + 1);
    }
  }
  // A page's own tiny chunk, shared only with lazy entries of its own folder (code it loads on intent), stays
  // its own: in the one chunk, every other page would download it.
  const entryPointsReaching = (chunk) =>
    Object.entries(metafile.outputs)
      .filter(([file, o]) => o.entryPoint && staticImports(metafile, file).includes(chunk))
      .map(([, o]) => o.entryPoint);
  // A lazy entry outside the folder (a domain schema) that only the folder's modules import is the folder's too.
  const dynamicImporters = new Map();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    for (const imported of input.imports) {
      if (imported.kind === 'dynamic-import') dynamicImporters.set(imported.path, [...(dynamicImporters.get(imported.path) ?? []), file]);
    }
  }
  const ofFolder = (entry, folder) =>
    entry.startsWith(`client/routes/${folder}/`) || (dynamicImporters.get(entry)?.every((file) => file.startsWith(`client/routes/${folder}/`)) ?? false);
  const pageOwn = (chunk) => {
    const entries = entryPointsReaching(chunk).filter((entry) => !onIntentEntries.has(entry));
    const folder = entries.map((entry) => routePagePattern.exec(entry)?.[1]).find(Boolean);
    return folder !== undefined && entries.every((entry) => ofFolder(entry, folder));
  };
  // A chunk of some size that most pages do not use stays its own: in the one chunk every page would download
  // it, on its own it costs the few pages that use it one request (~0.7 kB of headers over HTTP/1.1).
  const fewPagesUse = (chunk, count) => metafile.outputs[chunk].bytes >= tinyChunkBytes && count * 2 < pages.length;
  const wanted = new Set(
    [...reachedBy]
      .filter(([chunk, count]) => (count >= 2 && !fewPagesUse(chunk, count)) || (metafile.outputs[chunk].bytes < tinyChunkBytes && !pageOwn(chunk)))
      .map(([chunk]) => chunk),
  );
  // Drop what would pull an unwanted chunk along, until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const chunk of wanted) {
      if (staticImports(metafile, chunk).some((imported) => !initial.has(imported) && !wanted.has(imported))) {
        wanted.delete(chunk);
        changed = true;
      }
    }
  }
  const modules = [...wanted].flatMap((chunk) => Object.entries(metafile.outputs[chunk].inputs).filter(([, i]) => i.bytesInOutput > 0).map(([input]) => path.resolve(input)));
  const importers = Object.values(metafile.outputs)
    .map((o) => o.entryPoint)
    .filter((entry) => entry && entry !== 'client/main.tsx' && !firstLoadLazies.test(entry) && !entry.includes(':'))
    .map((entry) => path.resolve(entry));
  return { modules: [...new Set(modules)], importers: new Set(importers) };
}

/**
 * wouter's browser location reads the URL through the use-sync-external-store shim, written for React
 * before 18; React 19 has the hook itself, so the shim's copy of it is left out.
 */
const syncExternalStoreFromReact = {
  name: 'sync-external-store-from-react',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: 'use-sync-external-store', namespace: 'react-hook' }));
    build.onLoad({ filter: /.*/, namespace: 'react-hook' }, () => ({ contents: "export { useSyncExternalStore } from 'react';", resolveDir: process.cwd(), loader: 'js' }));
  },
};

/**
 * The worker streams with renderToReadableStream only, but react-dom/server.node also loads the legacy
 * renderToString renderer (~100 kB minified). Resolve it to the streaming renderer alone. The Node build
 * (not the workerd one) because it writes each piece of markup straight into its output buffer
 * (TextEncoder.encodeInto), where the workerd build encodes every attribute and text into an array of its
 * own first and copies it later: about half the CPU of a render. It needs the runtime's Node
 * modules (nodejs_compat): util, crypto, async_hooks and stream, imported from the runtime, never bundled.
 */
const reactDomServerStreamingOnly = {
  name: 'react-dom-server-streaming-only',
  setup(build) {
    const nodeRenderer = path.resolve('node_modules/react-dom/cjs/react-dom-server.node.production.js');
    build.onResolve({ filter: /^react-dom\/server\.node$/ }, () => ({ path: nodeRenderer }));
    // Its markup encoded ~4 kB at a time, and no UTF-8 count of every piece (scripts/reactRendererPatch.ts).
    build.onLoad({ filter: /react-dom-server\.node\.production\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: patchedRenderer(source), loader: 'js' };
    });
    // The renderer require()s them: a module of the bundle that re-exports the runtime's lets an ES module do so.
    build.onResolve({ filter: /^(util|crypto|async_hooks|stream)$/ }, (args) => (args.importer === nodeRenderer ? { path: args.path, namespace: 'node-builtin' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'node-builtin' }, (args) => ({ contents: `export * from 'node:${args.path}';`, loader: 'js' }));
  },
};

/**
 * Moves the client's source maps out of the deployed assets, keeping their paths (assets/<name>.map), so
 * an upload for symbolication finds them by the script's URL. esbuild writes them without a
 * sourceMappingURL comment ('external'), so browsers never ask for them.
 */
const sourceMapsOutOfAssets = {
  name: 'source-maps-out-of-assets',
  setup(build) {
    build.onEnd(async (result) => {
      const maps = Object.keys(result.metafile?.outputs ?? {}).filter((file) => file.endsWith('.map'));
      for (const file of maps) {
        const target = path.join(outSourceMaps, path.relative(outClient, file));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(file, target);
      }
    });
  },
};

/**
 * Gives V8's compile hint (scripts/compileHint.ts) to the first load's chunks and to the map view's start and its
 * chunks (MapLibre), their source maps moved to match. Every build does alike, so a hashed name still names one content.
 */
async function markCompiledOnLoad(metafile) {
  const starts = Object.entries(metafile.outputs).filter(([, o]) => o.entryPoint === 'client/main.tsx' || o.entryPoint === mapStartEntry);
  for (const file of new Set(starts.flatMap(([file]) => [file, ...staticImports(metafile, file)]))) {
    const mapFile = path.join(outSourceMaps, `${path.relative(outClient, file)}.map`);
    const hinted = withCompileHint(await readFile(file, 'utf8'), JSON.parse(await readFile(mapFile, 'utf8')));
    await writeFile(file, hinted.code);
    await writeFile(mapFile, JSON.stringify(hinted.map));
  }
}

/**
 * Session Replay compresses in a web worker, which the SDK would start from a blob: URL that the CSP's
 * worker-src 'self' refuses. The same worker is served as a hashed file of our own instead (workerUrl in
 * client/errorReporting/replay.ts), and the SDK's inline copy of it is left out of the bundle.
 */
const replayWorkerSource = await readFile('node_modules/@sentry/replay/build/npm/esm/worker-bundler.js');
const replayWorkerUrl = `/assets/replay-worker-${createHash('sha256').update(replayWorkerSource).digest('hex').slice(0, 8).toUpperCase()}.js`;

/**
 * MapLibre starts its tile worker from a URL (a module worker) and ships its own stylesheet: both are served
 * as hashed files of our own (the CSP's worker-src 'self'), loaded only by the map view's chunk
 * (client/routes/search/map/searchMap.client.ts), never by a list view. `prefix` goes first (the worker's compile hint).
 */
const hashedAsset = async (file, name, extension, prefix = '') => {
  const source = Buffer.concat([Buffer.from(prefix), await readFile(file)]);
  return { source, url: `/assets/${name}-${createHash('sha256').update(source).digest('hex').slice(0, 8).toUpperCase()}.${extension}` };
};
const mapLibreWorker = await hashedAsset('node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', 'maplibre-gl-worker', 'js', `${compileHint}\n`);
/** MapLibre's stylesheet draws its controls' icons as data: URLs, which the CSP's img-src refuses: each becomes a hashed SVG file. */
const mapLibreIcons = [];
const mapLibreStyle = await (async () => {
  const css = (await readFile('node_modules/maplibre-gl/dist/maplibre-gl.css', 'utf8')).replace(/url\("data:image\/svg\+xml;charset=utf-8,([^"]*)"\)/g, (_, encoded) => {
    const svg = decodeURIComponent(encoded.replaceAll("\\'", "'"));
    const url = `/assets/maplibre-icon-${createHash('sha256').update(svg).digest('hex').slice(0, 8).toUpperCase()}.svg`;
    mapLibreIcons.push({ url, source: svg });
    return `url("${url}")`;
  });
  return { source: css, url: `/assets/maplibre-gl-${createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()}.css` };
})();

/**
 * Keeps browser-only modules out of the worker: a `*.client` module (the search page's Downshift
 * multi-selects) is loaded on a field's first intent and takes over from a static twin
 * (client/routes/search/multiSelectEngine.ts), so the server never runs it and gets a stub that says so if it ever does.
 */
const clientModulesOffServer = {
  name: 'client-modules-off-server',
  setup(build) {
    build.onResolve({ filter: /\.client$/ }, (args) => ({ path: args.path, namespace: 'client-module-stub' }));
    build.onLoad({ filter: /.*/, namespace: 'client-module-stub' }, (args) => ({
      loader: 'js',
      contents: `export default function ClientOnly() { throw new Error(${JSON.stringify(`${args.path} runs in the browser only: render its static twin on the server (build.mjs)`)}); }`,
    }));
  },
};

/**
 * Writes the icon sprite (client/icons/iconSet.ts) under a name hashed from its content, and returns its URL,
 * which both builds get as __ICON_SPRITE__. In --watch mode it is drawn once: restart after changing the set.
 */
async function writeIconSprite() {
  const svg = await iconSprite(iconSet);
  const name = `icons-${createHash('sha256').update(svg).digest('hex').slice(0, 8).toUpperCase()}.svg`;
  await mkdir(`${outClient}/assets`, { recursive: true });
  await writeFile(`${outClient}/assets/${name}`, svg);
  return `/assets/${name}`;
}

/**
 * The site's one stylesheet, built from client/stylesheets.ts alone with the same class names as the scripts;
 * the script builds leave CSS out. Returns its URL.
 */
async function writeStylesheet() {
  const result = await esbuild.build({
    entryPoints: ['client/stylesheets.ts'],
    outdir: `${outClient}/assets`,
    entryNames: 'main-[hash]',
    bundle: true,
    minify: true,
    write: false,
    target: ['es2022'],
    plugins: [vanillaExtractPlugin({ identifiers })],
    logLevel: 'warning',
  });
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'));
  if (!css) throw new Error('build.mjs: client/stylesheets.ts produced no CSS');
  await writeFile(css.path, css.contents);
  return `/${path.relative(outClient, css.path).split(path.sep).join('/')}`;
}

const clientOptions = (iconSpriteUrl, shared) => ({
  entryPoints: ['client/main.tsx'],
  outdir: `${outClient}/assets`,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022'],
  jsx: 'automatic',
  minify: true,
  // Licences (React's MIT notices) in a .LEGAL.txt beside each script, which a comment links: deployed with
  // the script, not downloaded by every visitor.
  legalComments: 'linked',
  sourcemap: 'external',
  metafile: true,
  define: {
    ...production,
    __ICON_SPRITE__: JSON.stringify(iconSpriteUrl),
    __SENTRY_EXCLUDE_REPLAY_WORKER__: 'true',
    __REPLAY_WORKER_URL__: JSON.stringify(replayWorkerUrl),
    __MAPLIBRE_WORKER_URL__: JSON.stringify(mapLibreWorker.url),
    __MAPLIBRE_STYLE_URL__: JSON.stringify(mapLibreStyle.url),
  },
  // Class names only: the stylesheet is built on its own (writeStylesheet).
  plugins: [vanillaExtractPlugin({ identifiers, outputCss: false }), ourModuleImports(shared), syncExternalStoreFromReact, sentryReplayOutOfSdkChunk, sourceMapsOutOfAssets],
  logLevel: 'warning',
});

const workerOptions = (assets, iconSpriteUrl, buildVersion) => ({
  entryPoints: ['worker/index.ts'],
  outfile: `${outWorker}/index.js`,
  ...workerdBundleOptions,
  jsx: 'automatic',
  minify: true,
  sourcemap: 'external',
  external: ['cloudflare:*', 'node:*'],
  define: {
    ...production,
    __CLIENT_ASSETS__: JSON.stringify(assets),
    __ICON_SPRITE__: JSON.stringify(iconSpriteUrl),
    __SECURITY_HEADERS__: JSON.stringify(securityHeaders),
    __BUILD_VERSION__: JSON.stringify(buildVersion),
  },
  // The worker needs the class names only; the stylesheet comes from the client build.
  plugins: [vanillaExtractPlugin({ identifiers, outputCss: false }), reactDomServerStreamingOnly, syncExternalStoreFromReact, clientModulesOffServer],
  metafile: true,
  logLevel: 'warning',
});

/**
 * The back office worker (backOffice/, decision 025): the built-in CMS and the queues' consumers, with the
 * site worker's build settings (the e-mails render with the same React and class names).
 */
const outBackOffice = `${outDir}/back-office`;
const backOfficeOptions = (assets, iconSpriteUrl) => ({
  ...workerOptions(assets, iconSpriteUrl, 'back-office'),
  entryPoints: ['backOffice/index.ts'],
  outfile: `${outBackOffice}/index.js`,
  metafile: false,
});

// The security policy, assembled by Hono's secure-headers here rather than in every request of the worker.
const { documentOnlyHeaderNames, staticFileHeaders, workerSecurityHeaders } = await import('./worker/security/securityPolicy.ts');
const securityHeaders = await workerSecurityHeaders();

/**
 * dist/client/_headers: Workers Assets serves the static files (the documents through the worker's entry,
 * unchanged), so their security headers come from this file, made from the worker's own policy
 * (worker/security/securityPolicy.ts).
 */
async function staticHeadersFile() {
  const headers = await staticFileHeaders();
  const security = headers.map(([name, value]) => `  ${name}: ${value}`);
  // Hashed files never change: browsers and the edge may keep them for a year.
  const immutable = ['/assets/*', '  Cache-Control: public, max-age=31536000, immutable'];
  // The page's scripts and stylesheets (esbuild's main-* and chunk-*) go without the document-only headers;
  // the replay worker (a worker script reads its own CSP) and the icon sprite (an SVG can be opened) keep them.
  const detached = documentOnlyHeaderNames(headers).map((name) => `  ! ${name}`);
  const pageCode = ['/assets/main-*', ...detached, '/assets/chunk-*', ...detached];
  return ['/*', ...security, ...immutable, ...pageCode, ''].join('\n');
}

async function copyStatic() {
  await cp('client/public', outClient, { recursive: true });
  await mkdir(`${outClient}/assets`, { recursive: true });
  await writeFile(`${outClient}${replayWorkerUrl}`, replayWorkerSource);
  for (const asset of [mapLibreWorker, mapLibreStyle, ...mapLibreIcons]) await writeFile(`${outClient}${asset.url}`, asset.source);
  await writeFile(`${outClient}/_headers`, await staticHeadersFile());
  // The manifest is for the build's own scripts (page weight, e2e), not a file to publish.
  await writeFile(`${outClient}/.assetsignore`, 'asset-manifest.json\n');
}

/**
 * Full zod (~100 kB) reaches neither bundle (docs/decisions/001 and 009); zod/mini may check page data in
 * the browser, but only in chunks loaded on navigation, never in what every page loads first (decision 008).
 */
function assertZodOnlyWhereAllowed(metafile) {
  const isZod = (file) => file.includes('node_modules/zod/');
  // Inputs that left code in some output: esbuild lists tree-shaken files too.
  const bundled = Object.values(metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([file]) => file));
  const classic = bundled.filter((file) => isZod(file) && !/node_modules\/zod\/v4\/(mini|core)\//.test(file));
  if (classic.length) throw new Error(`build.mjs: full zod reached the client bundle (${classic[0]}); write schemas with zod/mini`);
  const [script] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'client/main.tsx') ?? [];
  const initial = [script, ...staticImports(metafile, script)];
  const early = initial.find((file) => Object.entries(metafile.outputs[file]?.inputs ?? {}).some(([input, i]) => isZod(input) && i.bytesInOutput > 0));
  if (early) throw new Error(`build.mjs: zod is in the first load (${early}); import page schemas lazily (routeModule.dataSchema)`);
}

/**
 * The worker carries only what it runs: zod/mini, not full zod (whose schema methods keep nearly all of
 * it); zod's English messages only (worker/zodEnglish.ts imports them by name: `z.locales.en()` keeps all
 * ~50 locales); Hono's smallest router (hono/tiny), not the default two; one Sentry SDK (toucan-js's);
 * no HTML parser (the runtime has one); and a gzipped size within the budget.
 */
async function assertWorkerWeight(metafile) {
  // Files with code in the bundle; metafile.inputs also lists what was read and then tree-shaken away.
  const inputs = Object.values(metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([file]) => file));
  const fullZod = inputs.find((file) => /node_modules\/zod\/v4\/classic\//.test(file));
  if (fullZod) {
    throw new Error(`build.mjs: full zod reached the worker (${fullZod}); write schemas with \`import * as z from 'zod/mini'\` (docs/decisions/009-worker-weight.md)`);
  }
  // hono/factory still imports the default preset; esbuild leaves a few bytes of each router module then.
  const defaultRouter = Object.values(metafile.outputs)
    .flatMap((o) => Object.entries(o.inputs))
    .find(([file, i]) => i.bytesInOutput > 100 && /node_modules\/hono\/dist\/router\/(reg-exp|smart)-router\//.test(file))?.[0];
  if (defaultRouter) {
    throw new Error(`build.mjs: Hono's default routers reached the worker (${defaultRouter}); write \`import { Hono } from 'hono/tiny'\` (docs/decisions/009-worker-weight.md)`);
  }
  if (inputs.some((file) => /node_modules\/zod\/v4\/locales\/(?!en\.js|index\.js)/.test(file))) {
    throw new Error("build.mjs: zod's locales reached the worker; import the English one by name (worker/zodEnglish.ts)");
  }
  // CMS pages are sanitized by worker/htmlSanitizer/ (decision 017): an HTML parser in the bundle is ~40 KiB gzipped.
  const htmlParser = inputs.find((file) => /node_modules\/(parse5|entities|htmlparser2)\//.test(file));
  if (htmlParser) throw new Error(`build.mjs: an HTML parser reached the worker (${htmlParser}); sanitize with worker/htmlSanitizer/sanitizeCmsHtml.ts`);
  const sentryCores = new Set(inputs.map((file) => file.match(/^(.*node_modules\/@sentry\/core)\//)?.[1]).filter(Boolean));
  if (sentryCores.size > 1) throw new Error(`build.mjs: two Sentry SDKs in the worker (${[...sentryCores].join(', ')}); report through toucan-js`);
  const gzipped = gzipSync(await readFile(`${outWorker}/index.js`)).length;
  if (gzipped > workerGzipBudgetBytes) {
    throw new Error(`build.mjs: the worker is ${(gzipped / 1024).toFixed(1)} KiB gzipped, over its ${workerGzipBudgetBytes / 1024} KiB budget; see npm run bundle:composition`);
  }
}

/**
 * The combobox library (Downshift, ~14 kB gzipped) serves only the search page's multi-selects, and only
 * once a field is reached for (client/routes/search/multiSelectEngine.ts, decision 027): it must be in no
 * first load and in no page's view (a page's chunk or what it imports statically), only behind a dynamic import.
 */
function assertComboboxOnlyOnIntent(metafile) {
  const isDownshift = (file) => file.includes('node_modules/downshift/');
  const holders = Object.entries(metafile.outputs)
    .filter(([, o]) => Object.entries(o.inputs).some(([input, i]) => isDownshift(input) && i.bytesInOutput > 0))
    .map(([file]) => file);
  const [script] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'client/main.tsx') ?? [];
  const initial = new Set([script, ...staticImports(metafile, script)]);
  const early = holders.find((file) => initial.has(file));
  if (early) throw new Error(`build.mjs: downshift is in the first load (${early}); import it only from the search page's components`);
  for (const [file, o] of Object.entries(metafile.outputs)) {
    const routeId = routePagePattern.exec(o.entryPoint ?? '')?.[1];
    if (!routeId) continue;
    const reached = [file, ...staticImports(metafile, file)].find((f) => holders.includes(f));
    if (reached) throw new Error(`build.mjs: downshift comes with the ${routeId} page view (${reached}); load it on a field's first intent (client/routes/search/multiSelectEngine.ts)`);
  }
}

/**
 * What a page loads before it is interactive is at most 75 kB gzipped, on every route
 * (scripts/pageWeight.ts; decision record 014).
 */
function assertFirstLoadWeight(weights) {
  const over = overBudget(weights);
  if (over.length) {
    const names = over.map((w) => `${w.routeId} ${(w.initial.gzipBytes / 1024).toFixed(1)} kB`).join(', ');
    throw new Error(`build.mjs: the first load is over its ${initialJsBudgetBytes / 1024} kB gzipped budget: ${names}; see decision record 014`);
  }
}

/**
 * A page view's scripts (first load and the page's chunks) at most 100 kB gzipped in at most 8 files;
 * the build fails naming the route and its scripts, or a route of pageViewsKnownOverBudget that is within it.
 */
function assertPageViewWeight(weights, assets) {
  const over = overPageViewBudget(weights);
  const unexpected = over.filter((w) => !pageViewsKnownOverBudget.has(w.routeId));
  if (unexpected.length) {
    const names = unexpected
      .map((w) => `${w.routeId} ${(w.view.gzipBytes / 1024).toFixed(1)} kB in ${w.view.files} files (${[...initialScripts(assets), ...pageScripts(assets, w.routeId)].join(', ')})`)
      .join('; ');
    throw new Error(`build.mjs: a page view is over its budget of ${pageViewBudget.gzipBytes / 1024} kB gzipped in ${pageViewBudget.files} files: ${names}`);
  }
  for (const [routeId, why] of pageViewsKnownOverBudget) {
    if (!over.some((w) => w.routeId === routeId)) throw new Error(`build.mjs: the ${routeId} page view is within its budget now; remove it from pageViewsKnownOverBudget ("${why}")`);
  }
}

function sizeTable(metafile) {
  return Object.entries(metafile.outputs)
    .filter(([file]) => !file.endsWith('.map'))
    .map(([file, o]) => `  ${file}  ${(o.bytes / 1024).toFixed(1)} kB`)
    .join('\n');
}

await rm(outDir, { recursive: true, force: true });
await mkdir(outClient, { recursive: true });
await copyStatic();
const iconSpriteUrl = await writeIconSprite();
const style = await writeStylesheet();
// The share card worker (shareCards/): its own bundle, outside the site worker's budget (decision 020).
await buildShareCards(path.resolve(outDir, 'share-cards'));
// The basemap tile worker (mapTiles/): its own bundle too, the pmtiles reader outside the site worker's budget.
await buildMapTiles(path.resolve(outDir, 'map-tiles'));

if (!watch) {
  // A first build, kept in memory, finds what pages share; the second puts that in one chunk.
  const firstPass = clientOptions(iconSpriteUrl);
  const probe = await esbuild.build({ ...firstPass, write: false, plugins: firstPass.plugins.filter((p) => p !== sourceMapsOutOfAssets) });
  const client = await esbuild.build(clientOptions(iconSpriteUrl, sharedPageCode(probe.metafile)));
  assertZodOnlyWhereAllowed(client.metafile);
  assertComboboxOnlyOnIntent(client.metafile);
  await markCompiledOnLoad(client.metafile);
  const assets = clientAssets(client.metafile, style);
  // What each client chunk is made of (outside the deployed assets), for scripts/pageWeight.ts.
  await writeFile(`${outDir}/client-metafile.json`, JSON.stringify(client.metafile));
  const worker = await esbuild.build(workerOptions(assets, iconSpriteUrl, buildVersionPlaceholder));
  const buildVersion = await stampBuildVersion(`${outWorker}/index.js`);
  // The worker's inputs, for scripts/bundle-composition.ts (wrangler uploads index.js only).
  await writeFile(`${outWorker}/metafile.json`, JSON.stringify(worker.metafile));
  await assertWorkerWeight(worker.metafile);
  await esbuild.build(backOfficeOptions(assets, iconSpriteUrl));
  await writeFile(`${outClient}/asset-manifest.json`, JSON.stringify(assets));
  const weights = await pageWeights(outClient);
  const gzipKiB = async (file) => (gzipSync(await readFile(file)).length / 1024).toFixed(1);
  const workers = `Site worker ${await gzipKiB(`${outWorker}/index.js`)} KiB gzipped (budget ${workerGzipBudgetBytes / 1024}), back office worker ${await gzipKiB(`${outBackOffice}/index.js`)} KiB gzipped`;
  console.log(`build.mjs: built version ${buildVersion}\n${sizeTable(client.metafile)}\n${sizeTable(worker.metafile)}\n${workers}\n\n${pageWeightTable(weights)}`);
  assertFirstLoadWeight(weights);
  assertPageViewWeight(weights, assets);
} else {
  let workerContext;
  const rebuildWorker = {
    name: 'rebuild-worker',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length || !result.metafile) return;
        assertZodOnlyWhereAllowed(result.metafile);
        assertComboboxOnlyOnIntent(result.metafile);
        await markCompiledOnLoad(result.metafile);
        const assets = clientAssets(result.metafile, style);
        await workerContext?.dispose();
        // No stamped hash while watching: every rebuild is a development version.
        workerContext = await esbuild.context(workerOptions(assets, iconSpriteUrl, 'watch'));
        await workerContext.watch();
        console.log('build.mjs: client and worker rebuilt', assets.script);
      });
    },
  };
  const options = clientOptions(iconSpriteUrl);
  const clientContext = await esbuild.context({ ...options, plugins: [...options.plugins, rebuildWorker] });
  await clientContext.watch();
  console.log('build.mjs: watching for changes');
}
