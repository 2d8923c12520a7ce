/**
 * @module Where a network page sits on the site (Főoldal › Irodáink › office › agent): shown above
 * the page and written as a schema.org BreadcrumbList, so people and crawlers read the same path.
 */
import { propertyPath } from '../listings/propertyPictures';
import type { SiteData } from '../site/siteData';

export interface Crumb {
  name: string;
  /** A path on the tenant's host. */
  path: string;
  /** A query string for the path, without "?" (a search's filter). */
  query?: string;
}

const home: Crumb = { name: 'Főoldal', path: '/' };
const offices: Crumb = { name: 'Irodáink', path: '/irodaink' };
const search: Crumb = { name: 'Ingatlankínálat', path: '/kereses' };

/** Főoldal › Irodáink: the offices page exists on franchise sites only. */
export function officesCrumbs(): Crumb[] {
  return [home, offices];
}

/** Főoldal › Irodáink › the office (an office site has no Irodáink, so its own office follows Főoldal). */
export function officeCrumbs(site: Pick<SiteData, 'unit'>, office: { id: number; name: string }): Crumb[] {
  return [home, ...(site.unit.type === 'franchise' ? [offices] : []), { name: office.name, path: `/iroda/${office.id}` }];
}

/** The office's crumbs, then the agent. */
export function agentCrumbs(site: Pick<SiteData, 'unit'>, office: { id: number; name: string }, agent: { id: number; fullname: string }): Crumb[] {
  return [...officeCrumbs(site, office), { name: agent.fullname, path: `/uzletkoto/${agent.id}` }];
}

/** Főoldal › the page. */
export function pageCrumbs(name: string, path: string): Crumb[] {
  return [home, { name, path }];
}

/** A crumb's address on the site: its path and query. */
export function crumbHref(crumb: Crumb): string {
  return crumb.query ? `${crumb.path}?${crumb.query}` : crumb.path;
}

/** The search for a city's listings: the filter's place parameter (domain/search/searchFilter.ts). */
function citySearchCrumb(city: { id: number; label: string }): Crumb {
  return { name: city.label, path: search.path, query: `places=city:${city.id}` };
}

type Ref = { id: number; label: string };

/**
 * The search for a listing's place: its Budapest district's listings where it has a district
 * ("Budapest XIII. kerület"), else its city's.
 * @example placeSearchCrumb({ city: { id: 1, label: 'Budapest' }, district: { id: 13, label: 'XIII. kerület' } }) // { name: 'Budapest XIII. kerület', path: '/kereses', query: 'places=district:13' }
 */
export function placeSearchCrumb(address: { city: Ref; district?: Ref | null }): Crumb {
  const { city, district } = address;
  return district ? { name: `${city.label} ${district.label}`, path: search.path, query: `places=district:${district.id}` } : citySearchCrumb(city);
}

/** Főoldal › Ingatlankínálat › the listing's district or city (its listings in the search) › the listing. */
export function propertyCrumbs(property: { id: number; name: string; address: { city: Ref; district?: Ref | null } }): Crumb[] {
  return [home, search, placeSearchCrumb(property.address), { name: property.name, path: propertyPath(property.id) }];
}
