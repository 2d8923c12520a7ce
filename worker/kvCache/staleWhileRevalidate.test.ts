import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { countCalls } from '../test/countCalls';
import { createSwrCache, type SwrCache, type SwrLoader, type SwrOptions } from './staleWhileRevalidate';

const schema = z.object({ name: z.string() }).nullable();
type Value = z.infer<typeof schema>;
const t0 = 1_700_000_000_000;

/** KV as the worker has it, counting the reads and writes that reach it. */
function countingKv() {
  const { binding, calls } = countCalls(env.SITE_CACHE);
  return { kv: binding, counts: { get reads() { return calls('get'); }, get writes() { return calls('put'); } } };
}

function options(now: number, onRefreshError: SwrOptions['onRefreshError'] = () => {}): SwrOptions {
  return { freshSeconds: 60, memorySeconds: 5, missingSeconds: 120, onRefreshError, now: () => now };
}

/** One request: a value from the cache, then its background work settled. */
async function get(cache: SwrCache<Value>, key: string, load: SwrLoader<Value>, opts: SwrOptions, kv: KVNamespace = env.SITE_CACHE) {
  const ctx = createExecutionContext();
  const value = await cache.get({ kv, ctx, options: opts }, key, load);
  await waitOnExecutionContext(ctx);
  return value;
}

async function stored(key: string) {
  return env.SITE_CACHE.get<{ value: unknown; checkedAt: number }>(key, 'json');
}

async function putStored(key: string, value: Value, checkedAt: number) {
  await env.SITE_CACHE.put(key, JSON.stringify({ value, checkedAt }));
}

const failingLoad = vi.fn(async (): Promise<Value> => {
  throw new Error('CMS down');
});

describe('createSwrCache: KV behind memory', () => {
  it('on a cold miss loads, stores and serves the value', async () => {
    const load = vi.fn(async () => ({ name: 'Immo1' }));
    await expect(get(createSwrCache(schema), 'k:cold', load, options(t0))).resolves.toEqual({ name: 'Immo1' });
    expect(load).toHaveBeenCalledOnce();
    expect(await stored('k:cold')).toEqual({ value: { name: 'Immo1' }, checkedAt: t0 });
  });

  it('serves a fresh value from KV without asking the loader', async () => {
    await putStored('k:fresh', { name: 'Cached' }, t0);
    const load = vi.fn(async () => ({ name: 'New' }));
    await expect(get(createSwrCache(schema), 'k:fresh', load, options(t0 + 59_000))).resolves.toEqual({ name: 'Cached' });
    expect(load).not.toHaveBeenCalled();
  });

  it('serves a stale value at once and stores the refreshed one in the background', async () => {
    await putStored('k:stale', { name: 'Old' }, t0);
    const cache = createSwrCache(schema);
    const load = vi.fn(async () => ({ name: 'New' }));
    await expect(get(cache, 'k:stale', load, options(t0 + 61_000))).resolves.toEqual({ name: 'Old' });
    expect(load).toHaveBeenCalledOnce();
    expect(await stored('k:stale')).toEqual({ value: { name: 'New' }, checkedAt: t0 + 61_000 });
    await expect(get(cache, 'k:stale', load, options(t0 + 62_000))).resolves.toEqual({ name: 'New' });
  });

  it('keeps the old value when the refresh fails, reports it, and waits a window before trying again', async () => {
    await putStored('k:fail', { name: 'Old' }, t0);
    const cache = createSwrCache(schema);
    const onError = vi.fn();
    const failing = vi.fn(failingLoad);
    await expect(get(cache, 'k:fail', failing, options(t0 + 61_000, onError))).resolves.toEqual({ name: 'Old' });
    expect(onError).toHaveBeenCalledWith('k:fail', expect.objectContaining({ message: 'CMS down' }));
    expect(await stored('k:fail')).toEqual({ value: { name: 'Old' }, checkedAt: t0 + 61_000 });
    // A second isolate (a new cache) reads the moved checkedAt from KV and does not ask again either.
    await expect(get(createSwrCache(schema), 'k:fail', failing, options(t0 + 100_000, onError))).resolves.toEqual({ name: 'Old' });
    await expect(get(cache, 'k:fail', failing, options(t0 + 100_000, onError))).resolves.toEqual({ name: 'Old' });
    expect(failing).toHaveBeenCalledOnce();
  });

  it('does not store a refreshed value that fails the schema', async () => {
    await putStored('k:bad', { name: 'Old' }, t0);
    const onError = vi.fn();
    const bad = async () => JSON.parse('{"name": 5}') as Value;
    await get(createSwrCache(schema), 'k:bad', bad, options(t0 + 61_000, onError));
    expect(onError).toHaveBeenCalledOnce();
    expect((await stored('k:bad'))?.value).toEqual({ name: 'Old' });
  });

  it('caches "none" (null) too, so an unknown name is not asked for again', async () => {
    const load = vi.fn(async () => null);
    await expect(get(createSwrCache(schema), 'k:none', load, options(t0))).resolves.toBeNull();
    await expect(get(createSwrCache(schema), 'k:none', load, options(t0 + 1_000))).resolves.toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('lets a failed cold load reach the caller and stores nothing', async () => {
    await expect(get(createSwrCache(schema), 'k:coldfail', failingLoad, options(t0))).rejects.toThrow('CMS down');
    expect(await stored('k:coldfail')).toBeNull();
  });

  it('does not try a failed cold load again within a second, so a down source is not asked on every request', async () => {
    const cache = createSwrCache(schema);
    const failing = vi.fn(failingLoad);
    for (const now of [t0, t0 + 300, t0 + 999]) {
      await expect(get(cache, 'k:coldretry', failing, options(now))).rejects.toThrow('CMS down');
    }
    expect(failing).toHaveBeenCalledOnce();
    const load = vi.fn(async () => ({ name: 'Back' }));
    await expect(get(cache, 'k:coldretry', load, options(t0 + 1_000))).resolves.toEqual({ name: 'Back' });
  });

  it('treats an entry of an unknown shape as a miss', async () => {
    await env.SITE_CACHE.put('k:shape', JSON.stringify({ something: 'else' }));
    await expect(get(createSwrCache(schema), 'k:shape', async () => ({ name: 'Loaded' }), options(t0))).resolves.toEqual({ name: 'Loaded' });
  });

  it('gives the loader the value held so far, so a partial failure can keep the parts it had', async () => {
    await putStored('k:previous', { name: 'Old' }, t0);
    const load = vi.fn(async (previous: Value | undefined) => ({ name: `${previous?.name ?? 'none'} + new` }));
    const cache = createSwrCache(schema);
    await get(cache, 'k:previous', load, options(t0 + 61_000));
    expect(load).toHaveBeenCalledWith({ name: 'Old' });
    await expect(get(cache, 'k:previous', load, options(t0 + 62_000))).resolves.toEqual({ name: 'Old + new' });
  });
});

describe('createSwrCache: memory in front of KV', () => {
  it('serves from memory without reading KV within the memory window', async () => {
    const { kv, counts } = countingKv();
    const cache = createSwrCache(schema);
    const load = vi.fn(async () => ({ name: 'Immo1' }));
    await get(cache, 'm:hit', load, options(t0), kv);
    const readsAfterColdLoad = counts.reads;
    for (let i = 0; i < 50; i++) await get(cache, 'm:hit', load, options(t0 + 4_000), kv);
    expect(counts.reads).toBe(readsAfterColdLoad);
    expect(counts.writes).toBe(1);
    expect(load).toHaveBeenCalledOnce();
  });

  it('after the memory window serves its copy and reads KV in the background, taking what another isolate stored', async () => {
    const cache = createSwrCache(schema);
    await get(cache, 'm:sync', async () => ({ name: 'First' }), options(t0));
    await putStored('m:sync', { name: 'From another isolate' }, t0 + 3_000);
    const load = vi.fn(async () => ({ name: 'CMS' }));
    await expect(get(cache, 'm:sync', load, options(t0 + 6_000))).resolves.toEqual({ name: 'First' });
    await expect(get(cache, 'm:sync', load, options(t0 + 6_500))).resolves.toEqual({ name: 'From another isolate' });
    expect(load).not.toHaveBeenCalled();
  });

  it('asks the loader again when the KV key was deleted (a forced refresh), serving its copy meanwhile', async () => {
    const cache = createSwrCache(schema);
    await get(cache, 'm:purged', async () => ({ name: 'Before' }), options(t0));
    await env.SITE_CACHE.delete('m:purged');
    const load = vi.fn(async () => ({ name: 'After' }));
    await expect(get(cache, 'm:purged', load, options(t0 + 6_000))).resolves.toEqual({ name: 'Before' });
    expect(load).toHaveBeenCalledOnce();
    await expect(get(cache, 'm:purged', load, options(t0 + 6_500))).resolves.toEqual({ name: 'After' });
  });

  it('starts one refresh for 200 concurrent requests on an expired entry, and serves each the held value at once', async () => {
    const cache = createSwrCache(schema);
    await get(cache, 'm:herd', async () => ({ name: 'Old' }), options(t0));
    const load = vi.fn(async () => ({ name: 'New' }));
    const ctx = createExecutionContext();
    const scope = { kv: env.SITE_CACHE, ctx, options: options(t0 + 61_000) };
    const values = await Promise.all(Array.from({ length: 200 }, () => cache.get(scope, 'm:herd', load)));
    await waitOnExecutionContext(ctx);
    expect(new Set(values.map((v) => v?.name))).toEqual(new Set(['Old']));
    expect(load).toHaveBeenCalledOnce();
    await expect(get(cache, 'm:herd', load, options(t0 + 61_500))).resolves.toEqual({ name: 'New' });
  });

  it('loads once for 200 concurrent requests on a cold key', async () => {
    const cache = createSwrCache(schema);
    const { kv, counts } = countingKv();
    const load = vi.fn(async () => ({ name: 'Loaded' }));
    const ctx = createExecutionContext();
    const scope = { kv, ctx, options: options(t0) };
    const values = await Promise.all(Array.from({ length: 200 }, () => cache.get(scope, 'm:coldherd', load)));
    await waitOnExecutionContext(ctx);
    expect(values.every((v) => v?.name === 'Loaded')).toBe(true);
    expect(load).toHaveBeenCalledOnce();
    expect([counts.reads, counts.writes]).toEqual([1, 1]);
  });

  it('keeps the value when the refresh fails under 200 concurrent requests, logging the failure once', async () => {
    const cache = createSwrCache(schema);
    await get(cache, 'm:failherd', async () => ({ name: 'Good' }), options(t0));
    const onError = vi.fn();
    const failing = vi.fn(failingLoad);
    const ctx = createExecutionContext();
    const scope = { kv: env.SITE_CACHE, ctx, options: options(t0 + 61_000, onError) };
    const values = await Promise.all(Array.from({ length: 200 }, () => cache.get(scope, 'm:failherd', failing)));
    await waitOnExecutionContext(ctx);
    expect(values.every((v) => v?.name === 'Good')).toBe(true);
    expect(failing).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledOnce();
    await expect(get(cache, 'm:failherd', failing, options(t0 + 62_000, onError))).resolves.toEqual({ name: 'Good' });
    expect((await stored('m:failherd'))?.value).toEqual({ name: 'Good' });
  });

  it('getRecent compares an older copy with KV before answering', async () => {
    const cache = createSwrCache(schema);
    const load = vi.fn(async () => ({ name: 'First' }));
    await get(cache, 'm:recent', load, options(t0));
    await putStored('m:recent', { name: 'Second' }, t0 + 1_500);
    const ctx = createExecutionContext();
    const recent = (now: number) => cache.getRecent({ kv: env.SITE_CACHE, ctx, options: options(now) }, 'm:recent', load, 1_000);
    await expect(recent(t0 + 500)).resolves.toEqual({ name: 'First' });
    await expect(recent(t0 + 2_000)).resolves.toEqual({ name: 'Second' });
    await waitOnExecutionContext(ctx);
    expect(load).toHaveBeenCalledOnce();
  });

  it('forgets its memory on clear, and reads KV again', async () => {
    const cache = createSwrCache(schema);
    await get(cache, 'm:clear', async () => ({ name: 'Held' }), options(t0));
    await putStored('m:clear', { name: 'In KV' }, t0 + 1_000);
    cache.clear();
    await expect(get(cache, 'm:clear', failingLoad, options(t0 + 2_000))).resolves.toEqual({ name: 'In KV' });
  });
});
