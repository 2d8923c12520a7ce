/**
 * @module Replaces the page's head tags after a client-side navigation with the ones the server
 * would have written for the new page (the same list, domain/heads/headTags.ts).
 */
import { type HeadSite, headTagMarker, headTags } from '../../domain/heads/headTags';
import type { PageHead } from '../../domain/heads/pageHead';

/** Sets the title and swaps every marked head tag (meta, canonical, JSON-LD) for the new page's. */
export function applyHead(head: PageHead, jsonLd: object | null, site: HeadSite): void {
  document.title = head.title;
  for (const old of document.head.querySelectorAll(`[${headTagMarker}]`)) old.remove();
  const fresh: HTMLElement[] = headTags(head, site).map((tag) => {
    if (tag.kind === 'link' || tag.kind === 'preloadImage') {
      const link = document.createElement('link');
      link.rel = tag.kind === 'link' ? tag.rel : 'preload';
      if (tag.kind === 'preloadImage') {
        link.as = 'image';
        link.fetchPriority = 'high';
      }
      link.href = tag.href;
      return link;
    }
    const meta = document.createElement('meta');
    meta.setAttribute(tag.attribute, tag.key);
    meta.content = tag.content;
    return meta;
  });
  if (jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(jsonLd);
    fresh.push(script);
  }
  for (const element of fresh) {
    element.setAttribute(headTagMarker, '');
    document.head.appendChild(element);
  }
}
