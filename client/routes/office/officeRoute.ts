/**
 * @module /iroda/{id} (Irodánk): one office with its contacts, opening hours, agents and a page of
 * its listings (?page=2…, links a crawler follows). Titled by the office name plus its city (SPEC
 * section 2); another network's or another office's office is not found, and so is a page past the last.
 */
import { officeCrumbs } from '../../../domain/pages/breadcrumbs';
import { officePageHead } from '../../../domain/heads/pageHead';
import { idParams } from '../../../domain/pages/routeParams';
import { officeJsonLd } from '../../../domain/heads/structuredData';
import { loadPagedDetail } from '../pagedDetailLoader';
import { defineRoute } from '../routeModule';

export const officeRoute = defineRoute({
  pattern: '/iroda/:id',
  params: idParams,
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: false },
  cache: { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 },
  load: ({ params, site, cms, url }) => loadPagedDetail(url, (page) => cms.office({ id: params.id, unit: site.unit, page })),
  head: ({ site, url, data }) => officePageHead(site, data, url.pathname),
  jsonLd: ({ site, data }) => officeJsonLd(site, data, officeCrumbs(site, data)),
  dataSchema: () => import('../../../domain/cms/networkSchemas').then((m) => m.officeDetailSchema),
  page: () => import('./OfficePage'),
});
