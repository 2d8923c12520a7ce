/**
 * @module /uzletkoto/{id}: a sales agent's profile and a page of their listings. Titled by the
 * agent's full name, shared with the profile banner; 56 px more space under the footer (SPEC
 * section 2). Another office's agent (on an office site) or another network's is not found, and so
 * is a page past the last.
 */
import { agentCrumbs } from '../../../domain/pages/breadcrumbs';
import { agentPageHead } from '../../../domain/heads/pageHead';
import { pageNumber, positiveId } from '../../../domain/pages/routeParams';
import { maxPage } from '../../../domain/search/searchOrder';
import { agentJsonLd } from '../../../domain/heads/structuredData';
import { defineRoute } from '../routeModule';

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
    const agent = await cms.agent({ id: params.id, unit: site.unit, page });
    return agent && (page === 1 || agent.properties.items.length > 0) ? agent : null;
  },
  head: ({ site, url, data }) => agentPageHead(site, data, url.pathname),
  jsonLd: ({ site, data }) => agentJsonLd(site, data, agentCrumbs(site, data.office, data.salesman)),
  dataSchema: () => import('../../../domain/cms/networkSchemas').then((m) => m.agentDetailSchema),
  page: () => import('./AgentPage'),
});
