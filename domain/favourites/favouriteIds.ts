/**
 * @module The ids of a shared list of favourites (/kedvencek?ids=…) and of the site API's request, read
 * strictly: the worker and /kedvencek's loader use it, the browser's first load does not.
 */
import { maxFavourites } from './favourites';
import { positiveId } from '../pages/routeParams';

/** Longest `ids` value read: 100 ids of 15 digits and their commas. */
const maxIdsTextLength = maxFavourites * 16;

type FavouriteIdsResult = { ok: true; ids: number[] } | { ok: false; problem: string };

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

