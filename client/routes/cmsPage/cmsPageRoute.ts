/**
 * @module /oldal/{id}: a page written in the CMS, titled by the menu or footer entry that links to
 * it (SPEC section 2). Its HTML is sanitized in the worker before it reaches any browser
 * (worker/htmlSanitizer/sanitizeCmsHtml.ts); another unit's page is not found.
 */
import { pageCrumbs } from '../../../domain/breadcrumbs';
import { cmsPageHead, menuLabel } from '../../../domain/pageHead';
import { positiveId } from '../../../domain/routeParams';
import { pageJsonLd } from '../../../domain/structuredData';
import { defineRoute } from '../routeModule';

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
    return page && { ...page, content_html: await server.sanitizeHtml(page.content_html) };
  },
  head: ({ site, menus, url, data }) => cmsPageHead(site, menus, data, url.pathname),
  jsonLd: ({ site, menus, url, data }) => pageJsonLd(site, pageCrumbs(menuLabel(menus, url.pathname, data.title), url.pathname)),
  dataSchema: () => import('../../../domain/cms/networkSchemas').then((m) => m.cmsPageSchema),
  page: () => import('./CmsPageView'),
});
