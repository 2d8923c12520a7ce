/**
 * The hashed client bundle files, defined at build time by build.mjs (and by vitest.config.ts in tests):
 * the entry script, its stylesheet, the chunks the entry imports statically (to modulepreload), and
 * for each route the chunks of its page component (to modulepreload on that route's pages).
 */
declare const __CLIENT_ASSETS__: { script: string; style: string; preload: string[]; routes: Record<string, string[]> };

/**
 * Workers' additions to two Web APIs, which the DOM library's declarations (needed by client/) hide from
 * the worker's code: the default cache and the constant-time comparison.
 */
interface CacheStorage {
  readonly default: Cache;
}
interface SubtleCrypto {
  timingSafeEqual(a: ArrayBuffer | ArrayBufferView, b: ArrayBuffer | ArrayBufferView): boolean;
}

/** The URL of Session Replay's compression worker, a hashed file of /assets/ (build.mjs). */
declare const __REPLAY_WORKER_URL__: string;
