/**
 * @module What the worker bundle weighs and what it is made of: `npm run bundle:composition` (builds first).
 *
 * Prints the bundle's size minified and gzipped, the upload as `wrangler deploy --dry-run` writes it
 * (the figure the 180 KiB target of issue 15 is about), and the bundle's bytes per package or source
 * folder, read from esbuild's metafile (build.mjs writes it to dist/worker/metafile.json), with what
 * each costs gzipped: the bundle's gzipped size without the bytes its source map attributes to it. The
 * bench imports `workerComposition` and `compositionMarkdown` to include the same table.
 *
 *   node scripts/bundle-composition.ts [--top 15]
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { projectRoot, wranglerBin, wranglerEnv } from './projectPaths.ts';

interface CompositionRow {
  /** An npm package (`react-dom`, `@sentry/core`) or one of our folders (`worker/cms`, `domain`). */
  origin: string;
  /** Minified bytes of the bundle that come from it. */
  bytes: number;
  /** What the gzipped bundle would lose without those bytes (gzip shares its dictionary, so not their gzipped size alone). */
  marginalGzipBytes?: number;
}

interface WorkerComposition {
  bundleBytes: number;
  bundleGzipBytes: number;
  /** The worker as wrangler uploads it (its own re-bundle of dist/worker/index.js), gzipped. */
  uploadGzipBytes: number;
  /** Every origin, largest first. */
  rows: CompositionRow[];
}

/**
 * Where a bundled file comes from: the innermost package under node_modules, else its first two path
 * segments (one source folder).
 * @example originOf('node_modules/toucan-js/node_modules/@sentry/core/esm/scope.js') // '@sentry/core'
 */
export function originOf(file: string): string {
  const packages = [...file.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  const innermost = packages.at(-1)?.[1];
  if (innermost) return innermost;
  const segments = file.split('/');
  return segments.length > 2 ? segments.slice(0, 2).join('/') : segments[0] ?? file;
}

/** The minified bytes of `output` grouped by origin, largest first. */
export function compositionRows(output: Metafile['outputs'][string]): CompositionRow[] {
  const bytesByOrigin = new Map<string, number>();
  for (const [file, input] of Object.entries(output.inputs)) {
    if (input.bytesInOutput === 0) continue;
    const origin = originOf(file);
    bytesByOrigin.set(origin, (bytesByOrigin.get(origin) ?? 0) + input.bytesInOutput);
  }
  return [...bytesByOrigin].map(([origin, bytes]) => ({ origin, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** The parts of a version 3 source map that say where each output byte comes from. */
export interface SourceMap {
  sources: string[];
  mappings: string;
}

const base64Digits = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** The numbers of one source map segment (base64 VLQ: 5 bits a digit, continuation bit 32, sign in the lowest bit). */
function vlqNumbers(segment: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64Digits.get(char);
    if (digit === undefined) throw new Error(`not a source map segment: ${segment}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    numbers.push(value % 2 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return numbers;
}

/**
 * For each UTF-16 unit of `code`, the index in `map.sources` of the source it comes from (-1 when none):
 * a segment runs from its column to the next segment or the end of its line.
 */
export function sourceIndexPerUnit(code: string, map: SourceMap): Int32Array {
  const owner = new Int32Array(code.length).fill(-1);
  let lineStart = 0;
  let source = 0;
  let previous: { at: number; source: number } | undefined;
  for (const line of map.mappings.split(';')) {
    let column = 0;
    for (const segment of line.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = vlqNumbers(segment);
      column += columnDelta;
      if (previous) owner.fill(previous.source, previous.at, lineStart + column);
      if (sourceDelta !== undefined) source += sourceDelta;
      previous = { at: lineStart + column, source: sourceDelta === undefined ? -1 : source };
    }
    const end = code.indexOf('\n', lineStart);
    const lineEnd = end === -1 ? code.length : end;
    // A line's last segment runs to the line's end.
    if (previous) owner.fill(previous.source, previous.at, lineEnd);
    previous = undefined;
    lineStart = lineEnd + 1;
  }
  return owner;
}

/**
 * What each origin costs the gzipped bundle: its gzipped size minus that of the bundle without the
 * origin's bytes. `sourceFile` turns a source map entry into a project path for `originOf`.
 */
export function marginalGzipBytes(code: string, map: SourceMap, sourceFile: (source: string) => string): Map<string, number> {
  const owner = sourceIndexPerUnit(code, map);
  const originIndex = map.sources.map((source) => originOf(sourceFile(source)));
  const whole = gzipSync(code).length;
  const costs = new Map<string, number>();
  for (const origin of new Set(originIndex)) {
    let rest = '';
    let own = 0;
    for (let i = 0; i < code.length; ) {
      const mine = owner[i] !== -1 && originIndex[owner[i] ?? -1] === origin;
      let j = i + 1;
      while (j < code.length && (owner[j] !== -1 && originIndex[owner[j] ?? -1] === origin) === mine) j++;
      if (mine) own += j - i;
      else rest += code.slice(i, j);
      i = j;
    }
    if (own > 0) costs.set(origin, whole - gzipSync(rest).length);
  }
  return costs;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The gzipped size of the worker as `wrangler deploy --dry-run --env production` writes it. */
async function uploadGzipBytes(): Promise<number> {
  const outdir = await mkdtemp(path.join(tmpdir(), 'edge-site-upload-'));
  try {
    await promisify(execFile)(wranglerBin, ['deploy', '--dry-run', '--env', 'production', '--outdir', outdir], { cwd: projectRoot, env: wranglerEnv() });
    return gzipSync(await readFile(path.join(outdir, 'index.js'))).length;
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

/** Reads the built worker (run build.mjs first) and measures it, including wrangler's upload. */
export async function workerComposition(): Promise<WorkerComposition> {
  const metafile: Metafile = JSON.parse(await readFile(path.join(projectRoot, 'dist/worker/metafile.json'), 'utf8'));
  const output = metafile.outputs['dist/worker/index.js'];
  if (!output) throw new Error('dist/worker/metafile.json has no dist/worker/index.js; run node build.mjs');
  const bundle = await readFile(path.join(projectRoot, 'dist/worker/index.js'));
  const map: SourceMap = JSON.parse(await readFile(path.join(projectRoot, 'dist/worker/index.js.map'), 'utf8'));
  const costs = marginalGzipBytes(bundle.toString('utf8'), map, (source) => (source.startsWith('<') ? source : path.posix.join('dist/worker', source)));
  const rows = compositionRows(output).map((row) => ({ ...row, marginalGzipBytes: costs.get(row.origin) }));
  return { bundleBytes: bundle.length, bundleGzipBytes: gzipSync(bundle).length, uploadGzipBytes: await uploadGzipBytes(), rows };
}

/** A markdown summary: the sizes, then the `top` largest origins with their share of the bundle. */
export function compositionMarkdown(composition: WorkerComposition, top = 15): string {
  const { bundleBytes, bundleGzipBytes, uploadGzipBytes, rows } = composition;
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  const shown = rows.slice(0, top);
  const rest = rows.slice(top).reduce((sum, row) => sum + row.bytes, 0);
  return [
    `Worker bundle: ${kib(bundleBytes)} minified, ${kib(bundleGzipBytes)} gzipped; upload (wrangler deploy --dry-run): ${kib(uploadGzipBytes)} gzipped.`,
    '',
    '| from | minified | share | gzipped, marginal |',
    '|---|---:|---:|---:|',
    ...shown.map((row) => `| ${row.origin} | ${kib(row.bytes)} | ${((row.bytes / total) * 100).toFixed(1)}% | ${row.marginalGzipBytes === undefined ? '–' : kib(row.marginalGzipBytes)} |`),
    ...(rest > 0 ? [`| ${rows.length - shown.length} more | ${kib(rest)} | ${((rest / total) * 100).toFixed(1)}% | |`] : []),
  ].join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { top: { type: 'string', default: '15' } }, strict: true });
  const top = Number(values.top);
  if (!Number.isInteger(top) || top < 1) throw new Error('--top takes a positive whole number');
  console.log(compositionMarkdown(await workerComposition(), top));
}
