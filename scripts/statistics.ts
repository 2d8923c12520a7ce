/**
 * @module The averages the benchmark scripts report over their rounds and samples.
 */

/** The arithmetic mean; NaN for no values. */
export const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The median: the middle value, or the mean of the two middle values of an even count; NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * The nearest-rank percentile `p` (0 to 100) of values sorted ascending: the smallest value with at least
 * p% of them at or below it; NaN for no values.
 * @example percentile([10, 20, 30, 40], 50) // 20
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
