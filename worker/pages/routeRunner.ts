/**
 * @module The one way a route runs: its module looked up, its parameters parsed and its loader's
 * arguments built once per request; the page (HTML), its JSON and its streamed part's JSON all run
 * through it. A failing loader is reported and becomes the route's "unavailable" view, never a blank
 * page or a 500; malformed parameters are the not-found view.
 */
import type { CmsClient } from '../../domain/cms/cmsContract';
import type { Menus } from '../../domain/site/menu';
import type { SiteData } from '../../domain/site/siteData';
import type { PageOutcome, PageState } from '../../client/routes/pageState';
import type { ServerTools } from '../../client/routes/routeModule';
import { type RouteId, type RouteMatch, routes } from '../../client/routes/routeTable';

/** What a route runs with: the requested URL on the tenant's origin and the request's tenant. */
export interface RouteRequest {
  url: URL;
  site: SiteData;
  menus: Menus;
  cms: CmsClient;
  server: ServerTools;
  /** Called when a loader fails; the page still answers (503, in the shell). */
  onLoaderError: (error: unknown, routeId: RouteId) => void;
}

/** Whether a page's streamed part has loaded: a page without one has nothing to wait for. */
interface StreamedPartProgress {
  settled(): boolean;
  /** Resolves once it has loaded (or failed, which the part shows as nothing). */
  done: Promise<unknown>;
}

/** A page being loaded for a render: the outcome, and its streamed part started beside the loader. */
interface LoadedPage {
  page: PageState;
  /** The object the page's render is known by: its part's component finds its data by it. */
  streamedRender: object;
  part: StreamedPartProgress;
}

/** A route with its parameters and arguments bound: each call runs the route's own code. */
interface BoundRoute {
  routeId: RouteId;
  outcome(): Promise<PageOutcome>;
  /** The streamed part (null when the route has none): started for a render, or loaded alone. */
  part: { start(render: object): Promise<unknown>; load(): Promise<unknown> } | null;
}

function bindRoute<K extends RouteId>(routeId: K, rawParams: Record<string, string>, request: RouteRequest): BoundRoute | null {
  const route = routes[routeId];
  const params = route.params(rawParams);
  if (params === null) return null;
  const { url, site, menus, cms, server } = request;
  const args = { params, url, site, menus, cms, server };
  const { streamed } = route;
  return {
    routeId,
    async outcome() {
      try {
        const data = await route.load(args);
        if (data !== null) return { kind: 'route', routeId, data };
        // Asked only on a miss: an offered page costs no more calls.
        const listing = route.gone ? await route.gone(args) : null;
        return listing === null ? { kind: 'notFound' } : { kind: 'gone', routeId, listing };
      } catch (error) {
        request.onLoaderError(error, routeId);
        return { kind: 'unavailable', routeId };
      }
    },
    part: streamed
      ? {
          start: (render) => streamed.start(render, args, (error) => request.onLoaderError(error, routeId)),
          load: () => streamed.load(args),
        }
      : null,
  };
}

/** A route run for one request; every answer of the request (visitor's render, cache copy) shares its loads. */
interface RouteRun {
  /** The route that runs, or null when nothing matched (or its parameters were malformed). */
  routeId: RouteId | null;
  /** Starts the streamed part and the loader together, once; later calls share the same load. */
  load(): Promise<LoadedPage>;
  /** What the path shows, without the streamed part (the page's JSON for client navigation). */
  page(): Promise<PageState>;
  /** The streamed part's data alone: null when the page has none or there is no such page; throws when the CMS fails. */
  partData(): Promise<unknown>;
}

/** Runs the route of `match` (null: not found) for `request`. */
export function runRoute(match: RouteMatch | null, request: RouteRequest): RouteRun {
  const bound = match ? bindRoute(match.routeId, match.rawParams, request) : null;
  const path = request.url.pathname + request.url.search;
  const page = async (): Promise<PageState> => ({ path, outcome: bound ? await bound.outcome() : { kind: 'notFound' } });
  let loading: Promise<LoadedPage> | undefined;
  return {
    routeId: bound?.routeId ?? null,
    load() {
      loading ??= (async () => {
        const streamedRender = {};
        const started = bound?.part?.start(streamedRender) ?? null;
        let settled = started === null;
        const done = (started ?? Promise.resolve()).then(() => (settled = true));
        return { page: await page(), streamedRender, part: { settled: () => settled, done } };
      })();
      return loading;
    },
    page,
    partData: async () => (bound?.part ? bound.part.load() : null),
  };
}
