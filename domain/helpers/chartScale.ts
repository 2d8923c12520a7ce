/**
 * @module The arithmetic of the site's small SVG charts: round axis ticks around the data, and a
 * linear map from values to drawing coordinates. No drawing here; the components draw.
 */

/**
 * About `count` round tick values (1, 2, 2.5 or 5 times a power of ten apart) covering min..max;
 * the first tick is at or below min and the last at or above max.
 * @example niceTicks(43, 97, 4) // [40, 60, 80, 100]
 */
export function niceTicks(min: number, max: number, count: number): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (max <= min) return [min];
  const rough = (max - min) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  // Counted in steps and multiplied, so 0.1 + 0.2 does not print as 0.30000000000000004.
  for (let i = 0; ticks.length === 0 || (ticks.at(-1) ?? max) < max; i++) ticks.push(Math.round((first / step + i) * 1e9) / 1e9 * step);
  return ticks;
}

/**
 * The ticks of a value axis, which starts at zero: a bar's or a line's height is then proportional to
 * its value, and a market that moved 1 % looks like it moved 1 % (an axis zoomed to the data's own
 * band draws that 1 % across the whole chart). Negative values extend the axis below zero.
 * @example zeroBasedTicks([1_150_000, 1_160_000], 4) // [0, 500_000, 1_000_000, 1_500_000]
 */
export function zeroBasedTicks(values: readonly number[], count: number): number[] {
  const finite = values.filter(Number.isFinite);
  const min = Math.min(0, ...finite);
  const max = Math.max(0, ...finite);
  // All zero (or nothing): one step above zero, so the axis still has a height to draw.
  if (max === min) return [0, 1];
  return niceTicks(min, max, count);
}

/**
 * A linear map from the domain [d0, d1] to the range [r0, r1]; a flat domain maps to the range's middle.
 * @example linearScale([0, 10], [100, 0])(5) // 50
 */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}
