/**
 * @module /iroda/{id} (Irodánk): one office with its contacts, opening hours, agents and a page of
 * its listings (?page=2…, links a crawler follows). Titled by the office name plus its city (SPEC
 * section 2); another network's or another office's office is not found, and so is a page past the last.
 */
import { idParams } from '../../../domain/pages/routeParams';
import { loadPagedDetail } from '../pagedDetailLoader';
import { defineRoute } from '../routeModule';
import { head, jsonLd } from './officeHead';

export const officeRoute = defineRoute({
  pattern: '/iroda/:id',
  params: idParams,
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: false },
  cache: { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 },
  load: ({ params, site, cms, url }) => loadPagedDetail(url, (page) => cms.office({ id: params.id, unit: site.unit, page })),
  head,
  jsonLd,
  dataSchema: () => import('../../../domain/cms/networkSchemas').then((m) => m.officeDetailSchema),
  page: () => import('./OfficePage'),
});
