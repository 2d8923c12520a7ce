/**
 * @module /irodaink (Irodáink): the offices of a franchise's network, grouped by county. Franchise
 * sites only; an office site has its own office page instead (SPEC section 2). White background.
 */
import { officesCrumbs } from '../../../domain/pages/breadcrumbs';
import { sortByHungarianName } from '../../../domain/helpers/collation';
import { officesPageHead } from '../../../domain/heads/pageHead';
import { officesJsonLd } from '../../../domain/heads/structuredData';
import { defineRoute } from '../routeModule';

export const officesRoute = defineRoute({
  pattern: '/irodaink',
  params: () => ({}),
  layout: { homeGroup: false, whiteBackground: true, footerExtraPadding: false },
  cache: { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 },
  async load({ site, cms }) {
    if (site.unit.type !== 'franchise') return null;
    const offices = await cms.offices({ unit: { type: 'franchise', id: site.unit.id } });
    return offices && { offices: sortByHungarianName(offices, (o) => o.name) };
  },
  head: ({ site, url, data }) => officesPageHead(site, data.offices, url.pathname),
  jsonLd: ({ site, data }) => officesJsonLd(site, data.offices, officesCrumbs()),
  dataSchema: () => import('./officesData').then((m) => m.officesDataSchema),
  page: () => import('./OfficesPage'),
});
