/**
 * @module The head of /kedvencek: the visitor's own list is one page for everyone; a shared list
 * (`?ids=…`) has its own share title (how many listings). Neither is indexed, and both name the plain
 * page as canonical.
 */
import { favouritesLabel, favouritesPath } from '../../../domain/favourites/favouritesPath';
import { type PageHead, titledPageHead } from '../../../domain/heads/pageHead';
import type { HeadArgs } from '../routeModule';
import type { FavouritesData } from './favouritesData';

export function head({ site, data }: HeadArgs<FavouritesData>): PageHead {
  const shared = data.sharedIds;
  const titled = titledPageHead(site, shared ? 'Megosztott kedvencek' : favouritesLabel, favouritesPath);
  return { ...titled, robots: 'noindex', ...(shared && { ogTitle: `${shared.length} kedvenc ingatlan, megosztva – ${site.siteName}` }) };
}
