/**
 * @module The head of /kereses: titled by its menu label ("Ingatlankínálat" unless the menu names it
 * otherwise) followed by the site title. One search, one address: the canonical URL is the normalized
 * query, without tracking parameters.
 */
import { canonicalUrl, type PageHead, titledPageHead } from '../../../domain/heads/pageHead';
import { menuLabel } from '../../../domain/pages/pageTitles';
import type { HeadArgs } from '../routeModule';
import type { SearchPageData } from './searchData';

/** The search page's one address: its route's pattern, and the canonical URL of every search. */
export const searchPagePath = '/kereses';

export function head({ site, menus, url, data }: HeadArgs<Pick<SearchPageData, 'query'>>): PageHead {
  const titled = titledPageHead(site, menuLabel(menus, searchPagePath, 'Ingatlankínálat'), url.pathname);
  return { ...titled, canonicalUrl: `${canonicalUrl(site, searchPagePath)}${data.query ? `?${data.query}` : ''}` };
}
