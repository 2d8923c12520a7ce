/**
 * @module The HTML cache: public pages (and their JSON for client navigation) in this isolate's memory
 * (memoryTier.ts) in front of the Cache API, with stale-while-revalidate done here, since the Cache API
 * has none of its own. Every answer says where it came from in X-Cache: HIT (fresh), STALE (served while
 * refreshed in `waitUntil`, once per key in this isolate), MISS (rendered, then stored complete) or
 * BYPASS (the operator's). Only 200s and 404s without Set-Cookie are stored, for their route's lifetime.
 * Why, and how nonces and keys keep one copy safe for everyone: docs/decisions/015-html-cache-and-csp.md.
 */
import type { CachePolicy } from '../../domain/pages/cachePolicy';
import { dropPage, type HeldPage, heldPage, holdPage } from './memoryTier';
import { withNonce } from './withNonce';
import { freshnessOf, isStorable, storedCopy, visitorHeaders, withCacheStatus } from './storedCopy';

/** What is cached: a page's HTML, the same page as JSON for client navigation, or its streamed part's JSON. */
export type CachedKind = 'html' | 'page-json' | 'page-part';

/** Who a render is for: the visitor waiting for it (a page may stream), or the cache (the complete document). */
export type RenderPurpose = 'visitor' | 'store';

/** A render's answer and how long it may be kept (null: not at all, e.g. the 503 of a failed loader). */
export interface Rendered {
  response: Response;
  lifetime: CachePolicy | null;
  /** True when the answer is the complete document, fit to store as it is (JSON always; a page for crawlers or the cache). */
  complete: boolean;
}

export interface EdgeCacheRequest {
  /** The cache key (pageCacheKey.ts). */
  key: string;
  /** The CSP nonce of this response (HTML only): cached pages get it written into their inline scripts. */
  nonce: string | null;
  /** An operator's bypass: rendered afresh, neither read nor stored. */
  bypass: boolean;
  /** Headers a served copy carries besides its stored ones (the security headers, when no middleware adds them). */
  headers?: Record<string, string>;
  /**
   * Renders the page with `nonce` in its inline scripts, for the visitor or for the cache (in the background:
   * a stale copy's refresh, or the complete copy of a page the visitor got streamed). Within one request
   * the renders share what was loaded.
   */
  render(nonce: string | null, purpose: RenderPurpose): Promise<Rendered>;
  waitUntil(task: Promise<unknown>): void;
  /** A background store or refresh failed; a stale copy stays in place. */
  onBackgroundError(error: unknown): void;
  /** The Cache API's cache; caches.default unless a test gives another. */
  cache?: Cache;
  now?: () => number;
}

/** What serving a held copy needs of the request. */
export type HeldHitRequest = Pick<EdgeCacheRequest, 'key' | 'nonce' | 'headers' | 'now'>;

/** Refreshes under way in this isolate, one per key. */
const refreshing = new Map<string, Promise<void>>();

/** Puts a rendered page into both tiers, noting the nonce its inline scripts carry. */
async function store(cache: Cache, key: string, body: ReadableStream<Uint8Array> | null, rendered: { response: Response; lifetime: CachePolicy }, storedAt: number, nonce: string | null): Promise<void> {
  const bytes = body ? await new Response(body).arrayBuffer() : new ArrayBuffer(0);
  const usedNonce = nonce !== null && new TextDecoder().decode(bytes).includes(`nonce="${nonce}"`) ? nonce : null;
  const copy = storedCopy(bytes, rendered.response, rendered.lifetime, storedAt, usedNonce);
  holdPage(key, { status: copy.status, headers: copy.headers, body: bytes });
  await cache.put(new Request(key), copy);
}

/** The Cache API's copy of `key`, now held in memory too; undefined when it has none (or cannot be read). */
async function fromCacheApi(cache: Cache, key: string): Promise<HeldPage | undefined> {
  const stored = await cache.match(new Request(key)).catch(() => undefined);
  if (!stored) return undefined;
  const page: HeldPage = { status: stored.status, headers: stored.headers, body: await stored.arrayBuffer() };
  holdPage(key, page);
  return page;
}

/**
 * Renders `key` for the cache in the background and stores it, unless that is already under way for the key
 * in this isolate. A stale copy's refresh first takes a fresh copy another isolate stored in the Cache API.
 */
function storeInBackground(request: EdgeCacheRequest, cache: Cache, now: () => number, reason: 'stale' | 'streamed'): void {
  if (refreshing.has(request.key)) return;
  const task = (async () => {
    if (reason === 'stale') {
      const shared = await fromCacheApi(cache, request.key);
      if (shared && freshnessOf(shared.headers, now()).kind === 'fresh') return;
    }
    const { response, lifetime } = await request.render(request.nonce, 'store');
    if (!isStorable(response, lifetime)) {
      await response.body?.cancel();
      // The page could not be rendered as it should (e.g. the CMS failed): the stale copy is better than none.
      throw new Error(`the render for the cache answered ${response.status}, which is not stored`);
    }
    await store(cache, request.key, response.body, { response, lifetime }, now(), request.nonce);
  })()
    .catch((error: unknown) => request.onBackgroundError(error))
    .finally(() => refreshing.delete(request.key));
  refreshing.set(request.key, task);
  request.waitUntil(task);
}

/** A held page as the visitor gets it: the cache's headers removed, the response's nonce written in. */
function served(page: HeldPage, status: 'HIT' | 'STALE', ageSeconds: number, storedNonce: string | null, request: HeldHitRequest): Response {
  const { nonce, headers = {} } = request;
  const body = storedNonce === null || nonce === null || storedNonce === nonce ? page.body : withNonce(page.body, storedNonce, nonce);
  return new Response(body, { status: page.status, headers: visitorHeaders(page.headers, status, ageSeconds, headers) });
}

/**
 * A fresh copy of the key from this isolate's memory, served (HIT) without any I/O; undefined when memory
 * holds none, or only one that is stale (serveFromEdgeCache refreshes it) or expired.
 */
export function heldHit(request: HeldHitRequest): Response | undefined {
  const page = heldPage(request.key);
  if (!page) return undefined;
  const freshness = freshnessOf(page.headers, (request.now ?? Date.now)());
  return freshness.kind === 'fresh' ? served(page, 'HIT', freshness.ageSeconds, freshness.nonce, request) : undefined;
}

/** The held or Cache API copy of the key, if it may still be served; a stale one starts a refresh. */
async function usableCopy(request: EdgeCacheRequest, cache: Cache, now: () => number): Promise<Response | undefined> {
  const page = heldPage(request.key) ?? (await fromCacheApi(cache, request.key));
  if (!page) return undefined;
  const freshness = freshnessOf(page.headers, now());
  if (freshness.kind === 'expired') {
    dropPage(request.key);
    return undefined;
  }
  if (freshness.kind === 'stale') storeInBackground(request, cache, now, 'stale');
  return served(page, freshness.kind === 'fresh' ? 'HIT' : 'STALE', freshness.ageSeconds, freshness.nonce, request);
}

/** Answers a page request from the cache, or renders (and stores) it; every answer says which in `X-Cache`. */
export async function serveFromEdgeCache(request: EdgeCacheRequest): Promise<Response> {
  if (request.bypass) return withCacheStatus((await request.render(request.nonce, 'visitor')).response, 'BYPASS');
  const cache = request.cache ?? caches.default;
  const now = request.now ?? Date.now;
  const copy = await usableCopy(request, cache, now);
  if (copy) return copy;
  const { response, lifetime, complete } = await request.render(request.nonce, 'visitor');
  if (!isStorable(response, lifetime)) return withCacheStatus(response, 'MISS');
  if (!complete) {
    // The visitor gets the page streamed; the cache gets the complete document, rendered from the same data.
    storeInBackground(request, cache, now, 'streamed');
    return withCacheStatus(response, 'MISS');
  }
  const [toVisitor, toCache] = response.body ? response.body.tee() : [null, null];
  request.waitUntil(store(cache, request.key, toCache, { response, lifetime }, now(), request.nonce).catch((error: unknown) => request.onBackgroundError(error)));
  return withCacheStatus(new Response(toVisitor, response), 'MISS');
}
