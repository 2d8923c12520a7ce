/**
 * @module /oldal/{id}: a page written in the CMS, titled by the menu or footer entry that links to
 * it (SPEC section 2). Its HTML is sanitized in the worker before it reaches any browser
 * (worker/htmlSanitizer/sanitizeCmsHtml.ts); HTML the sanitizer refuses (over its size cap) or fails on leaves
 * the page in its shell with a message in place of the content. Another unit's page is not found.
 */
import { pageCrumbs } from '../../../domain/breadcrumbs';
import { cmsPageHead, menuLabel } from '../../../domain/pageHead';
import { positiveId } from '../../../domain/routeParams';
import { pageJsonLd } from '../../../domain/structuredData';
import type { CmsPage } from '../../../domain/cms/networkSchemas';
import { defineRoute, type ServerTools } from '../routeModule';

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
  params: (raw) => {
    const id = positiveId(raw.id);
    return id === null ? null : { id };
  },
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: false },
  cache: { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 },
  async load({ params, site, cms, server }) {
    const page = await cms.cmsPage({ id: params.id, unit: site.unit });
    return page && { ...page, content_html: await sanitizedContent(server, page) };
  },
  head: ({ site, menus, url, data }) => cmsPageHead(site, menus, { title: data.title, content_html: data.content_html ?? '' }, url.pathname),
  jsonLd: ({ site, menus, url, data }) => pageJsonLd(site, pageCrumbs(menuLabel(menus, url.pathname, data.title), url.pathname)),
  dataSchema: () => import('./cmsPageData').then((m) => m.cmsPageDataSchema),
  page: () => import('./CmsPageView'),
});
