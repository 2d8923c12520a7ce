/**
 * The hashed client bundle files, defined at build time by build.mjs (and by vitest.config.ts in tests):
 * the entry script, its stylesheet, the chunks the entry imports statically (to modulepreload), and
 * for each route the chunks of its page component (to modulepreload on that route's pages), the
 * component's own chunk first (the browser imports it by that URL: client/routes/importPageModule.ts).
 */
declare const __CLIENT_ASSETS__: { script: string; style: string; preload: string[]; routes: Record<string, string[]> };

/** The URL of the icon sprite (client/icons/iconSet.ts) that build.mjs writes; defined in both builds and in tests. */
declare const __ICON_SPRITE__: string;
