import { describe, expect, it } from 'vitest';
import { favouritesSharePath, maxFavourites, parseStoredFavourites, restoreFavourite, toggleFavourite } from './favourites';

describe('favourites', () => {
  it('adds a listing in front and removes it on the second press', () => {
    expect(toggleFavourite([3, 2], 5)).toEqual([5, 3, 2]);
    expect(toggleFavourite([5, 3, 2], 3)).toEqual([5, 2]);
  });

  it(`keeps at most ${maxFavourites} listings, dropping the oldest`, () => {
    const full = Array.from({ length: maxFavourites }, (_, i) => i + 1);
    const next = toggleFavourite(full, 1000);
    expect(next).toHaveLength(maxFavourites);
    expect(next[0]).toBe(1000);
    expect(next).not.toContain(maxFavourites);
  });

  it('reads whatever is stored as ids only: junk, repeats, non-integers and non-arrays are dropped, never thrown', () => {
    expect(parseStoredFavourites(null)).toEqual([]);
    expect(parseStoredFavourites('{not json')).toEqual([]);
    expect(parseStoredFavourites('{"a":1}')).toEqual([]);
    expect(parseStoredFavourites('[3,"4",3,-1,0,2.5,1e300,7]')).toEqual([3, 7]);
    expect(parseStoredFavourites(JSON.stringify(Array.from({ length: 500 }, (_, i) => i + 1)))).toHaveLength(maxFavourites);
  });

  it('writes the share link /kedvencek?ids=… in the list order, the plain page for none', () => {
    expect(favouritesSharePath([12, 7])).toBe('/kedvencek?ids=12,7');
    expect(favouritesSharePath([])).toBe('/kedvencek');
  });
});

describe('restoreFavourite', () => {
  it('puts an id back where it was before its removal', () => {
    expect(restoreFavourite([5, 2], 3, 1)).toEqual([5, 3, 2]);
    expect(restoreFavourite([5, 2], 3, 0)).toEqual([3, 5, 2]);
  });

  it('appends when the list has shrunk since, and never adds an id twice or past the limit', () => {
    expect(restoreFavourite([5], 3, 4)).toEqual([5, 3]);
    expect(restoreFavourite([5, 3], 3, 0)).toEqual([5, 3]);
    const full = Array.from({ length: maxFavourites }, (_, i) => i + 1);
    expect(restoreFavourite(full, 999, 0)).toEqual(full);
  });
});
