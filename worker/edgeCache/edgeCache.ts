/**
 * @module The HTML cache: public pages (and their JSON for client navigation) in the Cache API, with
 * stale-while-revalidate done here, since the Cache API has none of its own.
 *
 * A stored copy is served at once while fresh (HIT); within its stale window it is served (STALE) and
 * rendered again in `waitUntil`, at most once per key in this isolate at a time; older, or absent, the
 * page is rendered for the request and stored in the background (MISS). Only 200s and 404s without
 * Set-Cookie are stored, for the lifetime their route gives; an operator's bypass neither reads nor
 * writes (BYPASS). The stored copy is the complete document, so crawlers get it from the cache too.
 * Keys carry the tenant's origin (from configuration, never a forwarding header) and the tenant's page
 * version, so one tenant never gets another's page and a new version retires every old copy at once.
 * See docs/decisions/012-html-cache-and-csp.md.
 */
import type { CachePolicy } from '../../client/routes/routeModule';
import { rewriteNonce } from './rewriteNonce';
import { freshnessOf, isStorable, storedCopy, visitorHeaders, withCacheStatus } from './storedCopy';

/** What is cached: a page's HTML, or the same page as JSON for client navigation. */
export type CachedKind = 'html' | 'page-json';

/** A render's answer and how long it may be kept (null: not at all, e.g. the 503 of a failed loader). */
export interface Rendered {
  response: Response;
  lifetime: CachePolicy | null;
}

export interface EdgeCacheRequest {
  /** The cache key, from `edgeCacheKey`. */
  key: string;
  /** The CSP nonce of this response (HTML only): cached pages get it written into their inline scripts. */
  nonce: string | null;
  /** An operator's bypass: rendered afresh, neither read nor stored. */
  bypass: boolean;
  /** Renders the page with `nonce` in its inline scripts; also called in the background to refresh a stale copy. */
  render(nonce: string | null): Promise<Rendered>;
  waitUntil(task: Promise<unknown>): void;
  /** A background store or refresh failed; a stale copy stays in place. */
  onBackgroundError(error: unknown): void;
  /** The Cache API's cache; caches.default unless a test gives another. */
  cache?: Cache;
  now?: () => number;
}

/** Refreshes under way in this isolate, one per key. */
const refreshing = new Map<string, Promise<void>>();

/**
 * The key of a page in the cache: the tenant's origin, the kind, the tenant's page version, then the path
 * and query as requested. Built by concatenation, so no path (`//host`, `/\host`) can change the origin.
 * @example edgeCacheKey('https://immo1.example.hu', 'html', '3fa2c1d9e0b4a7f6.1', '/ingatlan/1?a=1') // 'https://immo1.example.hu/.edge-cache/html/3fa2c1d9e0b4a7f6.1/ingatlan/1?a=1'
 */
export function edgeCacheKey(siteOrigin: string, kind: CachedKind, version: string, pathAndQuery: string): string {
  return `${siteOrigin}/.edge-cache/${kind}/${encodeURIComponent(version)}${pathAndQuery}`;
}

/** Reads the whole body and puts the copy into the cache, noting the nonce its inline scripts carry. */
async function store(cache: Cache, key: string, body: ReadableStream<Uint8Array> | null, rendered: { response: Response; lifetime: CachePolicy }, storedAt: number, nonce: string | null): Promise<void> {
  const bytes = body ? await new Response(body).arrayBuffer() : new ArrayBuffer(0);
  const usedNonce = nonce !== null && new TextDecoder().decode(bytes).includes(`nonce="${nonce}"`) ? nonce : null;
  await cache.put(new Request(key), storedCopy(bytes, rendered.response, rendered.lifetime, storedAt, usedNonce));
}

/** Renders `key` again and stores it, unless a refresh of it is already under way in this isolate. */
function refreshInBackground(request: EdgeCacheRequest, cache: Cache, now: () => number): void {
  if (refreshing.has(request.key)) return;
  const task = (async () => {
    const { response, lifetime } = await request.render(request.nonce);
    if (!isStorable(response, lifetime)) {
      await response.body?.cancel();
      // The page could not be rendered as it should (e.g. the CMS failed): the stale copy is better than none.
      throw new Error(`the refresh answered ${response.status}, which is not stored`);
    }
    await store(cache, request.key, response.body, { response, lifetime }, now(), request.nonce);
  })()
    .catch((error: unknown) => request.onBackgroundError(error))
    .finally(() => refreshing.delete(request.key));
  refreshing.set(request.key, task);
  request.waitUntil(task);
}

/** A stored copy as the visitor gets it: the cache's headers removed, the response's nonce written in. */
function served(stored: Response, status: 'HIT' | 'STALE', ageSeconds: number, storedNonce: string | null, nonce: string | null): Response {
  const headers = visitorHeaders(stored, status, ageSeconds);
  if (storedNonce === null || nonce === null || storedNonce === nonce) return new Response(stored.body, { status: stored.status, headers });
  headers.delete('content-length');
  return rewriteNonce(new Response(stored.body, { status: stored.status, headers }), storedNonce, nonce);
}

/** Answers a page request from the cache, or renders (and stores) it; every answer says which in `X-Cache`. */
export async function serveFromEdgeCache(request: EdgeCacheRequest): Promise<Response> {
  if (request.bypass) return withCacheStatus((await request.render(request.nonce)).response, 'BYPASS');
  const cache = request.cache ?? caches.default;
  const now = request.now ?? Date.now;
  // A failing cache is a miss, never an error page.
  const stored = await cache.match(new Request(request.key)).catch(() => undefined);
  if (stored) {
    const freshness = freshnessOf(stored, now());
    if (freshness.kind !== 'expired') {
      if (freshness.kind === 'stale') refreshInBackground(request, cache, now);
      return served(stored, freshness.kind === 'fresh' ? 'HIT' : 'STALE', freshness.ageSeconds, freshness.nonce, request.nonce);
    }
    await stored.body?.cancel();
  }
  const { response, lifetime } = await request.render(request.nonce);
  if (!isStorable(response, lifetime)) return withCacheStatus(response, 'MISS');
  const [toVisitor, toCache] = response.body ? response.body.tee() : [null, null];
  request.waitUntil(store(cache, request.key, toCache, { response, lifetime }, now(), request.nonce).catch((error: unknown) => request.onBackgroundError(error)));
  return withCacheStatus(new Response(toVisitor, response), 'MISS');
}
