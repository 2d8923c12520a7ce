/**
 * @module What a page's head holds (SPEC section 2: title, description, Open Graph, canonical URL, robots)
 * and the pieces every head is put together from: the title joined with the site's name, canonical URLs on
 * the tenant's own host, the site's share card, and a page of the site with its share texts. Each route's
 * own head sits beside its route (client/routes/<route>/<route>Head.ts), the views shown instead of a
 * route's page in fallbackHeads.ts; the worker writes a head into the document and the browser applies it
 * after a client-side navigation.
 */
import { siteShareCard } from './shareCard';
import { type ShareImage, shareImage } from './shareImage';
import type { SiteData } from '../site/siteData';

export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string | null;
  /** The page's address for og:url where it differs from the canonical one (a page without one: the not-found view). */
  ogUrl?: string;
  ogTitle: string;
  ogDescription: string;
  /** The picture a shared link shows (og:image, twitter:image), with its size, type and alt text. */
  ogImage: ShareImage | null;
  ogType: 'website' | 'article' | 'profile';
  robots: 'index,follow' | 'noindex';
  /** The picture a page shows first (its largest paint): preloaded from the head with high priority. */
  preloadImage?: string | null;
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

/**
 * The canonical URL of a path on the tenant's own host (query strings are the page's to add). The
 * path is set as a path, so `//elsewhere` cannot name another host.
 * @example canonicalUrl({ siteUrl: 'https://immo1.example.hu' }, '//x') // 'https://immo1.example.hu//x'
 */
export function canonicalUrl(site: Pick<SiteData, 'siteUrl'>, path: string): string {
  const url = new URL(site.siteUrl);
  url.pathname = path;
  url.search = '';
  url.hash = '';
  return url.href;
}

/** The canonical URL of a page of a paged list: the first page has no page parameter. */
export function pagedCanonicalUrl(site: Pick<SiteData, 'siteUrl'>, path: string, page: number): string {
  return page > 1 ? `${canonicalUrl(site, path)}?page=${page}` : canonicalUrl(site, path);
}

/** The site's own description, for pages without one of their own. */
function siteDescription(site: SiteData): string {
  return site.seoText || site.slogen || site.siteName;
}

/** The share image of every page without one of its own: the site's card (its cover, name and slogan). */
function siteShareImage(site: SiteData): ShareImage {
  return shareImage(site.siteUrl, [], '', { kind: 'site' }, siteShareCard(site));
}

/**
 * A page of the site: canonical at `path`, indexed, shared under its title and description (else the
 * site's) with the site's card; whatever `head` names replaces these.
 * @example sitePageHead(site, '/oldal/1', { title: 'Rólunk', ogType: 'article' }).ogTitle // 'Rólunk'
 */
export function sitePageHead(site: SiteData, path: string, head: Partial<PageHead> & Pick<PageHead, 'title'>): PageHead {
  const description = head.description || siteDescription(site);
  return {
    description,
    canonicalUrl: canonicalUrl(site, path),
    ogTitle: head.title,
    ogDescription: description,
    ogImage: siteShareImage(site),
    ogType: 'website',
    robots: 'index,follow',
    ...head,
  };
}

/**
 * The head of a page titled by a label (mostly its menu entry's) followed by the site title (SPEC section 2).
 * @example titledPageHead(site, 'Főoldal', '/').title // 'Főoldal | Lakáspont'
 */
export function titledPageHead(site: SiteData, label: string, path: string): PageHead {
  return sitePageHead(site, path, { title: titleWithSite(label, site.siteName) });
}
