/** The hashed client bundle files, defined at build time by build.mjs (and by vitest.config.ts in tests). */
declare const __CLIENT_ASSETS__: { script: string; style: string };
