/**
 * @module The demo tenants and one address of every route on each (ids read from the built-in CMS API, as
 * any client would): what the accessibility, HTML and keyboard tests walk through.
 */
import { requestWithHost } from './workerProcess.ts';

/** The four demo tenants (scripts/demo-data/tenants.sql), their unit and the CMS page their main menu links first. */
export const demoTenants = {
  immo1: { unit: { type: 'franchise', id: 1 }, cmsPage: '/oldal/1' },
  lakaspont: { unit: { type: 'franchise', id: 2 }, cmsPage: '/oldal/5' },
  budapest13: { unit: { type: 'office', id: 13 }, cmsPage: '/oldal/7' },
  debrecen: { unit: { type: 'office', id: 21 }, cmsPage: '/oldal/10' },
} as const;
export type DemoTenant = keyof typeof demoTenants;
export const demoTenantNames = Object.keys(demoTenants) as DemoTenant[];

/** A page to visit: what it shows, and its path on the tenant. */
export interface DemoPage {
  name: string;
  path: string;
}

/** The ids of a tenant's first listing, office and agent. */
export async function demoIds(port: number, subdomain: DemoTenant): Promise<{ property: number; office: number; agent: number }> {
  const { unit } = demoTenants[subdomain];
  const unitQuery = `unit_type=${unit.type}&${unit.type}_id=${unit.id}`;
  const get = async (path: string) => {
    const response = await requestWithHost(port, `${subdomain}.localhost`, path);
    if (response.status !== 200) throw new Error(`${subdomain}${path} answered ${response.status}`);
    return JSON.parse(response.body).data;
  };
  const search = await get(`/api/cms/properties/search?${unitQuery}`);
  const office: number = unit.type === 'office' ? unit.id : (await get(`/api/cms/offices?${unitQuery}`))[0].id;
  const agent: number = (await get(`/api/cms/offices/${office}?${unitQuery}`)).agents[0].id;
  return { property: search.items[0].id, office, agent };
}

/** A search no listing answers: prices from 100,000 million forints. */
export const emptySearchPath = '/kereses?price_min=100000';

/** One address of every route a tenant has, the search also without results, and the not-found view. */
export async function demoPages(port: number, subdomain: DemoTenant): Promise<DemoPage[]> {
  const ids = await demoIds(port, subdomain);
  const franchise = demoTenants[subdomain].unit.type === 'franchise';
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: '/kereses' },
    { name: 'searchEmpty', path: emptySearchPath },
    ...(franchise ? [{ name: 'offices', path: '/irodaink' }] : []),
    { name: 'office', path: `/iroda/${ids.office}` },
    { name: 'property', path: `/ingatlan/${ids.property}` },
    { name: 'agent', path: `/uzletkoto/${ids.agent}` },
    { name: 'cmsPage', path: demoTenants[subdomain].cmsPage },
    { name: 'notFound', path: '/nincs-ilyen-oldal' },
  ];
}
