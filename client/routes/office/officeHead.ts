/**
 * @module The head of /iroda/{id}: titled by the office name plus its city (SPEC section 2), described by
 * its own text (else its name and address), shared with the office's card (its picture, name and address);
 * a later page of its listings is its own canonical URL. Its structured data: the office as a schema.org
 * RealEstateAgent with its crumbs (domain/heads/structuredData.ts).
 */
import type { Graph } from 'schema-dts';
import type { OfficeDetail } from '../../../domain/cms/networkSchemas';
import { pagedCanonicalUrl, type PageHead, sitePageHead } from '../../../domain/heads/pageHead';
import { officeShareCard } from '../../../domain/heads/shareCard';
import { shareImage } from '../../../domain/heads/shareImage';
import { officeJsonLd } from '../../../domain/heads/structuredData';
import { officeCrumbs } from '../../../domain/pages/breadcrumbs';
import { officeTitle } from '../../../domain/pages/pageTitles';
import type { HeadArgs } from '../routeModule';

/** What an office's head is made of. */
type OfficeHeadFields = Pick<OfficeDetail, 'id' | 'name' | 'description' | 'address' | 'picture_url'> & {
  city: Pick<OfficeDetail['city'], 'label'>;
  properties: Pick<OfficeDetail['properties'], 'page'>;
};

export function head({ site, url, data: office }: HeadArgs<OfficeHeadFields>): PageHead {
  return sitePageHead(site, url.pathname, {
    title: officeTitle(office),
    description: office.description || `${office.name}: ${office.address}`,
    canonicalUrl: pagedCanonicalUrl(site, url.pathname, office.properties.page),
    ogImage: shareImage(site.siteUrl, [], '', { kind: 'office', id: office.id }, officeShareCard(site, office)),
  });
}

export function jsonLd({ site, data }: HeadArgs<OfficeDetail>): Graph {
  return officeJsonLd(site, data, officeCrumbs(site, data));
}
