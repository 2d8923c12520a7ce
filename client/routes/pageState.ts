/**
 * @module What a path shows (a route's page with its data, the not-found view, or a route whose
 * data could not be loaded) and what follows from it: HTTP status, head, structured data, layout.
 * The worker builds it; the browser receives it in the page and, on navigation, as JSON.
 */
import type { Menus } from '../../domain/site/menu';
import { notFoundPageHead, offMarketPageHead, unavailablePageHead } from '../../domain/heads/fallbackHeads';
import type { OffMarketListing } from '../../domain/cms/listingSchemas';
import type { PageHead } from '../../domain/heads/pageHead';
import type { SiteData } from '../../domain/site/siteData';
import type { RouteLayout } from '../layout/Layout';
import { type RouteData, type RouteId, routes } from './routeTable';

/** A route's page with its loaded data. */
export interface RoutePage<K extends RouteId> {
  kind: 'route';
  routeId: K;
  data: RouteData<K>;
}

/** A listing that is no longer offered, at its former address (410). */
export interface GonePage {
  kind: 'gone';
  routeId: RouteId;
  listing: OffMarketListing;
}

export type PageOutcome = RoutePage<RouteId> | GonePage | { kind: 'notFound' } | { kind: 'unavailable'; routeId: RouteId };

/** A path (with its query) and what it shows. */
export interface PageState {
  path: string;
  outcome: PageOutcome;
}

/** A page as the shell shows it: what the path shows, and its layout flags. */
export interface ShownPage {
  page: PageState;
  layout: RouteLayout;
}

/** The HTTP status of an outcome: 503 tells crawlers and caches to come back, not to forget the page. */
export function statusOf(outcome: PageOutcome): 200 | 404 | 410 | 503 {
  switch (outcome.kind) {
    case 'route':
      return 200;
    case 'notFound':
      return 404;
    case 'gone':
      return 410;
    case 'unavailable':
      return 503;
  }
}

const plainLayout: RouteLayout = { homeGroup: false, whiteBackground: false, footerExtraPadding: false };

/** The layout flags of what a path shows; the views without data use the plain layout. */
export function layoutOf(outcome: PageOutcome): RouteLayout {
  return outcome.kind === 'route' ? routes[outcome.routeId].layout : plainLayout;
}

interface TenantArgs {
  site: SiteData;
  menus: Menus;
  url: URL;
}

function routeHead<K extends RouteId>(page: RoutePage<K>, args: TenantArgs): { head: PageHead; jsonLd: object | null } {
  const route = routes[page.routeId];
  const headArgs = { ...args, data: page.data };
  return { head: route.head(headArgs), jsonLd: route.jsonLd?.(headArgs) ?? null };
}

/** The head and structured data of what a path shows. */
export function headOf(outcome: PageOutcome, args: TenantArgs): { head: PageHead; jsonLd: object | null } {
  if (outcome.kind === 'route') return routeHead(outcome, args);
  if (outcome.kind === 'gone') return { head: offMarketPageHead(args.site, args.url.pathname, outcome.listing), jsonLd: null };
  const head = outcome.kind === 'notFound' ? notFoundPageHead(args.site, args.url.pathname) : unavailablePageHead(args.site, args.url.pathname);
  return { head, jsonLd: null };
}
