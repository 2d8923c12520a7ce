/**
 * @module The head of /irodaink: "Irodáink" followed by the site title, described by how many offices
 * there are and in how many counties. Its structured data: the network's offices as a list, with the
 * crumbs (domain/heads/structuredData.ts).
 */
import type { Graph } from 'schema-dts';
import type { OfficeListItem } from '../../../domain/cms/networkSchemas';
import { type PageHead, titledPageHead } from '../../../domain/heads/pageHead';
import { officesJsonLd } from '../../../domain/heads/structuredData';
import { officesCrumbs } from '../../../domain/pages/breadcrumbs';
import type { HeadArgs } from '../routeModule';
import type { OfficesData } from './officesData';

/** What the offices page's head is made of: where each office is. */
interface OfficesHeadFields {
  offices: readonly Pick<OfficeListItem, 'county'>[];
}

export function head({ site, url, data }: HeadArgs<OfficesHeadFields>): PageHead {
  const counties = new Set(data.offices.map((o) => o.county.id)).size;
  const description = `${site.siteName}: ${data.offices.length} iroda ${counties} vármegyében – címek, telefonszámok, e-mail-címek és nyitvatartás.`;
  return { ...titledPageHead(site, 'Irodáink', url.pathname), description, ogDescription: description };
}

export function jsonLd({ site, data }: HeadArgs<OfficesData>): Graph {
  return officesJsonLd(site, data.offices, officesCrumbs());
}
