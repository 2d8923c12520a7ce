import { describe, expect, it } from 'vitest';
import { simplifyRing } from './simplifyPolygon';

/** A circle of `n` points, radius 100. */
const circle = (n: number) => Array.from({ length: n }, (_, i) => ({ x: 100 * Math.cos((2 * Math.PI * i) / n), y: 100 * Math.sin((2 * Math.PI * i) / n) }));

describe('simplifyRing', () => {
  it('keeps a ring that is already within the limit as it is, less repeated points', () => {
    const square = [{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];
    expect(simplifyRing(square, 40)).toEqual([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }]);
  });

  it('brings a long hand-drawn stroke down to at most the limit, keeping its extent', () => {
    const simplified = simplifyRing(circle(1000), 40);
    expect(simplified.length).toBeLessThanOrEqual(40);
    expect(simplified.length).toBeGreaterThanOrEqual(8);
    const xs = simplified.map((p) => p.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(180);
  });

  it('keeps the corners of a square drawn with many points on its sides', () => {
    const side = (from: [number, number], to: [number, number]) =>
      Array.from({ length: 50 }, (_, i) => ({ x: from[0] + ((to[0] - from[0]) * i) / 50, y: from[1] + ((to[1] - from[1]) * i) / 50 }));
    const ring = [...side([0, 0], [100, 0]), ...side([100, 0], [100, 100]), ...side([100, 100], [0, 100]), ...side([0, 100], [0, 0])];
    expect(simplifyRing(ring, 40)).toEqual([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }, { x: 0, y: 100 }]);
  });
});
