/**
 * @module /ingatlan/{id}: one listing. Titled by its name, shared with its picture and a title
 * made of its sale status, type and city (SPEC section 2); white background. A listing outside
 * the site's unit (an office site shows only its own office's) is not found; one sold or withdrawn
 * is gone (410) and its page offers listings like it. Similar listings stream in below it (similarListingsPart.ts).
 */
import { idParams } from '../../../domain/pages/routeParams';
import { defineRoute } from '../routeModule';
import { head, jsonLd } from './propertyHead';
import { similarListingsPart } from './similarListingsPart';

export const propertyRoute = defineRoute({
  pattern: '/ingatlan/:id',
  params: idParams,
  layout: { homeGroup: false, whiteBackground: true, footerExtraPadding: false },
  cache: { maxAgeSeconds: 120, staleWhileRevalidateSeconds: 1800 },
  load: ({ params, site, cms }) => cms.property({ id: params.id, unit: site.unit }),
  gone: ({ params, site, cms }) => cms.offMarketListing({ id: params.id, unit: site.unit }),
  streamed: similarListingsPart,
  head,
  jsonLd,
  dataSchema: () => import('../../../domain/cms/listingSchemas').then((m) => m.propertyDetailSchema),
  page: () => import('./PropertyPage'),
});
