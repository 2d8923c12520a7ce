/**
 * @module Every route of a running tenant site, with real ids found through the site itself (its
 * page JSON and its menu links), for the benchmark and the load test: one list, so both cover the
 * same routes.
 */
import * as z from 'zod';
import { unitQueryString } from '../domain/unit.ts';
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

const pageJsonSchema = z.object({ outcome: z.object({ kind: z.literal('route'), data: z.unknown() }) });
const searchDataSchema = z.object({ items: z.array(z.object({ id: z.number() })).min(1) });
const officesDataSchema = z.object({ offices: z.array(z.object({ id: z.number() })).min(1) });
const officeDataSchema = z.object({ agents: z.array(z.object({ id: z.number() })).min(1) });
const shellStateSchema = z.object({ site: z.object({ unit: z.object({ type: z.enum(['franchise', 'office']), id: z.number() }) }) });

/** The site's unit, read from the state script of one of its pages. */
function unitOfPage(html: string) {
  const state = /<script type="application\/json" id="site-state">([^<]*)<\/script>/.exec(html)?.[1];
  if (!state) throw new Error('the page has no state script');
  return shellStateSchema.parse(JSON.parse(state)).site.unit;
}

/** The data a path shows on `host`, read as JSON through the navigation endpoint; throws unless it is a page. */
async function pageData(port: number, host: string, path: string): Promise<unknown> {
  const answer = await requestWithHost(port, host, `/api/site/page?path=${encodeURIComponent(path)}`);
  if (answer.status !== 200) throw new Error(`${host}${path}: the page JSON answered ${answer.status}`);
  return pageJsonSchema.parse(JSON.parse(answer.body)).outcome.data;
}

/** The site-internal addresses an HTML page links to (<a href="/…">), each once. */
function internalLinks(html: string): string[] {
  return [...new Set([...html.matchAll(/<a [^>]*href="(\/[^"/][^"]*|\/)"/g)].map((m) => m[1] ?? ''))];
}

/**
 * The routes of one tenant (`subdomain.localhost:<port>`), found on the running site: a listing from
 * the search, an office (the franchise's first, or the office site's own), one of its agents, the
 * first CMS page and the first menu page its home page links to.
 */
export async function tenantRoutes(port: number, subdomain: string): Promise<TenantRoute[]> {
  const host = `${subdomain}.localhost:${port}`;
  const home = await requestWithHost(port, host, '/');
  if (home.status !== 200) throw new Error(`${host}/ answered ${home.status}`);
  const links = internalLinks(home.body);

  const property = searchDataSchema.parse(await pageData(port, host, '/kereses')).items[0]?.id;
  const franchiseSite = links.includes('/irodaink');
  const officeId = franchiseSite
    ? officesDataSchema.parse(await pageData(port, host, '/irodaink')).offices[0]?.id
    : Number(/^\/iroda\/(\d+)$/.exec(links.find((l) => /^\/iroda\/\d+$/.test(l)) ?? '')?.[1]);
  if (!officeId) throw new Error(`${host}: no office found`);
  const agent = officeDataSchema.parse(await pageData(port, host, `/iroda/${officeId}`)).agents[0]?.id;
  const cmsPage = links.find((l) => /^\/oldal\/\d+$/.test(l));
  if (!property || !agent || !cmsPage) throw new Error(`${host}: no listing, agent or CMS page found`);
  // A menu page: a link the home page shows that no other route has (an office site's /irodanyitas group).
  const knownPattern = /^\/($|kereses|irodaink|iroda\/|ingatlan\/|uzletkoto\/|oldal\/)/;
  let menuPage: string | undefined;
  for (const candidate of links.filter((l) => !knownPattern.test(l))) {
    if ((await requestWithHost(port, host, candidate)).status === 200) {
      menuPage = candidate;
      break;
    }
  }

  const page = (name: string, path: string, routeId: string): TenantRoute => ({ name, host, path, kind: 'html', status: 200, routeId });
  return [
    page('home', '/', 'home'),
    page('search, sorted, page 2', '/kereses?sort=price_asc&page=2', 'search'),
    page('property', `/ingatlan/${property}`, 'property'),
    ...(franchiseSite ? [page('offices', '/irodaink', 'offices')] : []),
    page('office', `/iroda/${officeId}`, 'office'),
    page('agent', `/uzletkoto/${agent}`, 'agent'),
    page('CMS page', cmsPage, 'cmsPage'),
    ...(menuPage ? [page('menu page', menuPage, 'menuPage')] : []),
    { name: 'not found', host, path: '/nincs-ilyen-oldal', kind: 'html', status: 404 },
    { name: 'page JSON of a navigation', host, path: `/api/site/page?path=${encodeURIComponent(`/iroda/${officeId}`)}`, kind: 'json', status: 200 },
    // What the browser asks when a visitor filters: flats with 2+ rooms up to 60 M Ft, cheapest first.
    { name: 'search API with filters', host, path: `/api/cms/properties/search?${unitQueryString(unitOfPage(home.body))}&property_types=1&rooms_min=2&price_max=60000000&sort=price_asc`, kind: 'json', status: 200 },
    { name: 'tenant JSON: dropdown options', host, path: '/api/site/dropdown-options', kind: 'json', status: 200 },
    { name: 'sitemap index', host, path: '/sitemap.xml', kind: 'xml', status: 200 },
    { name: 'robots.txt', host, path: '/robots.txt', kind: 'text', status: 200 },
    { name: 'generated logo', host, path: `/media/logo.svg?label=${encodeURIComponent(subdomain)}&color=0b3d5c&accent=b79267`, kind: 'svg', status: 200 },
    { name: 'static asset', host, path: '/favicon.svg', kind: 'svg', status: 200 },
  ];
}

