import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favouritesStorageKey } from './favouritesCount';
import { noFavourites, readFavourites } from './favouritesStore';

/** A window with nothing but a local storage (the store reads no more of it). */
function stubStorage(): Map<string, string> {
  const stored = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
  });
  return stored;
}

describe('readFavourites', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = stubStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads an empty store as the server’s own empty list, so hydration renders no heart again', () => {
    expect(readFavourites()).toBe(noFavourites);
    stored.set(favouritesStorageKey, '[]');
    expect(readFavourites()).toBe(noFavourites);
    stored.set(favouritesStorageKey, 'no list at all');
    expect(readFavourites()).toBe(noFavourites);
  });

  it('gives the same array until the stored list changes, then the new list', () => {
    stored.set(favouritesStorageKey, '[5,3]');
    const first = readFavourites();
    expect(first).toEqual([5, 3]);
    expect(readFavourites()).toBe(first);
    stored.set(favouritesStorageKey, '[7,5,3]');
    expect(readFavourites()).toEqual([7, 5, 3]);
    stored.delete(favouritesStorageKey);
    expect(readFavourites()).toBe(noFavourites);
  });
});
