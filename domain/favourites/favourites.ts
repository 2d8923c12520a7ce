/**
 * @module Favourites without an account: the listing ids a visitor keeps, as the browser stores them
 * and as the share link (/kedvencek?ids=…) and the site API read them. Ids only, at most
 * maxFavourites, so one API request fills the whole list. Every page's first load holds this module:
 * the reader of a shared list's ids is in favouriteIds.ts.
 */
import { favouritesPath } from './favouritesPath';

export { favouritesLabel, favouritesPath } from './favouritesPath';

/** The most listings a visitor keeps (and one site API request asks for). */
export const maxFavourites = 100;

/** The query parameter of a shared list and of the site API request. */
export const favouriteIdsParam = 'ids';

/**
 * The share link of a list of ids, as a site path.
 * @example favouritesSharePath([12, 7]) // '/kedvencek?ids=12,7'
 */
export function favouritesSharePath(ids: readonly number[]): string {
  return ids.length === 0 ? favouritesPath : `${favouritesPath}?${favouriteIdsParam}=${ids.slice(0, maxFavourites).join(',')}`;
}

/**
 * The stored list as the browser keeps it (a JSON array of ids): anything else, or ids that are not
 * positive whole numbers, reads as fewer ids rather than an error, newest kept first.
 */
export function parseStoredFavourites(stored: string | null): number[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  const seen = new Set<number>();
  for (const item of value.slice(0, maxFavourites)) {
    if (typeof item !== 'number' || !Number.isSafeInteger(item) || item <= 0 || seen.has(item)) continue;
    seen.add(item);
    ids.push(item);
  }
  return ids;
}

/**
 * The list after the heart of `id` is pressed: added in front, or removed when it was there. A full
 * list drops its oldest id to make room.
 * @example toggleFavourite([3, 2], 5) // [5, 3, 2]
 */
export function toggleFavourite(ids: readonly number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  return [id, ...ids].slice(0, maxFavourites);
}

/**
 * The list with `id` put back where it was before a removal (undo), unless it is there already; at the
 * end when the list has since shrunk, and never past the list's limit.
 * @example restoreFavourite([5, 2], 3, 1) // [5, 3, 2]
 */
export function restoreFavourite(ids: readonly number[], id: number, index: number): number[] {
  if (ids.includes(id) || ids.length >= maxFavourites) return [...ids];
  const at = Math.min(Math.max(0, index), ids.length);
  return [...ids.slice(0, at), id, ...ids.slice(at)];
}
