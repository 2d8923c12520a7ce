/**
 * @module The head of /kedvencek: the visitor's own list and a shared one (`?ids=…`).
 */
import { favouritesLabel, favouritesPath } from './favourites';
import { menuPageHead, type PageHead } from './pageHead';
import type { SiteData } from './siteData';

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
    ogDescription: `Valaki ${count} ingatlant osztott meg Önnel. ${site.siteName}`,
    robots: 'noindex',
  };
}
