/**
 * @module Hungarian alphabetical order (Érd after Eger, Győr after Gyula), not byte order.
 */

const hungarian = new Intl.Collator('hu');

/**
 * Compares two names as a Hungarian dictionary orders them.
 * @example ['Győr', 'Gyula'].sort(compareHungarian) // ['Gyula', 'Győr']
 */
export function compareHungarian(a: string, b: string): number {
  return hungarian.compare(a, b);
}

/** A copy of the items ordered by the name `nameOf` gives them. */
export function sortByHungarianName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareHungarian(nameOf(a), nameOf(b)));
}
