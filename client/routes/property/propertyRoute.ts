/**
 * @module /ingatlan/{id}: one listing. Titled by its name, shared with its picture and a title
 * made of its sale status, type and city (SPEC section 2); white background.
 */
import { propertyPageHead } from '../../../domain/pageHead';
import { positiveId } from '../../../domain/routeParams';
import { defineRoute } from '../routeModule';
// The page's styles go into the main stylesheet, so a client-side navigation never waits for CSS.
import '../pageStyles.css';


export const propertyRoute = defineRoute({
  pattern: '/ingatlan/:id',
  params: (raw) => {
    const id = positiveId(raw.id);
    return id === null ? null : { id };
  },
  layout: { homeGroup: false, whiteBackground: true, footerExtraPadding: false },
  cache: { maxAgeSeconds: 120, staleWhileRevalidateSeconds: 1800 },
  load: ({ params, site, cms }) => cms.property({ id: params.id, unit: site.unit }),
  head: ({ site, url, data }) => propertyPageHead(site, data, url.pathname),
  dataSchema: () => import('../../../domain/cms/listingSchemas').then((m) => m.propertyDetailSchema),
  page: () => import('./PropertyPage'),
});
