/**
 * @module How esbuild bundles code for workerd: one ES module, the runtime's package conditions. Shared
 * by build.mjs (the worker) and the benchmarks that bundle a worker of their own (bench-sanitizer.ts).
 */
import type { BuildOptions } from 'esbuild';

export const workerdBundleOptions: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  conditions: ['workerd', 'worker', 'browser', 'import', 'default'],
  mainFields: ['module', 'main'],
  target: ['es2022'],
};
