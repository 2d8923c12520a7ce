/**
 * @module What a client-side navigation needs beyond the first load: the route table (to match the path,
 * check the page's data with its schema and load its chunk), the new page's layout flags, its head, and
 * what follows the navigation (focus on the new page's heading, the history entries' scroll positions).
 * Navigation.tsx imports this lazily: when a link is pointed at or focused, and at the latest on the
 * first navigation.
 */
import type { Menus } from '../../domain/site/menu';
import type { SiteData } from '../../domain/site/siteData';
import { headOf, layoutOf, type PageState, type ShownPage } from './pageState';
import { applyHead } from '../navigation/applyHead';
import { focusMainHeading, isAnotherPage } from '../navigation/pageArrival';
import { loadPageState } from './loadPageState';

/** What `path` shows, with its layout, ready to render; throws PageLoadError when it cannot be loaded. */
export async function loadShownPage(path: string): Promise<ShownPage> {
  const page = await loadPageState(path);
  return { page, layout: layoutOf(page.outcome) };
}

/** Writes the head (title, meta, canonical, JSON-LD) of the page now shown. */
export function applyPageHead(page: PageState, site: SiteData, menus: Menus): void {
  const { head, jsonLd } = headOf(page.outcome, { site, menus, url: new URL(page.path, site.siteUrl) });
  applyHead(head, jsonLd, site);
}

export { rememberedScroll, rememberScroll } from '../navigation/scrollMemory';

/** After a navigation from `from` to `to`: when it shows another page, focus goes to its main heading; whether it did. */
export function arriveAt(from: string, to: string): boolean {
  if (!isAnotherPage(from, to)) return false;
  focusMainHeading();
  return true;
}
