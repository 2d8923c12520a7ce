/**
 * @module /uzletkoto/{id}: a sales agent's profile and a page of their listings. Titled by the
 * agent's full name, shared with the profile banner; 56 px more space under the footer (SPEC
 * section 2). Another office's agent (on an office site) or another network's is not found, and so
 * is a page past the last.
 */
import { idParams } from '../../../domain/pages/routeParams';
import { loadPagedDetail } from '../pagedDetailLoader';
import { defineRoute } from '../routeModule';
import { head, jsonLd } from './agentHead';

export const agentRoute = defineRoute({
  pattern: '/uzletkoto/:id',
  params: idParams,
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: true },
  cache: { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 },
  load: ({ params, site, cms, url }) => loadPagedDetail(url, (page) => cms.agent({ id: params.id, unit: site.unit, page })),
  head,
  jsonLd,
  dataSchema: () => import('../../../domain/cms/networkSchemas').then((m) => m.agentDetailSchema),
  page: () => import('./AgentPage'),
});
