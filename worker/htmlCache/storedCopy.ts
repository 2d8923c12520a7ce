/**
 * @module A page as the HTML cache keeps it: the response as rendered, plus what the cache needs to know
 * about it later (when it was stored, how long it is fresh and then usable while refreshed, the nonce its
 * inline scripts carry) in headers of its own, which never reach a visitor.
 */
import type { CachePolicy } from '../../domain/pages/cachePolicy';

/** Where a response came from, sent as `X-Cache`. */
export type CacheStatus = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';
export const cacheStatusHeader = 'x-cache';

const storedAtHeader = 'x-edge-stored-at';
const freshHeader = 'x-edge-fresh-seconds';
const staleHeader = 'x-edge-stale-seconds';
const nonceHeader = 'x-edge-nonce';
/** The Cache-Control the visitor gets; the stored copy's own Cache-Control tells the Cache API how long to keep it. */
const visitorCacheControlHeader = 'x-edge-cache-control';
const internalHeaders = [storedAtHeader, freshHeader, staleHeader, nonceHeader, visitorCacheControlHeader];

/** How old a stored copy is against its lifetime. */
export type Freshness = { kind: 'fresh' | 'stale'; ageSeconds: number; nonce: string | null } | { kind: 'expired' };

/** True when a response may be stored: a status worth repeating and nothing that belongs to one visitor. */
export function isStorable(response: Response, lifetime: CachePolicy | null): lifetime is CachePolicy {
  return lifetime !== null && (response.status === 200 || response.status === 404) && !response.headers.has('set-cookie');
}

/**
 * The copy to put into the Cache API: the rendered body and headers with the cache's own, kept by the
 * Cache API for the fresh and the stale window together. `nonce` is the one its inline scripts carry, if any.
 */
export function storedCopy(body: ArrayBuffer, response: Response, lifetime: CachePolicy, storedAt: number, nonce: string | null): Response {
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
export function freshnessOf(stored: Headers, now: number): Freshness {
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
export function visitorHeaders(stored: Headers, status: 'HIT' | 'STALE', ageSeconds: number, extra: Record<string, string> = {}): Record<string, string> {
  let record = visitorHeaderRecords.get(stored);
  if (!record) {
    record = visitorHeaderRecord(stored);
    visitorHeaderRecords.set(stored, record);
  }
  return { ...record, ...extra, age: String(ageSeconds), [cacheStatusHeader]: status };
}

/** A response with its `X-Cache` set (its headers copied, so a response with immutable headers works too). */
export function withCacheStatus(response: Response, status: CacheStatus): Response {
  const headers = new Headers(response.headers);
  headers.set(cacheStatusHeader, status);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
