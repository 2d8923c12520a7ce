/**
 * @module The route table: every page of a tenant site, one line each, in matching order (the
 * first pattern that matches decides). The worker and the browser match with this table.
 */
import { parse } from 'regexparam';
import type { $ZodType, output } from 'zod/v4/core';
import { agentRoute } from './agent/agentRoute';
import { alertLinkRoute } from './alertLink/alertLinkRoute';
import { cmsPageRoute } from './cmsPage/cmsPageRoute';
import { favouritesRoute } from './favourites/favouritesRoute';
import { homeRoute } from './home/homeRoute';
import { marketPricesRoute } from './marketPrices/marketPricesRoute';
import { menuPageRoute } from './menuPage/menuPageRoute';
import { officeRoute } from './office/officeRoute';
import { officesRoute } from './offices/officesRoute';
import { propertyRoute } from './property/propertyRoute';
import type { RouteModule } from './routeModule';
import { searchRoute } from './search/searchRoute';

export const routeTable = {
  home: homeRoute,
  search: searchRoute,
  offices: officesRoute,
  office: officeRoute,
  property: propertyRoute,
  agent: agentRoute,
  cmsPage: cmsPageRoute,
  favourites: favouritesRoute,
  alertLink: alertLinkRoute,
  marketPrices: marketPricesRoute,
  // Last: any address a menu entry links to (SPEC section 2, "any other page").
  menuPage: menuPageRoute,
};

export type RouteId = keyof typeof routeTable;

type ParamsOf<R> = R extends RouteModule<infer P, $ZodType> ? P : never;
type SchemaOf<R> = R extends RouteModule<unknown, infer S> ? S : never;

/** Each route's parameters and data, by id. */
type RouteParamsMap = { [K in RouteId]: ParamsOf<(typeof routeTable)[K]> };
export type RouteSchemaMap = { [K in RouteId]: SchemaOf<(typeof routeTable)[K]> };
/** A route's data, as its schema reads it. */
export type RouteData<K extends RouteId> = output<RouteSchemaMap[K]>;

/** The table as a mapped type, so `routes[id]` keeps the id's own types in generic code. */
export type Routes = { [K in RouteId]: RouteModule<RouteParamsMap[K], RouteSchemaMap[K]> };
export const routes: Routes = routeTable;

export const routeIds = Object.keys(routeTable) as RouteId[];

/** A matched route with its raw (still unparsed) path parameters. */
export interface RouteMatch {
  routeId: RouteId;
  rawParams: Record<string, string>;
}

const compiled = routeIds.map((routeId) => ({ routeId, ...parse(routeTable[routeId].pattern) }));

/** The longest path we try to match: anything longer is no address of ours. */
export const maxPathLength = 2048;

/**
 * The route of a pathname and its decoded parameters, or null: no route, a malformed
 * percent-encoding (`/ingatlan/%E0%A4%A`) or an overlong path. A trailing slash is ignored.
 * @example matchRoute('/iroda/12') // { routeId: 'office', rawParams: { id: '12' } }
 */
export function matchRoute(pathname: string): RouteMatch | null {
  if (pathname.length > maxPathLength) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { routeId, pattern, keys } of compiled) {
    const found = pattern.exec(path);
    if (!found) continue;
    const rawParams: Record<string, string> = {};
    try {
      keys.forEach((key, index) => {
        rawParams[key] = decodeURIComponent(found[index + 1] ?? '');
      });
    } catch {
      return null;
    }
    return { routeId, rawParams };
  }
  return null;
}
