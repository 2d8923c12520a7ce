/**
 * @module A page's query as the HTML cache keys it: only the parameters its route reads, in the route's
 * order, so a parameter a visitor makes up can cause no miss and no store (DESIGN "Seams"). Tracking
 * parameters (utm_*, fbclid…) are left out of the key but kept in the address, where the browser's
 * analytics read them; any other unknown parameter is named, so the page can redirect to its canonical
 * address.
 */

/** The query parameters a route reads: on the server (they make the page, so they are in its key) and in the browser only. */
export interface PageQueryParams {
  /** Read by the route's loader, in canonical order: each value makes another page. */
  keyed: readonly string[];
  /** Read by the page in the browser only (e.g. a signed token): kept in the address, never in the key. */
  browser?: readonly string[];
  /** Keyed parameters that take only these values: any other is the page without it (dropped from the key and the address). */
  values?: Readonly<Partial<Record<string, readonly string[]>>>;
}

/** A route that reads no query parameter. */
export const noQueryParams: PageQueryParams = { keyed: [] };

/** Click and campaign ids of ads, social apps and newsletters, besides every utm_* parameter. */
const trackingNames: ReadonlySet<string> = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'gad_source',
  'msclkid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'yclid',
  'igshid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'srsltid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
]);

/**
 * True for a parameter that only says where a visitor came from (campaign and click ids of ads, social
 * apps and newsletters): no page reads it.
 * @example isTrackingParam('utm_source') // true
 */
export function isTrackingParam(name: string): boolean {
  return name.startsWith('utm_') || trackingNames.has(name);
}

/** A query's text for an address: `:`, `,` and `;` (place ids, lists, the area) stay readable, as RFC 3986 allows in a query. */
function queryText(entries: readonly (readonly [string, string])[]): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%3B/gi, ';');
  return entries.length === 0 ? '' : `?${entries.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')}`;
}

/** A page's query, sorted out: what keys the page, what the address keeps besides, and what no one reads. */
export interface CanonicalPageQuery {
  /** `?…` of the route's own parameters in the route's order (each name's values as given), or ''. */
  keyed: string;
  /** The canonical address's query: the keyed parameters, then the browser's and the tracking ones as given. */
  address: string;
  /** Names of the parameters nobody reads (neither the route, the page in the browser, nor analytics). */
  unknown: string[];
}

/**
 * Sorts a page's query parameters by who reads them.
 * @example canonicalPageQuery(new URLSearchParams('b=2&utm_source=x&a=1&x=9'), { keyed: ['a', 'b'] }) // { keyed: '?a=1&b=2', address: '?a=1&b=2&utm_source=x', unknown: ['x'] }
 */
export function canonicalPageQuery(query: URLSearchParams, params: PageQueryParams): CanonicalPageQuery {
  const keyed: [string, string][] = [];
  for (const name of params.keyed) {
    const allowed = Object.hasOwn(params.values ?? {}, name) ? params.values?.[name] : undefined;
    // A closed parameter once at most: `view=map&view=map` is the map's one page.
    const values = allowed ? [...new Set(query.getAll(name))].filter((v) => allowed.includes(v)).slice(0, 1) : query.getAll(name);
    for (const value of values) keyed.push([name, value]);
  }
  const known = new Set(params.keyed);
  const browser = new Set(params.browser ?? []);
  const kept: [string, string][] = [];
  const unknown = new Set<string>();
  for (const [name, value] of query) {
    if (known.has(name)) continue;
    if (browser.has(name) || isTrackingParam(name)) kept.push([name, value]);
    else unknown.add(name);
  }
  return { keyed: queryText(keyed), address: queryText([...keyed, ...kept]), unknown: [...unknown] };
}
