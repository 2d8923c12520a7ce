/**
 * @module What goes into a page's head: title, description, Open Graph, canonical URL.
 */
import { entryForPath, type Menus } from './menu';
import { matchRoute } from './routes';
import type { SiteData } from './siteData';

export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string | null;
  ogTitle: string;
  ogDescription: string;
  ogImage: string | null;
  ogType: 'website' | 'article';
  robots: 'index,follow' | 'noindex';
}

/** "label | site name": the title of any page that has a menu entry (SPEC section 2). */
export function titleWithSite(label: string, siteName: string): string {
  return label ? `${label} | ${siteName}` : siteName;
}

/** Resolves a possibly relative URL against the site, so crawlers get absolute og:image URLs. */
export function absoluteUrl(url: string | null, siteUrl: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, siteUrl).href;
  } catch {
    return null;
  }
}

/** The head of a page titled by its menu label. */
export function menuPageHead(site: SiteData, label: string, path: string): PageHead {
  const title = titleWithSite(label, site.siteName);
  const description = site.seoText || site.slogen || site.siteName;
  return {
    title,
    description,
    canonicalUrl: new URL(path, site.siteUrl).href,
    ogTitle: title,
    ogDescription: description,
    ogImage: absoluteUrl(site.coverPhotoUrl ?? site.logoUrl, site.siteUrl),
    ogType: 'website',
    robots: 'index,follow',
  };
}

/** Title of the error view, in Hungarian. */
export const errorTitle = 'Hiba történt';
export const notFoundTitle = 'Az oldal nem található';

/** The head of the not-found view: not indexed, no canonical URL. */
export function notFoundPageHead(site: SiteData, path: string): PageHead {
  return { ...menuPageHead(site, notFoundTitle, path), canonicalUrl: null, robots: 'noindex' };
}

/**
 * The head of whatever the path shows: a page of the route table titled by its menu entry,
 * or the not-found view. The server writes it; the client re-applies the title on navigation.
 */
export function headForPath(site: SiteData, menus: Menus, path: string): PageHead {
  const match = matchRoute(path);
  if (!match) return notFoundPageHead(site, path);
  return menuPageHead(site, entryForPath(menus, match.route.pattern)?.label ?? '', path);
}
