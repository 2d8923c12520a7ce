import { describe, expect, it } from 'vitest';
import { linearScale, niceTicks, zeroBasedTicks } from './chartScale';

describe('chartScale', () => {
  it('ticks at round steps from at or below the minimum to at or above the maximum', () => {
    expect(niceTicks(43, 97, 4)).toEqual([40, 60, 80, 100]);
    expect(niceTicks(0, 1, 3)).toEqual([0, 0.5, 1]);
    expect(niceTicks(820_000, 1_950_000, 5)).toEqual([500_000, 1_000_000, 1_500_000, 2_000_000]);
  });

  it('gives one tick for a flat or unusable range', () => {
    expect(niceTicks(5, 5, 4)).toEqual([5]);
    expect(niceTicks(Number.NaN, 5, 4)).toEqual([0]);
  });

  it('starts a value axis at zero, so a flat market draws flat', () => {
    const ticks = zeroBasedTicks([1_150_000, 1_160_000, 1_140_000], 4);
    expect(ticks).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    // A 1.7 % spread of the values takes under 2 % of the axis height.
    const y = linearScale([ticks[0] ?? 0, ticks.at(-1) ?? 1], [0, 100]);
    expect(y(1_160_000) - y(1_140_000)).toBeLessThan(2);
  });

  it('reaches below zero for negative values and gives a flat or empty series a unit axis', () => {
    expect(zeroBasedTicks([-30, 70], 3)).toEqual([-50, 0, 50, 100]);
    expect(zeroBasedTicks([0, 0], 4)).toEqual([0, 1]);
    expect(zeroBasedTicks([], 4)).toEqual([0, 1]);
    expect(zeroBasedTicks([Number.NaN, 40], 3)).toEqual([0, 20, 40]);
  });

  it('maps values linearly, and a flat domain to the middle of the range', () => {
    expect(linearScale([0, 10], [100, 0])(5)).toBe(50);
    expect(linearScale([2, 4], [0, 10])(4)).toBe(10);
    expect(linearScale([3, 3], [0, 10])(3)).toBe(5);
  });
});
