/**
 * @module /oldal/{id}: a page written in the CMS, titled by the menu or footer entry that links to
 * it (SPEC section 2). Its HTML is sanitized in the worker before it reaches any browser
 * (worker/htmlSanitizer/sanitizeCmsHtml.ts); HTML the sanitizer refuses (over its size cap) or fails on leaves
 * the page in its shell with a message in place of the content. Another unit's page is not found.
 */
import { withoutRepeatedTitle } from '../../../domain/pages/cmsPageTitle';
import { menuLabel } from '../../../domain/pages/pageTitles';
import { idParams } from '../../../domain/pages/routeParams';
import type { CmsPage } from '../../../domain/cms/networkSchemas';
import { defineRoute, type ServerTools } from '../routeModule';
import { head, jsonLd } from './cmsPageHead';

/** The page's HTML sanitized, or null when the sanitizer refuses or fails on it: logged, and the page says so instead of failing. */
async function sanitizedContent(server: ServerTools, page: CmsPage): Promise<string | null> {
  try {
    return await server.sanitizeHtml(page.content_html);
  } catch (error) {
    console.error('CMS page content could not be sanitized', page.id, error instanceof Error ? `${error.name}: ${error.message}` : error);
    return null;
  }
}

export const cmsPageRoute = defineRoute({
  pattern: '/oldal/:id',
  params: idParams,
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: false },
  cache: { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 },
  async load({ params, site, menus, url, cms, server }) {
    const page = await cms.cmsPage({ id: params.id, unit: site.unit });
    if (!page) return null;
    const content = await sanitizedContent(server, page);
    // The page prints its title (the menu's label, else the CMS's) as its heading: content opening with it again loses that heading.
    const shown = (html: string) => withoutRepeatedTitle(withoutRepeatedTitle(html, menuLabel(menus, url.pathname, page.title)), page.title);
    return { ...page, content_html: content === null ? null : shown(content) };
  },
  head,
  jsonLd,
  dataSchema: () => import('./cmsPageData').then((m) => m.cmsPageDataSchema),
  page: () => import('./CmsPageView'),
});
