/**
 * @module The head of any other page (SPEC section 2): an address a menu entry links to, titled by the
 * entry's label followed by the site title.
 */
import { type PageHead, titledPageHead } from '../../../domain/heads/pageHead';
import type { HeadArgs } from '../routeModule';
import type { MenuPageData } from './menuPageData';

export function head({ site, url, data }: HeadArgs<Pick<MenuPageData, 'label'>>): PageHead {
  return titledPageHead(site, data.label, url.pathname);
}
