/**
 * @module Where the price statistics pages are. A module of its own: a listing's page links its place's
 * statistics, and whatever this imported (the statistics pages' texts, the heads) would load with it.
 */

/** The path of the scope's statistics page; a place's is below it. */
export const marketPricesPath = '/ingatlanarak';

/**
 * @example marketPricesPathOf('gyor') // '/ingatlanarak/gyor'
 * @example marketPricesPathOf(null) // '/ingatlanarak'
 */
export function marketPricesPathOf(slug: string | null): string {
  return slug ? `${marketPricesPath}/${slug}` : marketPricesPath;
}
