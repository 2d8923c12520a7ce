/**
 * @module The tags a page's head is written with, besides its title: one list the worker writes
 * into the document and the browser replaces after a client-side navigation, so both agree.
 */
import type { PageHead } from './pageHead';

type HeadTag =
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: 'canonical'; href: string }
  /** An image fetched with high priority before the page asks for it. */
  | { kind: 'preloadImage'; href: string };

/** The attribute that marks a tag as the page's (replaced on navigation), not the document's. */
export const headTagMarker = 'data-head';

export interface HeadSite {
  siteName: string;
  facebookAppId: string | null;
}

/**
 * The meta and link tags of a head; empty values are left out. Open Graph and the Twitter (X) card say
 * the same title, description and picture: one head feeds both.
 */
export function headTags(head: PageHead, site: HeadSite): HeadTag[] {
  const meta = (attribute: 'name' | 'property', key: string, content: string | number | null): HeadTag[] =>
    content ? [{ kind: 'meta', attribute, key, content: String(content) }] : [];
  const image = head.ogImage;
  return [
    ...meta('name', 'description', head.description),
    ...meta('name', 'robots', head.robots),
    ...(head.canonicalUrl ? [{ kind: 'link', rel: 'canonical', href: head.canonicalUrl } as const] : []),
    ...meta('property', 'og:type', head.ogType),
    ...meta('property', 'og:locale', 'hu_HU'),
    ...meta('property', 'og:site_name', site.siteName),
    ...meta('property', 'og:url', head.ogUrl ?? head.canonicalUrl),
    ...meta('property', 'og:title', head.ogTitle),
    ...meta('property', 'og:description', head.ogDescription),
    ...meta('property', 'og:image', image?.url ?? null),
    ...meta('property', 'og:image:type', image?.type ?? null),
    ...meta('property', 'og:image:width', image?.width ?? null),
    ...meta('property', 'og:image:height', image?.height ?? null),
    ...meta('property', 'og:image:alt', image?.alt ?? null),
    ...meta('property', 'fb:app_id', site.facebookAppId),
    ...meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', head.ogTitle),
    ...meta('name', 'twitter:description', head.ogDescription),
    ...meta('name', 'twitter:image', image?.url ?? null),
    ...meta('name', 'twitter:image:alt', image?.alt ?? null),
    ...(head.preloadImage ? [{ kind: 'preloadImage', href: head.preloadImage } as const] : []),
  ];
}
