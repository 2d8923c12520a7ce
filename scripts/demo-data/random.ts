/**
 * @module The draws the demo data makes on top of the project's one seeded PRNG
 * (domain/helpers/seededRandom.ts): weighted picks, dropdown options by weight, independent chances.
 */
import type { DropdownOption } from '../../domain/search/filterDropdowns';
import type { Rng } from '../../domain/helpers/seededRandom';

export { createRng, type Rng } from '../../domain/helpers/seededRandom';

export type Weighted<T> = readonly (readonly [T, number])[];

/** Picks by weight; builds the cumulative table once, then each pick is a binary search. */
export function weightedPicker<T>(entries: Weighted<T>): (rng: Rng) => T {
  const items = entries.filter(([, weight]) => weight > 0);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of items) cumulative.push((total += weight));
  return (rng) => {
    const target = rng.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    const entry = items[low];
    if (!entry) throw new Error('weighted pick from an empty list');
    return entry[0];
  };
}

export const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The stored value of a dropdown option picked by weight, options named by their key. */
export function optionPicker<M extends Record<string, DropdownOption>>(options: M, weights: { readonly [K in keyof M]?: number }): (rng: Rng) => number {
  const entries: [number, number][] = [];
  for (const [key, weight] of Object.entries(weights)) {
    const option = options[key];
    if (option && weight !== undefined && weight > 0) entries.push([option.value, weight]);
  }
  return weightedPicker(entries);
}

/** The values whose own chance comes up, each drawn independently, in the given order. */
export const pickSome = (rng: Rng, candidates: readonly (readonly [number, number])[]) =>
  candidates.filter(([, probability]) => rng.chance(probability)).map(([value]) => value);
