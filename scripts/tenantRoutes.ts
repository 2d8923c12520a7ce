/**
 * @module Every route of a running demo tenant site, for the benchmark and the load test: one list, so both
 * cover the same routes. The ids are the ones the browser tests visit (scripts/demoPages.ts); the menu page
 * is found among the home page's links.
 */
import { unitQueryString } from '../domain/tenant/unit.ts';
import { type DemoTenant, demoIds, demoTenantNames, demoTenants } from './demoPages.ts';
import { requestWithHost } from './workerProcess.ts';

/** What a route answers: an HTML page, JSON, or another file; the load test checks each kind's body. */
export type AnswerKind = 'html' | 'json' | 'xml' | 'text' | 'svg';

export interface TenantRoute {
  name: string;
  host: string;
  path: string;
  kind: AnswerKind;
  /** The status the route answers when healthy. */
  status: 200 | 404;
  /** The client route a page shows (its first-load scripts are weighed by that id). */
  routeId?: string;
}

/** The site-internal addresses an HTML page links to (<a href="/…">), each once. */
function internalLinks(html: string): string[] {
  return [...new Set([...html.matchAll(/<a [^>]*href="(\/[^"/][^"]*|\/)"/g)].map((m) => m[1] ?? ''))];
}

/** `name` as a demo tenant, or an error naming the ones there are. */
export function demoTenant(name: string): DemoTenant {
  const found = demoTenantNames.find((tenant) => tenant === name);
  if (!found) throw new Error(`${name} is no demo tenant (${demoTenantNames.join(', ')})`);
  return found;
}

/**
 * The routes of one demo tenant (`subdomain.localhost:<port>`) on the running site: its first listing,
 * office and agent, its first CMS page, and the first menu page its home page links to.
 */
export async function tenantRoutes(port: number, subdomain: DemoTenant): Promise<TenantRoute[]> {
  const host = `${subdomain}.localhost:${port}`;
  const home = await requestWithHost(port, host, '/');
  if (home.status !== 200) throw new Error(`${host}/ answered ${home.status}`);
  const ids = await demoIds(port, subdomain);
  const { unit, cmsPage } = demoTenants[subdomain];
  const franchiseSite = unit.type === 'franchise';
  // A menu page: a link the home page shows that no other route has (an office site's /irodanyitas group).
  const knownPattern = /^\/($|kereses|irodaink|iroda\/|ingatlan\/|uzletkoto\/|oldal\/)/;
  let menuPage: string | undefined;
  for (const candidate of internalLinks(home.body).filter((l) => !knownPattern.test(l))) {
    if ((await requestWithHost(port, host, candidate)).status === 200) {
      menuPage = candidate;
      break;
    }
  }

  const page = (name: string, path: string, routeId: string): TenantRoute => ({ name, host, path, kind: 'html', status: 200, routeId });
  return [
    page('home', '/', 'home'),
    // The search page as a visitor's filter leaves it: flats with 2+ rooms up to 60 M Ft (in millions on the page), cheapest first.
    page('search with filters', '/kereses?property_types=1&rooms_min=2&price_max=60&sort=price_asc', 'search'),
    page('property', `/ingatlan/${ids.property}`, 'property'),
    ...(franchiseSite ? [page('offices', '/irodaink', 'offices')] : []),
    page('office', `/iroda/${ids.office}`, 'office'),
    page('agent', `/uzletkoto/${ids.agent}`, 'agent'),
    page('CMS page', cmsPage, 'cmsPage'),
    page('price statistics', '/ingatlanarak', 'marketPrices'),
    page('price statistics of a city', '/ingatlanarak/budapest', 'marketPrices'),
    ...(menuPage ? [page('menu page', menuPage, 'menuPage')] : []),
    { name: 'not found', host, path: '/nincs-ilyen-oldal', kind: 'html', status: 404 },
    { name: 'page JSON of a navigation', host, path: `/api/site/page?path=${encodeURIComponent(`/iroda/${ids.office}`)}`, kind: 'json', status: 200 },
    // What the browser asks when a visitor filters: flats with 2+ rooms up to 60 M Ft, cheapest first.
    { name: 'search API with filters', host, path: `/api/cms/properties/search?${unitQueryString(unit)}&property_types=1&rooms_min=2&price_max=60000000&sort=price_asc`, kind: 'json', status: 200 },
    { name: 'tenant JSON: dropdown options', host, path: '/api/site/dropdown-options', kind: 'json', status: 200 },
    { name: 'sitemap index', host, path: '/sitemap.xml', kind: 'xml', status: 200 },
    { name: 'robots.txt', host, path: '/robots.txt', kind: 'text', status: 200 },
    { name: 'generated logo', host, path: `/media/logo.svg?label=${encodeURIComponent(subdomain)}&color=0b3d5c&accent=b79267`, kind: 'svg', status: 200 },
    { name: 'static asset', host, path: '/favicon.svg', kind: 'svg', status: 200 },
  ];
}

