/**
 * @module How long an answer may be kept, by browsers and by the HTML cache: a route's policy, and the
 * Cache-Control header written from it. The routes declare it; the edge cache stores by it.
 */

/** How long a page may be kept: fresh for maxAge, then served stale while it is refreshed. */
export interface CachePolicy {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
}

/**
 * How long "not found" is kept, and "gone" (a listing sold or withdrawn, 410): briefly, so a page that
 * appears (a new listing, or one offered again) is not hidden for long.
 */
export const notFoundLifetime: CachePolicy = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 0 };

/**
 * Cache-Control of an answer kept for `lifetime` (null: not at all).
 * @example cacheControlOf({ maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 }) // 'public, max-age=60, stale-while-revalidate=600'
 */
export function cacheControlOf(lifetime: CachePolicy | null): string {
  if (!lifetime) return 'no-store';
  const { maxAgeSeconds, staleWhileRevalidateSeconds } = lifetime;
  return staleWhileRevalidateSeconds > 0 ? `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}` : `public, max-age=${maxAgeSeconds}`;
}
