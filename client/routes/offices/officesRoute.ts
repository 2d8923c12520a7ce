/**
 * @module /irodaink (Irodáink): the offices of a franchise's network, grouped by county. Franchise
 * sites only; an office site has its own office page instead (SPEC section 2). White background.
 */
import { sortByHungarianName } from '../../../domain/helpers/collation';
import { defineRoute } from '../routeModule';
import { head, jsonLd } from './officesHead';

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
  head,
  jsonLd,
  dataSchema: () => import('./officesData').then((m) => m.officesDataSchema),
  page: () => import('./OfficesPage'),
});
