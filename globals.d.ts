/**
 * The hashed client bundle files, defined at build time by build.mjs (and by vitest.config.ts in tests):
 * the entry script, its stylesheet, the chunks the entry imports statically (to modulepreload), and
 * for each route the chunks of its page component (to modulepreload on that route's pages), the
 * component's own chunk first (the browser imports it by that URL: client/routes/importPageModule.ts).
 */
declare const __CLIENT_ASSETS__: { script: string; style: string; preload: string[]; routes: Record<string, string[]>; mapView: string[]; mapViewLinks: string };

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
/** MapLibre's tile worker and its stylesheet, hashed files of /assets/ loaded by the map view only (build.mjs). */
declare const __MAPLIBRE_WORKER_URL__: string;
declare const __MAPLIBRE_STYLE_URL__: string;

/** The worker's security headers as Hono's secure-headers assembles them (worker/security/securityPolicy.ts). */
interface WorkerSecurityHeaders {
  /** Stands for the response's nonce in the CSP; each response puts a new one in its place. */
  noncePlaceholder: string;
  /** With `report-uri` (a Sentry DSN is configured). */
  withReports: [string, string][];
  withoutReports: [string, string][];
}

/** Defined at build time by build.mjs (and by vitest.config.ts in the workerd tests). */
declare const __SECURITY_HEADERS__: WorkerSecurityHeaders;
/** The URL of the icon sprite (client/icons/iconSet.ts) that build.mjs writes; defined in both builds and in tests. */
declare const __ICON_SPRITE__: string;
/**
 * The worker's version, answered by /healthz: the hash of the built worker bundle (build.mjs), `watch` from
 * `build.mjs --watch`, `test` in the workerd tests (vitest.config.ts).
 */
declare const __BUILD_VERSION__: string;

/**
 * Invoker commands (HTML's `command` and `commandfor` on a button), which React passes through as plain
 * attributes but @types/react does not list yet: the hamburger opens the sidebar with them before hydration.
 */
declare namespace React {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | undefined;
    commandfor?: string | undefined;
  }
}

/** GeoJSON files (scripts/mapData/) import as their parsed JSON (scripts/extensionlessImports.ts, vitest.config.ts); checked with zod where read. */
declare module '*.geojson' {
  const geojson: unknown;
  export default geojson;
}
