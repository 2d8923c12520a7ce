/**
 * @module Fetches what a path shows as JSON from the worker (the same loader the server renders
 * with), checks it with the route's schema and loads the route's component, all in parallel.
 */
import type { OffMarketListing } from '../../domain/cms/listingSchemas';
import { siteApiPath } from '../../domain/site/siteApiPaths';
import { loadPageComponent } from './pageComponents';
import type { PageOutcome, PageState, RoutePage } from './pageState';
import { matchRoute, type RouteId, type RouteSchemaMap, routes } from './routeTable';

/** The JSON endpoint of a page: one shape for every route. */
const pageJsonPath = siteApiPath('page');

/** The page's JSON could not be had or was not what its route expects. */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

async function checkRoutePage<K extends RouteId>(routeId: K, data: unknown): Promise<RoutePage<K>> {
  const [schema, { checkRouteData }] = await Promise.all([routes[routeId].dataSchema(), import('./checkRouteData'), loadPageComponent(routeId)]);
  const routeSchema: RouteSchemaMap[K] = schema;
  const checked = checkRouteData(routeSchema, data);
  if (checked === null) throw new PageLoadError(`The data of ${routeId} does not match its schema`);
  return { kind: 'route', routeId, data: checked };
}

/** A gone listing's JSON, checked with its schema (loaded on demand, like a route's). */
async function checkOffMarketListing(listing: unknown): Promise<OffMarketListing> {
  const { offMarketListingSchema } = await import('../../domain/cms/listingSchemas');
  const checked = offMarketListingSchema.safeParse(listing);
  if (!checked.success) throw new PageLoadError('The gone listing does not match its schema');
  return checked.data;
}

/** What `path` (path and query) shows, ready to render; throws PageLoadError when it cannot be loaded. */
export async function loadPageState(path: string, signal?: AbortSignal): Promise<PageState> {
  // Start the likely route's chunk while the data is on its way.
  const likely = matchRoute(new URL(path, window.location.origin).pathname);
  if (likely) void loadPageComponent(likely.routeId).catch(() => undefined);
  const [response, { pageStateJsonSchema }] = await Promise.all([
    fetch(`${pageJsonPath}?path=${encodeURIComponent(path)}`, { headers: { accept: 'application/json' }, signal }).catch((error: unknown) => {
      throw new PageLoadError(error instanceof Error ? error.message : 'network error');
    }),
    import('./pageStateSchema'),
  ]);
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) {
    throw new PageLoadError(`The page answered ${response.status} without JSON`);
  }
  const envelope = pageStateJsonSchema.safeParse(await response.json().catch(() => null));
  if (!envelope.success) throw new PageLoadError('The page JSON has the wrong shape');
  const { outcome } = envelope.data;
  const checked: PageOutcome =
    outcome.kind === 'route'
      ? await checkRoutePage(outcome.routeId, outcome.data)
      : outcome.kind === 'gone'
        ? { kind: 'gone', routeId: outcome.routeId, listing: await checkOffMarketListing(outcome.listing) }
        : outcome;
  return { path: envelope.data.path, outcome: checked };
}
