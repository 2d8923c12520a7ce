import { describe, expect, it } from 'vitest';
import { readFavouriteIds } from './favouriteIds';
import { maxFavourites } from './favourites';

describe('readFavouriteIds', () => {
  it('reads a comma list of ids in order, each once', () => {
    expect(readFavouriteIds('12,7,12, 3')).toEqual({ ok: true, ids: [12, 7, 3] });
    expect(readFavouriteIds('')).toEqual({ ok: true, ids: [] });
    expect(readFavouriteIds(null)).toEqual({ ok: true, ids: [] });
  });

  it.each(['1e3', '0', '-1', '1,,2', 'abc', '0x10', '1;2', '1234567890123456'])('refuses %j with a Hungarian message', (text) => {
    const read = readFavouriteIds(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toMatch(/azonosító/);
  });

  it(`refuses more than ${maxFavourites} ids, and an overlong text before splitting it`, () => {
    const many = Array.from({ length: maxFavourites + 1 }, (_, i) => i + 1).join(',');
    expect(readFavouriteIds(many)).toMatchObject({ ok: false });
    expect(readFavouriteIds('1,'.repeat(100_000))).toMatchObject({ ok: false });
    expect(readFavouriteIds(Array.from({ length: maxFavourites }, (_, i) => i + 1).join(','))).toMatchObject({ ok: true });
  });
});
