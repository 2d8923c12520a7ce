/**
 * @module /iroda/{id} (Irodánk): one office with its agents. Titled by the office name plus its
 * city (SPEC section 2); another network's or another office's office is not found.
 */
import { officePageHead } from '../../../domain/pageHead';
import { positiveId } from '../../../domain/routeParams';
import { defineRoute } from '../routeModule';
// The page's styles go into the main stylesheet, so a client-side navigation never waits for CSS.
import '../pageStyles.css';


export const officeRoute = defineRoute({
  pattern: '/iroda/:id',
  params: (raw) => {
    const id = positiveId(raw.id);
    return id === null ? null : { id };
  },
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: false },
  cache: { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 },
  load: ({ params, site, cms }) => cms.office({ id: params.id, unit: site.unit }),
  head: ({ site, url, data }) => officePageHead(site, data, url.pathname),
  dataSchema: () => import('../../../domain/cms/networkSchemas').then((m) => m.officeDetailSchema),
  page: () => import('./OfficePage'),
});
