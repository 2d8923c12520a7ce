/**
 * @module Where a network page sits on the site (Főoldal › Irodáink › office › agent): shown above
 * the page and written as a schema.org BreadcrumbList, so people and crawlers read the same path.
 */
import type { SiteData } from './siteData';

export interface Crumb {
  name: string;
  /** A path on the tenant's host. */
  path: string;
}

const home: Crumb = { name: 'Főoldal', path: '/' };
const offices: Crumb = { name: 'Irodáink', path: '/irodaink' };

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
