/**
 * The hashed client bundle files, defined at build time by build.mjs (and by vitest.config.ts in tests):
 * the entry script, its stylesheet, the chunks the entry imports statically (to modulepreload), and
 * for each route the chunks of its page component (to modulepreload on that route's pages).
 */
declare const __CLIENT_ASSETS__: { script: string; style: string; preload: string[]; routes: Record<string, string[]> };
