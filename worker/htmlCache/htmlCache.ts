/**
 * @module The HTML cache: public pages (and their JSON for client navigation) held in this isolate's memory
 * in front of the Cache API (shared by the isolates of a location), with stale-while-revalidate done here,
 * since the Cache API has none of its own. Its face is serveFromHtmlCache (the app's way in) and heldHit
 * (the answer from memory before the app runs, memoryHit.ts). Every answer says where it came from in
 * X-Cache: HIT (fresh), STALE (served while refreshed in `waitUntil`, once per key in this isolate), MISS
 * (rendered, then stored complete) or BYPASS (the operator's). Only 200s and 404s without Set-Cookie are
 * stored, for their route's lifetime. Why, and how nonces and keys keep one copy safe for everyone:
 * docs/decisions/015-html-cache-and-csp.md.
 */
import type { CachePolicy } from '../../domain/pages/cachePolicy';
import { registerIsolateMemory } from '../kvCache/staleWhileRevalidate';
import { withNonce } from './withNonce';

/** What is cached: a page's HTML, the same page as JSON for client navigation, or its streamed part's JSON. */
export type CachedKind = 'html' | 'page-json' | 'page-part' | 'map-json';

/** Who a render is for: the visitor waiting for it (a page may stream), or the cache (the complete document). */
export type RenderPurpose = 'visitor' | 'store';

/** A render's answer and how long it may be kept (null: not at all, e.g. the 503 of a failed loader). */
export interface Rendered {
  response: Response;
  lifetime: CachePolicy | null;
  /** True when the answer is the complete document, fit to store as it is (JSON always; a page for crawlers or the cache). */
  complete: boolean;
}

export interface HtmlCacheRequest {
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
type HeldHitRequest = Pick<HtmlCacheRequest, 'key' | 'nonce' | 'headers' | 'now'>;

// A stored copy: the response as rendered, plus what the cache needs to know about it later (when it was
// stored, how long it is fresh and then usable while refreshed, the nonce its inline scripts carry) in
// headers of its own, which never reach a visitor.

/** Where a response came from, sent as `X-Cache`. */
type CacheStatus = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';
export const cacheStatusHeader = 'x-cache';

const storedAtHeader = 'x-edge-stored-at';
const freshHeader = 'x-edge-fresh-seconds';
const staleHeader = 'x-edge-stale-seconds';
const nonceHeader = 'x-edge-nonce';
/** The Cache-Control the visitor gets; the stored copy's own Cache-Control tells the Cache API how long to keep it. */
const visitorCacheControlHeader = 'x-edge-cache-control';
const internalHeaders = [storedAtHeader, freshHeader, staleHeader, nonceHeader, visitorCacheControlHeader];

/** How old a stored copy is against its lifetime. */
type Freshness = { kind: 'fresh' | 'stale'; ageSeconds: number; nonce: string | null } | { kind: 'expired' };

/** True when a response may be stored: a status worth repeating and nothing that belongs to one visitor. */
function isStorable(response: Response, lifetime: CachePolicy | null): lifetime is CachePolicy {
  return lifetime !== null && (response.status === 200 || response.status === 404) && !response.headers.has('set-cookie');
}

/**
 * The copy to put into the Cache API: the rendered body and headers with the cache's own, kept by the
 * Cache API for the fresh and the stale window together. `nonce` is the one its inline scripts carry, if any.
 */
function storedCopy(body: ArrayBuffer, response: Response, lifetime: CachePolicy, storedAt: number, nonce: string | null): Response {
  const headers = new Headers(response.headers);
  headers.delete(cacheStatusHeader);
  headers.set(visitorCacheControlHeader, response.headers.get('cache-control') ?? 'no-cache');
  headers.set('cache-control', `public, max-age=${lifetime.maxAgeSeconds + lifetime.staleWhileRevalidateSeconds}`);
  headers.set(storedAtHeader, String(storedAt));
  headers.set(freshHeader, String(lifetime.maxAgeSeconds));
  headers.set(staleHeader, String(lifetime.staleWhileRevalidateSeconds));
  if (nonce !== null) headers.set(nonceHeader, nonce);
  return new Response(body, { status: response.status, headers });
}

const wholeNumber = (value: string | null) => (value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null);

/** How old a stored copy (by its headers) is at `now`; a copy without the cache's headers counts as expired. */
function freshnessOf(stored: Headers, now: number): Freshness {
  const storedAt = wholeNumber(stored.get(storedAtHeader));
  const fresh = wholeNumber(stored.get(freshHeader));
  const stale = wholeNumber(stored.get(staleHeader));
  if (storedAt === null || fresh === null || stale === null) return { kind: 'expired' };
  const ageSeconds = Math.max(0, Math.floor((now - storedAt) / 1000));
  const nonce = stored.get(nonceHeader);
  if (now - storedAt < fresh * 1000) return { kind: 'fresh', ageSeconds, nonce };
  if (now - storedAt < (fresh + stale) * 1000) return { kind: 'stale', ageSeconds, nonce };
  return { kind: 'expired' };
}

/** The headers every visitor of a stored copy gets, worked out once per copy (a hit only adds its age and status). */
const visitorHeaderRecords = new WeakMap<Headers, Record<string, string>>();

function visitorHeaderRecord(stored: Headers): Record<string, string> {
  // Content-Length is the runtime's to write: a hit's body may carry a nonce of another length.
  const dropped = new Set([...internalHeaders, 'cache-control', 'content-length', 'age', cacheStatusHeader]);
  const record = Object.fromEntries([...stored].filter(([name]) => !dropped.has(name)));
  record['cache-control'] = stored.get(visitorCacheControlHeader) ?? 'no-cache';
  return record;
}

/**
 * The visitor's headers of a stored copy: the cache's own removed, its age and where it came from added,
 * and `extra` (e.g. the security headers). A plain record: the Response takes it as its headers without
 * a Headers object in between.
 */
function visitorHeaders(stored: Headers, status: 'HIT' | 'STALE', ageSeconds: number, extra: Record<string, string> = {}): Record<string, string> {
  let record = visitorHeaderRecords.get(stored);
  if (!record) {
    record = visitorHeaderRecord(stored);
    visitorHeaderRecords.set(stored, record);
  }
  return { ...record, ...extra, age: String(ageSeconds), [cacheStatusHeader]: status };
}

/** A response with its `X-Cache` set (its headers copied, so a response with immutable headers works too). */
function withCacheStatus(response: Response, status: CacheStatus): Response {
  const headers = new Headers(response.headers);
  headers.set(cacheStatusHeader, status);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// The memory tier: the pages this isolate served lately, in front of the Cache API. A hit here costs no
// I/O at all. Bounded in bytes; the page used longest ago goes first.

/** A stored page as this isolate holds it: the Cache API copy's status, headers and bytes. */
interface HeldPage {
  status: number;
  /** The stored copy's headers, the cache's own included (freshnessOf reads them); never changed. */
  headers: Headers;
  body: ArrayBuffer;
}

/** Pages held per isolate: a few hundred pages, well inside an isolate's 128 MB. */
const memoryTierBytes = 8 * 1024 * 1024;

const held = new Map<string, HeldPage>();
let heldBytes = 0;

function forget(key: string): void {
  const page = held.get(key);
  if (!page) return;
  held.delete(key);
  heldBytes -= page.body.byteLength;
}

/** The page held for `key`, now the most recently used. */
function heldPage(key: string): HeldPage | undefined {
  const page = held.get(key);
  if (!page) return undefined;
  // Map keeps insertion order: re-inserting makes this the last to be evicted.
  held.delete(key);
  held.set(key, page);
  return page;
}

/** Holds `page` for `key`, evicting the pages used longest ago beyond the byte budget. */
function holdPage(key: string, page: HeldPage): void {
  forget(key);
  if (page.body.byteLength > memoryTierBytes / 8) return;
  held.set(key, page);
  heldBytes += page.body.byteLength;
  for (const oldest of held.keys()) {
    if (heldBytes <= memoryTierBytes) break;
    forget(oldest);
  }
}

/** Drops the page held for `key` (it expired). */
function dropPage(key: string): void {
  forget(key);
}

registerIsolateMemory(() => {
  held.clear();
  heldBytes = 0;
});

// Serving: from memory, then the Cache API, else rendered and stored.

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
function storeInBackground(request: HtmlCacheRequest, cache: Cache, now: () => number, reason: 'stale' | 'streamed'): void {
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
 * holds none, or only one that is stale (serveFromHtmlCache refreshes it) or expired.
 */
export function heldHit(request: HeldHitRequest): Response | undefined {
  const page = heldPage(request.key);
  if (!page) return undefined;
  const freshness = freshnessOf(page.headers, (request.now ?? Date.now)());
  return freshness.kind === 'fresh' ? served(page, 'HIT', freshness.ageSeconds, freshness.nonce, request) : undefined;
}

/** The held or Cache API copy of the key, if it may still be served; a stale one starts a refresh. */
async function usableCopy(request: HtmlCacheRequest, cache: Cache, now: () => number): Promise<Response | undefined> {
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
export async function serveFromHtmlCache(request: HtmlCacheRequest): Promise<Response> {
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
