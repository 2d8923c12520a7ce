/**
 * The hashed client bundle files, defined at build time by build.mjs (and by vitest.config.ts in tests):
 * the entry script, its stylesheet, and the chunks the entry imports statically (to modulepreload).
 */
declare const __CLIENT_ASSETS__: { script: string; style: string; preload: string[] };
