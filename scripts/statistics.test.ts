import { describe, expect, it } from 'vitest';
import { mean, median, percentile } from './statistics';

describe('mean', () => {
  it('is the sum over the count, and NaN for no values', () => {
    expect(mean([1, 2, 6])).toBe(3);
    expect(mean([])).toBeNaN();
  });
});

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 10, 2])).toBe(3);
  });

  it('is NaN for no values and leaves its input unsorted', () => {
    expect(median([])).toBeNaN();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('percentile', () => {
  it('is the nearest rank: the smallest value with at least p% of the sorted values at or below it', () => {
    const values = [10, 20, 30, 40];
    expect(percentile(values, 50)).toBe(20);
    expect(percentile(values, 51)).toBe(30);
    expect(percentile(values, 99)).toBe(40);
    expect(percentile(values, 100)).toBe(40);
    expect(percentile(values, 0)).toBe(10);
  });

  it('is NaN for no values', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});
