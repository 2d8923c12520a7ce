/**
 * @module Any other page (SPEC section 2): an address that a menu entry links to but no route
 * above has. Titled by the entry's label followed by the site title; it lists the entries of the
 * menu group it heads (the office site's "Irodánk" sits in the /irodanyitas group). Any other
 * address is the not-found view.
 */
import { entryForPath, visibleEntries } from '../../../domain/site/menu';
import { defineRoute } from '../routeModule';
import { head } from './menuPageHead';

export const menuPageRoute = defineRoute({
  pattern: '*',
  params: () => ({}),
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: false },
  cache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 },
  async load({ url, menus }) {
    const entry = entryForPath(menus, url.pathname);
    if (!entry || entry.blank) return null;
    const entries = visibleEntries([...menus.menuEntries, ...menus.footerMenuEntries]).filter((e) => e.group === url.pathname);
    return { label: entry.label, entries: entries.map((e) => ({ label: e.label, url: e.url })) };
  },
  head,
  dataSchema: () => import('./menuPageData').then((m) => m.menuPageDataSchema),
  page: () => import('./MenuPage'),
});
