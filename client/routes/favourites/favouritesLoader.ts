/**
 * @module /kedvencek's loader (imported on demand, so the ids' reader stays out of the browser's first
 * load): the visitor's own list, or the ids of a shared one; a malformed or empty `?ids=` is no page.
 */
import { favouriteIdsParam } from '../../../domain/favourites/favourites';
import { readFavouriteIds } from '../../../domain/favourites/favouriteIds';

export function loadFavouritesPage(url: URL): { sharedIds: number[] | null } | null {
  if (!url.searchParams.has(favouriteIdsParam)) return { sharedIds: null };
  const read = readFavouriteIds(url.searchParams.get(favouriteIdsParam));
  return read.ok && read.ids.length > 0 ? { sharedIds: read.ids } : null;
}
