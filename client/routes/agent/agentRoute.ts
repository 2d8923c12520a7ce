/**
 * @module /uzletkoto/{id}: a sales agent's profile and listings. Titled by the agent's full
 * name, shared with the profile banner; 56 px more space under the footer (SPEC section 2).
 */
import { agentPageHead, canonicalUrl } from '../../../domain/pageHead';
import { pageNumber, positiveId } from '../../../domain/routeParams';
import { maxPage } from '../../../domain/searchOrder';
import { defineRoute } from '../routeModule';
// The page's styles go into the main stylesheet, so a client-side navigation never waits for CSS.
import '../pageStyles.css';


export const agentRoute = defineRoute({
  pattern: '/uzletkoto/:id',
  params: (raw) => {
    const id = positiveId(raw.id);
    return id === null ? null : { id };
  },
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: true },
  cache: { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 },
  async load({ params, site, cms, url }) {
    const page = pageNumber(url.searchParams, maxPage);
    if (page === null) return null;
    return cms.agent({ id: params.id, unit: site.unit, page });
  },
  head({ site, url, data }) {
    const head = agentPageHead(site, data, url.pathname);
    const page = data.properties.page;
    return page > 1 ? { ...head, canonicalUrl: `${canonicalUrl(site, url.pathname)}?page=${page}` } : head;
  },
  dataSchema: () => import('../../../domain/cms/networkSchemas').then((m) => m.agentDetailSchema),
  page: () => import('./AgentPage'),
});
