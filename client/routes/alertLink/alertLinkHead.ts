/**
 * @module The head of the pages the search alerts' e-mails lead to (/ertesites/…): "Keresési értesítés"
 * followed by the site title; not indexed.
 */
import { type PageHead, titledPageHead } from '../../../domain/heads/pageHead';
import type { HeadArgs } from '../routeModule';
import type { AlertLinkData } from './alertLinkData';

/** One title for the three (confirm, unsubscribe, manage): each page's heading says which. */
export function head({ site, url }: HeadArgs<AlertLinkData>): PageHead {
  return { ...titledPageHead(site, 'Keresési értesítés', url.pathname), robots: 'noindex' };
}
