import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { staleWhileRevalidate, type SwrOptions } from './staleWhileRevalidate';

const schema = z.object({ name: z.string() }).nullable();
const t0 = 1_700_000_000_000;

function options(now: number, onRefreshError: SwrOptions['onRefreshError'] = () => {}): SwrOptions {
  return { freshSeconds: 60, missingSeconds: 120, onRefreshError, now: () => now };
}

async function get(key: string, load: () => Promise<{ name: string } | null>, opts: SwrOptions) {
  const ctx = createExecutionContext();
  const value = await staleWhileRevalidate(env.SITE_CACHE, ctx, key, schema, load, opts);
  await waitOnExecutionContext(ctx);
  return value;
}

async function stored(key: string) {
  return env.SITE_CACHE.get<{ value: unknown; checkedAt: number }>(key, 'json');
}

describe('staleWhileRevalidate', () => {
  it('on a cold miss loads, stores and serves the value', async () => {
    const load = vi.fn(async () => ({ name: 'Immo1' }));
    await expect(get('k:cold', load, options(t0))).resolves.toEqual({ name: 'Immo1' });
    expect(load).toHaveBeenCalledOnce();
    expect(await stored('k:cold')).toEqual({ value: { name: 'Immo1' }, checkedAt: t0 });
  });

  it('serves a fresh cached value without asking the loader', async () => {
    await env.SITE_CACHE.put('k:fresh', JSON.stringify({ value: { name: 'Cached' }, checkedAt: t0 }));
    const load = vi.fn(async () => ({ name: 'New' }));
    await expect(get('k:fresh', load, options(t0 + 59_000))).resolves.toEqual({ name: 'Cached' });
    expect(load).not.toHaveBeenCalled();
  });

  it('serves a stale value at once and stores the refreshed one in the background', async () => {
    await env.SITE_CACHE.put('k:stale', JSON.stringify({ value: { name: 'Old' }, checkedAt: t0 }));
    const load = vi.fn(async () => ({ name: 'New' }));
    await expect(get('k:stale', load, options(t0 + 61_000))).resolves.toEqual({ name: 'Old' });
    expect(load).toHaveBeenCalledOnce();
    expect(await stored('k:stale')).toEqual({ value: { name: 'New' }, checkedAt: t0 + 61_000 });
  });

  it('keeps the old value when the refresh fails, reports it, and waits a window before trying again', async () => {
    await env.SITE_CACHE.put('k:fail', JSON.stringify({ value: { name: 'Old' }, checkedAt: t0 }));
    const onError = vi.fn();
    const failing = vi.fn(async (): Promise<{ name: string }> => {
      throw new Error('CMS down');
    });
    await expect(get('k:fail', failing, options(t0 + 61_000, onError))).resolves.toEqual({ name: 'Old' });
    expect(onError).toHaveBeenCalledWith('k:fail', expect.objectContaining({ message: 'CMS down' }));
    expect(await stored('k:fail')).toEqual({ value: { name: 'Old' }, checkedAt: t0 + 61_000 });
    await expect(get('k:fail', failing, options(t0 + 100_000, onError))).resolves.toEqual({ name: 'Old' });
    expect(failing).toHaveBeenCalledOnce();
  });

  it('does not store a refreshed value that fails the schema', async () => {
    await env.SITE_CACHE.put('k:bad', JSON.stringify({ value: { name: 'Old' }, checkedAt: t0 }));
    const onError = vi.fn();
    const bad = async () => JSON.parse('{"name": 5}') as { name: string };
    await get('k:bad', bad, options(t0 + 61_000, onError));
    expect(onError).toHaveBeenCalledOnce();
    expect((await stored('k:bad'))?.value).toEqual({ name: 'Old' });
  });

  it('caches "none" (null) too, so an unknown name is not asked for again', async () => {
    const load = vi.fn(async () => null);
    await expect(get('k:none', load, options(t0))).resolves.toBeNull();
    await expect(get('k:none', load, options(t0 + 1_000))).resolves.toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('lets a failed cold load reach the caller and stores nothing', async () => {
    const failing = async (): Promise<{ name: string }> => {
      throw new Error('CMS down');
    };
    await expect(get('k:coldfail', failing, options(t0))).rejects.toThrow('CMS down');
    expect(await stored('k:coldfail')).toBeNull();
  });

  it('treats an entry of an unknown shape as a miss', async () => {
    await env.SITE_CACHE.put('k:shape', JSON.stringify({ something: 'else' }));
    await expect(get('k:shape', async () => ({ name: 'Loaded' }), options(t0))).resolves.toEqual({ name: 'Loaded' });
  });
});
