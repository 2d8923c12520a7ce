/**
 * @module The head of /kedvencek: the visitor's own list and a shared one (`?ids=…`).
 */
import { favouritesLabel, favouritesPath } from './favouritesPath';
import { type PageHead, titledPageHead } from '../heads/pageHead';
import type { SiteData } from '../site/siteData';

/** The page's data: the ids of a shared list, or null for the visitor's own (kept in the browser). */
export interface FavouritesPageData {
  sharedIds: number[] | null;
}

/**
 * The head of /kedvencek: the visitor's own list is one page for everyone; a shared list has its own
 * share title (how many listings), is not indexed and names the plain page as canonical.
 */
export function favouritesPageHead(site: SiteData, data: FavouritesPageData): PageHead {
  const shared = data.sharedIds;
  const head = titledPageHead(site, shared ? 'Megosztott kedvencek' : favouritesLabel, favouritesPath);
  return { ...head, robots: 'noindex', ...(shared && { ogTitle: `${shared.length} kedvenc ingatlan, megosztva – ${site.siteName}` }) };
}
