/**
 * @module The version of a tenant's cached pages, part of every page's cache key: the hash of the tenant's
 * bundle (a change of settings or menus shows as soon as the bundle is refreshed) and the tenant's page
 * generation (`npm run tenant:refresh` and `tenant:add` delete it, so listing data changes show at once).
 */
import * as z from 'zod/mini';
import { pageGenerationKey } from '../../domain/tenantCacheKeys';
import { createSwrCache, type SwrOptions, type SwrScope } from '../cache/staleWhileRevalidate';

/** Generations held per isolate: one small number per tenant. */
const pageGenerations = createSwrCache(z.number().check(z.int(), z.nonnegative()), 5_000);

/**
 * A generation never goes stale by age: only a deleted KV entry (an operator's purge) starts a new one.
 * KV drops an entry after 30 days without a write, which at worst renders every page of a quiet tenant once more.
 */
const generationFreshSeconds = 30 * 86_400;

/**
 * The tenant's page generation: read from memory, compared with KV in the background every few seconds;
 * when KV has none (never written, or purged), the time now in ms becomes the new generation.
 */
function pageGeneration(scope: SwrScope, subdomain: string): Promise<number> {
  const generationScope: SwrScope = { ...scope, options: generationOptions(scope.options) };
  return pageGenerations.get(generationScope, pageGenerationKey(subdomain), async () => (scope.options.now ?? Date.now)());
}

const generationOptions = (options: SwrOptions): SwrOptions => ({ ...options, freshSeconds: generationFreshSeconds });

/**
 * The version of the tenant's pages in cache keys, e.g. `3fa2c1d9e0b4a7f6.1764950400000`.
 * @example await tenantPageVersion(scope, 'immo1', shell.contentHash)
 */
export async function tenantPageVersion(scope: SwrScope, subdomain: string, contentHash: string): Promise<string> {
  return `${contentHash}.${await pageGeneration(scope, subdomain)}`;
}

/** The version of the tenant's pages from this isolate's memory, when its generation is held with nothing due; else undefined. */
export function heldTenantPageVersion(options: SwrOptions, subdomain: string, contentHash: string): string | undefined {
  const generation = pageGenerations.peek(generationOptions(options), pageGenerationKey(subdomain));
  return generation === undefined ? undefined : `${contentHash}.${generation}`;
}
