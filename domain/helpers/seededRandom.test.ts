import { describe, expect, it } from 'vitest';
import { createRng, hashSeed, seededRandom } from './seededRandom';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('hashSeed', () => {
  it('gives the FNV-1a hash, so the same text always seeds the same picture', () => {
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(hashSeed('a')).toBe(0xe40c292c);
    expect(hashSeed('property:10')).not.toBe(hashSeed('property:11'));
  });
});

describe('createRng', () => {
  it('draws from the same stream as seededRandom', () => {
    const raw = seededRandom(9);
    const rng = createRng(9);
    expect([rng.next(), rng.next()]).toEqual([raw(), raw()]);
  });

  it('draws integers within both bounds, reaching each', () => {
    const rng = createRng(7);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('picks every item of a list and refuses an empty one', () => {
    const rng = createRng(3);
    expect(new Set(Array.from({ length: 200 }, () => rng.pick(['a', 'b', 'c'])))).toEqual(new Set(['a', 'b', 'c']));
    expect(() => rng.pick([])).toThrow('empty');
  });

  it('draws normal deviates centred on 0 with spread 1', () => {
    const rng = createRng(5);
    const values = Array.from({ length: 20_000 }, () => rng.normal());
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });
});
