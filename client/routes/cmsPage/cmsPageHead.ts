/**
 * @module The head of /oldal/{id}: titled by the menu or footer entry that links to it (SPEC section 2),
 * else by the page's own title; described by its first words; shared as an article with the site's card.
 * Its structured data: where the page sits (Főoldal › the page).
 */
import type { Graph } from 'schema-dts';
import { type PageHead, sitePageHead } from '../../../domain/heads/pageHead';
import { pageJsonLd } from '../../../domain/heads/structuredData';
import { pageCrumbs } from '../../../domain/pages/breadcrumbs';
import { menuLabel } from '../../../domain/pages/pageTitles';
import type { HeadArgs } from '../routeModule';
import type { CmsPageData } from './cmsPageData';

/** What a CMS page's head is made of: its content is null when it could not be sanitized. */
type CmsPageHeadFields = Pick<CmsPageData, 'title' | 'content_html'>;

/** The longest description, in characters: about what search results show. */
const descriptionLength = 160;

/**
 * The first words of HTML as plain text, cut at a word boundary: a page's description.
 * @example textExcerpt('<h2>Rólunk</h2><p>Az Immo1 &amp; társai</p>', 20) // 'Rólunk Az Immo1 &…'
 */
export function textExcerpt(html: string, maxLength: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function head({ site, menus, url, data }: HeadArgs<CmsPageHeadFields>): PageHead {
  const excerpt = textExcerpt(data.content_html ?? '', descriptionLength);
  return sitePageHead(site, url.pathname, { title: menuLabel(menus, url.pathname, data.title), ogType: 'article', ...(excerpt ? { description: excerpt, ogDescription: excerpt } : {}) });
}

export function jsonLd({ site, menus, url, data }: HeadArgs<CmsPageHeadFields>): Graph {
  return pageJsonLd(site, pageCrumbs(menuLabel(menus, url.pathname, data.title), url.pathname));
}
