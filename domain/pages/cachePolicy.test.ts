import { describe, expect, it } from 'vitest';
import { cacheControlOf, notFoundLifetime } from './cachePolicy';

describe('cacheControlOf', () => {
  it('writes no-store for an answer that may not be kept', () => {
    expect(cacheControlOf(null)).toBe('no-store');
  });

  it('adds stale-while-revalidate only when the policy has a stale window', () => {
    expect(cacheControlOf({ maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 })).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(cacheControlOf(notFoundLifetime)).toBe('public, max-age=60');
  });
});
