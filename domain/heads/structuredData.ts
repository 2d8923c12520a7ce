/**
 * @module schema.org structured data (JSON-LD) for crawlers, typed against schema-dts: the site as
 * a RealEstateAgent, an office as a RealEstateAgent with its address and hours, an agent as a
 * Person who works for it, and each page's BreadcrumbList. The worker serializes these so no CMS
 * text can close the script element.
 */
import type { BreadcrumbList, Graph, ItemList, OpeningHoursSpecification, Person, PostalAddress, RealEstateAgent, Thing, WithContext } from 'schema-dts';
import type { Crumb } from '../pages/breadcrumbs';
import type { AgentDetail, OfficeDetail, OfficeListItem } from '../cms/networkSchemas';
import type { OfficeSummary } from '../cms/refSchemas';
import { splitHungarianAddress } from '../geography/hungarianAddress';
import { schemaWeekdays } from '../network/openingHours';
import { absoluteUrl, canonicalUrl } from './pageHead';
import type { SiteData } from '../site/siteData';

type Site = Pick<SiteData, 'siteUrl'>;
/** schema-dts types also allow a bare string (a reference); we always write the object. */
type Node<T> = Exclude<T, string>;

/** The tenant as a schema.org RealEstateAgent, with its logo and social profiles. */
export function siteJsonLd(site: SiteData): WithContext<RealEstateAgent> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: site.siteName,
    url: new URL('/', site.siteUrl).href,
    ...(site.seoText ? { description: site.seoText } : {}),
    ...(site.logoUrl ? { logo: absoluteUrl(site.logoUrl, site.siteUrl) ?? undefined } : {}),
    ...(site.coverPhotoUrl ? { image: absoluteUrl(site.coverPhotoUrl, site.siteUrl) ?? undefined } : {}),
    ...(site.socialPlatforms.length ? { sameAs: site.socialPlatforms.map((p) => p.url) } : {}),
  };
}

/** A crumb trail as a BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(site: Site, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${canonicalUrl(site, crumb.path)}${crumb.query ? `?${crumb.query}` : ''}`,
    })),
  };
}

/** Several nodes in one JSON-LD block. */
function graph(...nodes: Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** An office's postal address: split into parts when written the usual Hungarian way. */
function postalAddress(office: Pick<OfficeSummary, 'address' | 'city'> & { county?: { label: string } }): PostalAddress {
  const parts = splitHungarianAddress(office.address);
  // Budapest is a county of its own in the data; as a region it would only repeat the city.
  const region = office.county && office.county.label !== office.city.label ? { addressRegion: office.county.label } : {};
  return parts
    ? { '@type': 'PostalAddress', streetAddress: parts.street, postalCode: parts.postalCode, addressLocality: parts.locality, ...region, addressCountry: 'HU' }
    : { '@type': 'PostalAddress', streetAddress: office.address, addressLocality: office.city.label, ...region, addressCountry: 'HU' };
}

/** The @id of an office's node, so an agent's worksFor points at the same office. */
const officeNodeId = (site: Site, id: number) => `${canonicalUrl(site, `/iroda/${id}`)}#iroda`;

/** An office in short, as a RealEstateAgent: what an agent works for, what the offices list holds, a listing's seller's office. */
export function officeSummaryNode(site: Site, office: OfficeSummary & { county?: { label: string } }): Node<RealEstateAgent> {
  return {
    '@type': 'RealEstateAgent',
    '@id': officeNodeId(site, office.id),
    name: office.name,
    url: canonicalUrl(site, `/iroda/${office.id}`),
    address: postalAddress(office),
    ...(office.phone ? { telephone: office.phone } : {}),
    ...(office.email ? { email: office.email } : {}),
    ...(office.picture_url ? { image: absoluteUrl(office.picture_url, site.siteUrl) ?? undefined } : {}),
  };
}

function openingHoursSpecification(office: OfficeDetail): OpeningHoursSpecification[] {
  return office.opening_hours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: `https://schema.org/${schemaWeekdays[h.weekday - 1] ?? 'Monday'}`,
    opens: h.opens,
    closes: h.closes,
  }));
}

/** /irodaink: the crumbs and the network's offices as a list. */
export function officesJsonLd(site: Site, offices: readonly OfficeListItem[], crumbs: readonly Crumb[]): Graph {
  const list: ItemList = {
    '@type': 'ItemList',
    numberOfItems: offices.length,
    itemListElement: offices.map((office, index) => ({ '@type': 'ListItem', position: index + 1, item: officeSummaryNode(site, office) })),
  };
  return graph(list, breadcrumbJsonLd(site, crumbs));
}

/** /iroda/{id}: the office as a RealEstateAgent with its address, phone, hours and people, and its crumbs. */
export function officeJsonLd(site: Site, office: OfficeDetail, crumbs: readonly Crumb[]): Graph {
  const node: RealEstateAgent = {
    ...officeSummaryNode(site, office),
    ...(office.description ? { description: office.description } : {}),
    parentOrganization: { '@type': 'Organization', name: office.franchise.label },
    ...(office.opening_hours.length ? { openingHoursSpecification: openingHoursSpecification(office) } : {}),
    employee: office.agents.map((agent): Person => ({ '@type': 'Person', name: agent.fullname, url: canonicalUrl(site, `/uzletkoto/${agent.id}`) })),
  };
  return graph(node, breadcrumbJsonLd(site, crumbs));
}

/** /uzletkoto/{id}: the agent as a Person who works for the office, and the crumbs. */
export function agentJsonLd(site: Site, agent: AgentDetail, crumbs: readonly Crumb[]): Graph {
  const { salesman, sales_man_profile: profile } = agent;
  const person: Person = {
    '@type': 'Person',
    name: salesman.fullname,
    url: canonicalUrl(site, `/uzletkoto/${salesman.id}`),
    ...(salesman.phone ? { telephone: salesman.phone } : {}),
    ...(salesman.email ? { email: salesman.email } : {}),
    ...(salesman.photo_url ? { image: absoluteUrl(salesman.photo_url, site.siteUrl) ?? undefined } : {}),
    ...(profile.introduction ? { description: profile.introduction } : {}),
    worksFor: officeSummaryNode(site, agent.office),
  };
  return graph(person, breadcrumbJsonLd(site, crumbs));
}

/** /oldal/{id}: where the page sits. */
export function pageJsonLd(site: Site, crumbs: readonly Crumb[]): Graph {
  return graph(breadcrumbJsonLd(site, crumbs));
}
