import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { basemapReader } from './basemapArchive';
import { basemapObjectKey } from './r2Source';

describe('basemapReader', () => {
  it('keeps one reader per bucket, and after a minute checks the etag: a replaced archive gets a new reader', async () => {
    const bucket = env.TEST_EMPTY_BASEMAP;
    const first = await bucket.put(basemapObjectKey, env.TEST_BASEMAP_ARCHIVE);
    const start = Date.now();
    const reader = await basemapReader(bucket, start);
    expect(first?.etag).toBeTruthy();
    expect((await reader.getHeader()).etag).toBe(first?.etag);
    expect(await basemapReader(bucket, start + 30_000)).toBe(reader);
    expect(await basemapReader(bucket, start + 61_000)).toBe(reader);
    // Other bytes, another etag: the same archive with a byte appended after its tiles.
    const longer = new Uint8Array(env.TEST_BASEMAP_ARCHIVE.byteLength + 1);
    longer.set(new Uint8Array(env.TEST_BASEMAP_ARCHIVE));
    const replaced = await bucket.put(basemapObjectKey, longer);
    expect(await basemapReader(bucket, start + 90_000)).toBe(reader);
    const renewed = await basemapReader(bucket, start + 123_000);
    expect(renewed).not.toBe(reader);
    expect((await renewed.getHeader()).etag).toBe(replaced?.etag);
    await bucket.delete(basemapObjectKey);
  });
});
