/**
 * @module /kedvencek (Kedvencek): the visitor's favourites. One cached document for everyone: the list
 * is filled in the browser, from the ids it keeps, with one site API request. `?ids=…` is a shared list
 * (the "Megosztás" link), with its own share title; a malformed one is the not-found view.
 */
import { favouritesPath } from '../../../domain/favourites/favouritesPath';
import { defineRoute } from '../routeModule';
import { head } from './favouritesHead';

export const favouritesRoute = defineRoute({
  pattern: favouritesPath,
  params: () => ({}),
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: false },
  cache: { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 },
  load: async ({ url }) => (await import('./favouritesLoader')).loadFavouritesPage(url),
  head,
  dataSchema: () => import('./favouritesData').then((m) => m.favouritesDataSchema),
  page: () => import('./FavouritesPage'),
});
