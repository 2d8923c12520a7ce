/**
 * @module The key of a tenant's page in the HTML cache, built by one function for the app (pageCache.ts)
 * and for the answer from memory before it (memoryHit.ts): the tenant's origin, what is cached, the
 * tenant's page version, then the path and query. The version is the hash of the tenant's bundle (a change
 * of settings or menus shows as soon as the bundle is refreshed) and the tenant's page generation
 * (`npm run tenant:refresh` and `tenant:add` delete it, so listing data changes show at once). The two
 * callers differ only in how they read these: the app waits for KV, the fast path takes what memory holds.
 */
import * as z from 'zod/mini';
import { pageGenerationKey } from '../../domain/tenant/tenantCacheKeys';
import { createSwrCache, type SwrOptions, type SwrScope } from '../kvCache/staleWhileRevalidate';
import type { CachedKind } from './htmlCache';

/**
 * The key of a page in the cache, written out: the tenant's origin, the kind, the tenant's page version, then the path
 * and query as requested. Built by concatenation, so no path (`//host`, `/\host`) can change the origin.
 * @example htmlCacheKey('https://immo1.example.hu', 'html', '3fa2c1d9e0b4a7f6.1', '/ingatlan/1?a=1') // 'https://immo1.example.hu/.edge-cache/html/3fa2c1d9e0b4a7f6.1/ingatlan/1?a=1'
 */
export function htmlCacheKey(siteOrigin: string, kind: CachedKind, version: string, pathAndQuery: string): string {
  return `${siteOrigin}/.edge-cache/${kind}/${encodeURIComponent(version)}${pathAndQuery}`;
}

/** What a tenant's pages are versioned by. */
interface PageVersion {
  /** The hash of the tenant's bundle (siteShell/bundleHash.ts). */
  contentHash: string;
  generation: number;
}

/**
 * The cache key of the tenant's page (or its JSON) at `pathAndQuery`.
 * @example pageCacheKey('https://immo1.example.hu', 'html', { contentHash: '3fa2c1d9e0b4a7f6', generation: 1 }, '/kereses') // 'https://immo1.example.hu/.edge-cache/html/3fa2c1d9e0b4a7f6.1/kereses'
 */
export function pageCacheKey(siteUrl: string, kind: CachedKind, version: PageVersion, pathAndQuery: string): string {
  return htmlCacheKey(siteUrl, kind, `${version.contentHash}.${version.generation}`, pathAndQuery);
}

/** Generations held per isolate: one small number per tenant. */
const pageGenerations = createSwrCache(z.number().check(z.int(), z.nonnegative()), 5_000);

/**
 * A generation never goes stale by age: only a deleted KV entry (an operator's purge) starts a new one.
 * KV drops an entry after 30 days without a write, which at worst renders every page of a quiet tenant once more.
 */
const generationFreshSeconds = 30 * 86_400;

const generationOptions = (options: SwrOptions): SwrOptions => ({ ...options, freshSeconds: generationFreshSeconds });

/**
 * The tenant's page generation: read from memory, compared with KV in the background every few seconds;
 * when KV has none (never written, or purged), the time now in ms becomes the new generation.
 */
export function pageGeneration(scope: SwrScope, subdomain: string): Promise<number> {
  const generationScope: SwrScope = { ...scope, options: generationOptions(scope.options) };
  return pageGenerations.get(generationScope, pageGenerationKey(subdomain), async () => (scope.options.now ?? Date.now)());
}

/** The tenant's page generation from this isolate's memory, when it is held with nothing due; else undefined. */
export function heldPageGeneration(options: SwrOptions, subdomain: string): number | undefined {
  return pageGenerations.peek(generationOptions(options), pageGenerationKey(subdomain));
}
