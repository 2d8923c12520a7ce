/**
 * @module Favourites without an account: the listing ids a visitor keeps, as the browser stores them
 * and as the share link (/kedvencek?ids=…) and the site API read them. Ids only, at most
 * maxFavourites, so one API request fills the whole list.
 */
import { positiveId } from './routeParams';
import type { PageHead } from './pageHead';
import { menuPageHead } from './pageHead';
import type { SiteData } from './siteData';

/** The most listings a visitor keeps (and one site API request asks for). */
export const maxFavourites = 100;

export const favouritesPath = '/kedvencek';
export const favouritesLabel = 'Kedvencek';

/** The query parameter of a shared list and of the site API request. */
export const favouriteIdsParam = 'ids';

/** Longest `ids` value read: 100 ids of 15 digits and their commas. */
const maxIdsTextLength = maxFavourites * 16;

export type FavouriteIdsResult = { ok: true; ids: number[] } | { ok: false; problem: string };

/**
 * Reads a comma list of listing ids (`12,7,3`): each a positive id written with digits only, no
 * repeats kept, at most maxFavourites; the problem in Hungarian otherwise.
 * @example readFavouriteIds('12,7,12') // { ok: true, ids: [12, 7] }
 */
export function readFavouriteIds(text: string | null | undefined): FavouriteIdsResult {
  if (text === null || text === undefined || text.trim() === '') return { ok: true, ids: [] };
  if (text.length > maxIdsTextLength) return { ok: false, problem: `Legfeljebb ${maxFavourites} hirdetés azonosítója adható meg.` };
  const ids: number[] = [];
  const seen = new Set<number>();
  for (const part of text.split(',')) {
    const id = positiveId(part.trim());
    if (id === null) return { ok: false, problem: 'A hirdetések azonosítói vesszővel elválasztott pozitív egész számok.' };
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
  }
  if (ids.length > maxFavourites) return { ok: false, problem: `Legfeljebb ${maxFavourites} hirdetés azonosítója adható meg.` };
  return { ok: true, ids };
}

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

/** The page's data: the ids of a shared list, or null for the visitor's own (kept in the browser). */
export interface FavouritesPageData {
  sharedIds: number[] | null;
}

/**
 * The head of /kedvencek: the visitor's own list is one page for everyone; a shared list has its own
 * share title (how many listings), is not indexed and names the plain page as canonical.
 */
export function favouritesPageHead(site: SiteData, data: FavouritesPageData): PageHead {
  const head = menuPageHead(site, favouritesLabel, favouritesPath);
  if (data.sharedIds === null) return { ...head, robots: 'noindex' };
  const count = data.sharedIds.length;
  const ogTitle = `${count} kedvenc ingatlan, megosztva – ${site.siteName}`;
  return {
    ...head,
    title: `Megosztott kedvencek | ${site.siteName}`,
    ogTitle,
    ogDescription: `Valaki ${count} ingatlant osztott meg Önnel ${site.siteName} kínálatából.`,
    robots: 'noindex',
  };
}
