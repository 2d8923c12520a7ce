import { describe, expect, it } from 'vitest';
import { linearScale, niceTicks } from './chartScale';

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

  it('maps values linearly, and a flat domain to the middle of the range', () => {
    expect(linearScale([0, 10], [100, 0])(5)).toBe(50);
    expect(linearScale([2, 4], [0, 10])(4)).toBe(10);
    expect(linearScale([3, 3], [0, 10])(3)).toBe(5);
  });
});
