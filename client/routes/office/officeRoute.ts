/**
 * @module /iroda/{id} (Irodánk): one office with its contacts, opening hours, agents and a page of
 * its listings (?page=2…, links a crawler follows). Titled by the office name plus its city (SPEC
 * section 2); another network's or another office's office is not found, and so is a page past the last.
 */
import { officeCrumbs } from '../../../domain/pages/breadcrumbs';
import { officePageHead } from '../../../domain/heads/pageHead';
import { pageNumber, positiveId } from '../../../domain/pages/routeParams';
import { maxPage } from '../../../domain/search/searchOrder';
import { officeJsonLd } from '../../../domain/heads/structuredData';
import { defineRoute } from '../routeModule';

export const officeRoute = defineRoute({
  pattern: '/iroda/:id',
  params: (raw) => {
    const id = positiveId(raw.id);
    return id === null ? null : { id };
  },
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: false },
  cache: { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 },
  async load({ params, site, cms, url }) {
    const page = pageNumber(url.searchParams, maxPage);
    if (page === null) return null;
    const office = await cms.office({ id: params.id, unit: site.unit, page });
    return office && (page === 1 || office.properties.items.length > 0) ? office : null;
  },
  head: ({ site, url, data }) => officePageHead(site, data, url.pathname),
  jsonLd: ({ site, data }) => officeJsonLd(site, data, officeCrumbs(site, data)),
  dataSchema: () => import('../../../domain/cms/networkSchemas').then((m) => m.officeDetailSchema),
  page: () => import('./OfficePage'),
});
