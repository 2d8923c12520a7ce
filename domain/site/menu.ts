/**
 * @module Menus (SPEC section 2): the fixed default entries, the server's entries, the footer.
 */
import type { MenuEntry, Menus } from '../cms/menuSchema';
import type { SiteData } from './siteDataSchema';
import { linkTarget } from './siteLinks';

export type { MenuEntry, Menus };

const footerGroup = 'footer';

/** External pages linked only from the main site variant (immo1), opened in a new tab. */
const immo1ExternalEntries: readonly MenuEntry[] = [
  { label: 'Franchise', url: 'https://franchise.immo1.hu/', group: 'external', hidden: false, blank: true },
  { label: 'Karrier', url: 'https://karrier.immo1.hu/', group: 'external', hidden: false, blank: true },
];

/**
 * The main item "buy or sell" that the menu entries are the sub-menu of (SPEC section 2): the
 * sidebar's first heading, and the top-level tab above the sub-menu on the main site variant.
 */
export const buyOrSellItem = { label: 'Eladna vagy vásárolna?', url: '/' } as const;

/** The fixed entries every site starts its main menu with. */
export function defaultMenuEntries(site: Pick<SiteData, 'unitType' | 'office_id' | 'isPageImmo1'>): MenuEntry[] {
  const entries: MenuEntry[] = [
    { label: 'Főoldal', url: '/', group: 'home', hidden: true, blank: false },
    { label: 'Ingatlankínálat', url: '/kereses', group: null, hidden: false, blank: false },
  ];
  if (site.unitType === 'franchise') {
    entries.push({ label: 'Irodáink', url: '/irodaink', group: null, hidden: false, blank: false });
  } else if (site.office_id !== null) {
    entries.push({ label: 'Irodánk', url: `/iroda/${site.office_id}`, group: '/irodanyitas', hidden: false, blank: false });
  }
  if (site.isPageImmo1) entries.push(...immo1ExternalEntries);
  return entries;
}

/**
 * Splits the server's entries into main and footer menus after the defaults.
 * With no server entries (the call failed) the default menu stands alone and the footer is empty. An entry
 * whose link leaves the site other than as a written-out https address (`//evil.example/`, `/\evil.example/`,
 * `javascript:`) is left out: the CMS record is not trusted to keep links on the site.
 */
export function buildMenus(site: Pick<SiteData, 'unitType' | 'office_id' | 'isPageImmo1' | 'siteUrl'>, serverEntries: MenuEntry[] | null): Menus {
  const defaults = defaultMenuEntries(site);
  if (!serverEntries) return { menuEntries: defaults, footerMenuEntries: [] };
  const defaultUrls = new Set(defaults.map((e) => e.url));
  const safe = serverEntries.filter((e) => linkTarget(e.url, site.siteUrl).kind !== 'refused');
  const main = safe.filter((e) => e.group !== footerGroup && !defaultUrls.has(e.url));
  const footer = safe.filter((e) => e.group === footerGroup);
  return { menuEntries: [...defaults, ...main], footerMenuEntries: footer };
}

/** The entries a visitor sees: hidden ones (the home page) are left out. */
export function visibleEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.filter((e) => !e.hidden);
}

/** The menu or footer entry whose url is this path, for titles. */
export function entryForPath(menus: Menus, path: string): MenuEntry | undefined {
  return [...menus.menuEntries, ...menus.footerMenuEntries].find((e) => e.url === path);
}
