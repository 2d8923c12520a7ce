/**
 * @module The head of /uzletkoto/{id}: titled by the agent's full name, described by their introduction
 * (else their name and office); the profile banner is the share picture (SPEC section 2) where it is PNG
 * or JPEG, else the agent's card; a later page of their listings is its own canonical URL. Its structured
 * data: the agent as a schema.org Person who works for the office, with the crumbs
 * (domain/heads/structuredData.ts).
 */
import type { Graph } from 'schema-dts';
import type { AgentDetail } from '../../../domain/cms/networkSchemas';
import { pagedCanonicalUrl, type PageHead, sitePageHead } from '../../../domain/heads/pageHead';
import { agentShareCard } from '../../../domain/heads/shareCard';
import { shareImage } from '../../../domain/heads/shareImage';
import { agentJsonLd } from '../../../domain/heads/structuredData';
import { agentCrumbs } from '../../../domain/pages/breadcrumbs';
import type { HeadArgs } from '../routeModule';

/** What an agent's head is made of. */
interface AgentHeadFields {
  salesman: Pick<AgentDetail['salesman'], 'id' | 'fullname' | 'photo_url'>;
  sales_man_profile: AgentDetail['sales_man_profile'];
  office: Pick<AgentDetail['office'], 'name'>;
  properties: Pick<AgentDetail['properties'], 'page'>;
}

export function head({ site, url, data: agent }: HeadArgs<AgentHeadFields>): PageHead {
  return sitePageHead(site, url.pathname, {
    title: agent.salesman.fullname,
    description: agent.sales_man_profile.introduction || `${agent.salesman.fullname} – ${agent.office.name}`,
    canonicalUrl: pagedCanonicalUrl(site, url.pathname, agent.properties.page),
    ogImage: shareImage(
      site.siteUrl,
      [agent.sales_man_profile.banner_url],
      `${agent.salesman.fullname} – ${agent.office.name}`,
      { kind: 'agent', id: agent.salesman.id },
      agentShareCard(site, { fullname: agent.salesman.fullname, photo_url: agent.salesman.photo_url, officeName: agent.office.name }),
    ),
    ogType: 'profile',
  });
}

export function jsonLd({ site, data }: HeadArgs<AgentDetail>): Graph {
  return agentJsonLd(site, data, agentCrumbs(site, data.office, data.salesman));
}
