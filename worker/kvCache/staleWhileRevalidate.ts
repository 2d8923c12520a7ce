/**
 * @module Stale-while-revalidate in two tiers: this isolate's memory in front of Workers KV, the CMS behind both.
 *
 * A value is served at once from memory; KV is read only when memory has no copy or its copy is
 * older than `memorySeconds`, and the CMS only when the value is older than `freshSeconds` (or KV lost
 * it). Every re-read and refresh runs in the background, at most one per key in this isolate; a failed
 * refresh is reported and keeps the old value, which is never replaced by a worse one.
 */
import type { $ZodType, output } from 'zod/v4/core';
import * as z from 'zod/mini';

const storedEntrySchema = z.object({
  value: z.unknown(),
  /** When the CMS was last asked (successfully or not), in ms since the epoch. */
  checkedAt: z.number(),
});

export interface SwrOptions {
  /** Seconds a value is served before a background refresh from the CMS is started. */
  freshSeconds: number;
  /** Seconds a value is served from this isolate's memory before KV is read again (in the background). */
  memorySeconds: number;
  /** KV expiry of a "none" (null) value, e.g. a tenant the CMS does not know. */
  missingSeconds: number;
  /** Called when a background refresh fails; the old value stays. */
  onRefreshError: (key: string, error: unknown) => void;
  now?: () => number;
}

/** Where one call reads and writes: the KV namespace, the request's waitUntil, the cache windows. */
export interface SwrScope {
  kv: KVNamespace;
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  options: SwrOptions;
}

/** Loads the value from its source; gets the value held so far (to keep parts of it that fail to load). */
export type SwrLoader<V> = (previous: V | undefined) => Promise<V>;

/** Values are kept in KV at most this long without any refresh succeeding or being tried. */
const maxKeepSeconds = 30 * 86_400;

/**
 * A cold load that failed is not tried again for this long: with the source down and nothing
 * cached, requests get the failure at once instead of each asking the source again.
 */
const coldRetryMs = 1_000;

/** A value as this isolate holds it. */
interface Held<V> {
  value: V;
  /** When the source was last asked, as stored in KV. */
  checkedAt: number;
  /** When this copy was last compared with KV. */
  syncedAt: number;
}

export interface SwrCache<V> {
  /** The value of `key`, served at once when held; loaded (once for all concurrent callers) on a cold miss. */
  get(scope: SwrScope, key: string, load: SwrLoader<V>): Promise<V>;
  /**
   * Like `get`, but a copy compared with KV longer than `maxSyncAgeMs` ago is first compared again
   * (one KV read shared by all concurrent callers), for answers that must not wait for the memory window.
   */
  getRecent(scope: SwrScope, key: string, load: SwrLoader<V>, maxSyncAgeMs: number): Promise<V>;
  /**
   * The value held for `key` when using it now would start no background work (read from KV within its
   * memory window, and fresh); undefined otherwise, and then `get` is the way to it.
   */
  peek(options: SwrOptions, key: string): V | undefined;
  /** Forgets every value held in memory (KV keeps them). */
  clear(): void;
}

/** Every cache of this isolate, so a test can start from empty memory as it starts from empty KV. */
const clearAll = new Set<() => void>();

/** Forgets what every cache of this isolate holds in memory. */
export function clearIsolateMemory(): void {
  for (const clear of clearAll) clear();
}

/** Adds another in-memory cache of this isolate (e.g. the HTML cache's) to those `clearIsolateMemory` empties. */
export function registerIsolateMemory(clear: () => void): void {
  clearAll.add(clear);
}

/**
 * A two-tier stale-while-revalidate cache for values of `schema`, holding at most `maxEntries` keys in memory.
 * `load` returns null for "none" (kept `missingSeconds` in KV) and throws on failure: nothing is cached
 * then, and on a cold miss the error reaches the caller.
 * @example const sites = createSwrCache(siteSchema); await sites.get(scope, 'tenant:immo1', loadSite)
 */
export function createSwrCache<T extends $ZodType>(schema: T, maxEntries = 1_000): SwrCache<output<T>> {
  type V = output<T>;
  const memory = new Map<string, Held<V>>();
  /** Background comparisons with KV and refreshes under way, one per key. */
  const syncing = new Map<string, Promise<Held<V>>>();
  /** Cold loads under way, one per key, awaited by every request that wants the key meanwhile. */
  const coldLoading = new Map<string, Promise<Held<V>>>();
  /** The last failed cold load of a key, answered again until `coldRetryMs` has passed. */
  const coldFailures = new Map<string, { at: number; error: unknown }>();

  const clock = (scope: SwrScope) => (scope.options.now ?? Date.now)();
  const isStale = (scope: SwrScope, held: { checkedAt: number }) => clock(scope) - held.checkedAt >= scope.options.freshSeconds * 1000;
  /** True when a held copy is due to be compared with KV (its memory window is over) or refreshed (it is stale). */
  const isDue = (options: SwrOptions, held: Held<V>) => {
    const now = (options.now ?? Date.now)();
    return now - held.syncedAt >= options.memorySeconds * 1000 || now - held.checkedAt >= options.freshSeconds * 1000;
  };

  function remember(key: string, held: Held<V>): Held<V> {
    memory.delete(key);
    if (memory.size >= maxEntries) {
      // Map keeps insertion order: the first key is the one refreshed longest ago.
      const oldest = memory.keys().next();
      if (!oldest.done) memory.delete(oldest.value);
    }
    memory.set(key, held);
    return held;
  }

  async function readStored(scope: SwrScope, key: string): Promise<{ value: V; checkedAt: number } | null> {
    const entry = storedEntrySchema.safeParse(await scope.kv.get(key, 'json'));
    if (!entry.success) return null;
    const value = z.safeParse(schema, entry.data.value);
    return value.success ? { value: value.data, checkedAt: entry.data.checkedAt } : null;
  }

  async function store(scope: SwrScope, key: string, value: V, checkedAt: number): Promise<void> {
    const expirationTtl = value === null ? scope.options.missingSeconds : maxKeepSeconds;
    await scope.kv.put(key, JSON.stringify({ value, checkedAt }), { expirationTtl });
  }

  /** Asks the source; on failure keeps `best` (and says so), or throws when there is nothing to keep. */
  async function refresh(scope: SwrScope, key: string, load: SwrLoader<V>, best: { value: V } | undefined): Promise<Held<V>> {
    let value: V;
    try {
      value = z.parse(schema, await load(best?.value));
    } catch (error) {
      if (!best) throw error;
      scope.options.onRefreshError(key, error);
      value = best.value;
    }
    const now = clock(scope);
    // After a failure the old value is stored with a new checkedAt: a failing source is asked once per window.
    await store(scope, key, value, now).catch((error: unknown) => scope.options.onRefreshError(key, error));
    return remember(key, { value, checkedAt: now, syncedAt: now });
  }

  /** Compares the held copy with KV; refreshes from the source when neither is fresh or KV lost the key. */
  async function sync(scope: SwrScope, key: string, load: SwrLoader<V>, held: Held<V>): Promise<Held<V>> {
    const stored = await readStored(scope, key);
    // A missing key was deleted on purpose (tenant:refresh) or expired: the source is asked again.
    if (!stored) return refresh(scope, key, load, held);
    const newest = stored.checkedAt >= held.checkedAt ? stored : held;
    if (isStale(scope, newest)) return refresh(scope, key, load, newest);
    return remember(key, { ...newest, syncedAt: clock(scope) });
  }

  /** Starts one background sync of `key` unless one is under way; the request's waitUntil keeps it alive. */
  function syncInBackground(scope: SwrScope, key: string, load: SwrLoader<V>, held: Held<V>): Promise<Held<V>> {
    const running = syncing.get(key);
    if (running) return running;
    const task = sync(scope, key, load, held)
      .catch((error: unknown) => {
        // KV itself failed: report it and wait a memory window before trying again.
        scope.options.onRefreshError(key, error);
        return remember(key, { ...held, syncedAt: clock(scope) });
      })
      .finally(() => syncing.delete(key));
    syncing.set(key, task);
    scope.ctx.waitUntil(task);
    return task;
  }

  async function loadCold(scope: SwrScope, key: string, load: SwrLoader<V>): Promise<Held<V>> {
    const stored = await readStored(scope, key).catch(() => null);
    if (!stored) return refresh(scope, key, load, undefined);
    const held = remember(key, { ...stored, syncedAt: clock(scope) });
    if (isStale(scope, held)) void syncInBackground(scope, key, load, held);
    return held;
  }

  function cold(scope: SwrScope, key: string, load: SwrLoader<V>): Promise<Held<V>> {
    const running = coldLoading.get(key);
    if (running) return running;
    const failure = coldFailures.get(key);
    if (failure && clock(scope) - failure.at < coldRetryMs) return Promise.reject(failure.error);
    const task = loadCold(scope, key, load)
      .then(
        (held) => {
          coldFailures.delete(key);
          return held;
        },
        (error: unknown) => {
          coldFailures.set(key, { at: clock(scope), error });
          throw error;
        },
      )
      .finally(() => coldLoading.delete(key));
    coldLoading.set(key, task);
    // Other requests may wait on this load: keep it running even if the request that started it ends.
    scope.ctx.waitUntil(task.catch(() => undefined));
    return task;
  }

  const cache: SwrCache<V> = {
    async get(scope, key, load) {
      const held = memory.get(key);
      if (!held) return (await cold(scope, key, load)).value;
      if (isDue(scope.options, held)) void syncInBackground(scope, key, load, held);
      return held.value;
    },
    async getRecent(scope, key, load, maxSyncAgeMs) {
      const held = memory.get(key);
      if (!held) return (await cold(scope, key, load)).value;
      if (clock(scope) - held.syncedAt < maxSyncAgeMs) return cache.get(scope, key, load);
      return (await syncInBackground(scope, key, load, held)).value;
    },
    peek(options, key) {
      const held = memory.get(key);
      return held && !isDue(options, held) ? held.value : undefined;
    },
    clear() {
      memory.clear();
      coldFailures.clear();
    },
  };
  registerIsolateMemory(() => cache.clear());
  return cache;
}
