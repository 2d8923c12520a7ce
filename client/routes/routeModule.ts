/**
 * @module The shape of a route module: everything about one page in one place (its path, how its
 * parameters are read, its loader, head, structured data, page component, layout flags, cache
 * policy and the schema of its data). The worker runs the loader and renders the page; the
 * browser matches the same table, fetches the loader's answer as JSON on navigation, checks it
 * with the same schema and renders the same component. See README "Adding a page".
 */
import type { ComponentType } from 'react';
import type { $ZodType, output } from 'zod/v4/core';
import type { CachePolicy } from '../../domain/pages/cachePolicy';
import type { CmsClient } from '../../domain/cms/cmsContract';
import type { OffMarketListing } from '../../domain/cms/listingSchemas';
import type { DropdownOptions } from '../../domain/search/filterDropdowns';
import type { Menus } from '../../domain/site/menu';
import type { PageHead } from '../../domain/heads/pageHead';
import type { SiteData } from '../../domain/site/siteData';
import type { RouteLayout } from '../layout/Layout';

/** What a loader may use: the match, the tenant and the request's CMS client. */
export interface LoaderArgs<Params> {
  params: Params;
  /** The requested URL on the tenant's host (path and query). */
  url: URL;
  site: SiteData;
  menus: Menus;
  cms: CmsClient;
  /** Work that needs the server's libraries (the client never loads them). */
  server: ServerTools;
}

/** Server-side helpers a loader gets from the worker, so route modules stay free of server code. */
export interface ServerTools {
  /** CMS HTML made safe to render: scripts, handlers and dangerous URLs removed. */
  sanitizeHtml(html: string): Promise<string>;
  /** The tenant's dropdown options of the search filter, cached like the rest of the site's settings (SPEC section 4). */
  dropdownOptions(): Promise<DropdownOptions>;
}

/** What the head and the structured data are computed from. */
export interface HeadArgs<Data> {
  data: Data;
  url: URL;
  site: SiteData;
  menus: Menus;
}


export interface PageProps<Data> {
  data: Data;
}

/**
 * A part of a page that streams in after the page's main content (made with defineStreamedPart,
 * client/routes/streamedPart.ts): the worker starts its loader with the page's and never waits for
 * it before streaming; its component reads it behind Suspense. See docs/decisions/012.
 */
export interface StreamedPart<Params, Schema extends $ZodType> {
  /** Names the part's data in the page, unique among the site's parts. */
  id: string;
  /** The part's data, or null when there is none; throws when the CMS fails (the part then shows nothing). */
  load(args: LoaderArgs<Params>): Promise<output<Schema> | null>;
  /** Its schema, imported on demand: the browser checks the part's JSON with it. */
  schema(): Promise<Schema>;
  /**
   * Server: starts the loader for one render (`render` identifies it), once; failures go to `onError`.
   * Returns the load, which never rejects (a failure is null), so the worker can see whether it is done.
   */
  start(render: object, args: LoaderArgs<Params>, onError: (error: unknown) => void): Promise<unknown>;
  /**
   * The part's data for the page at `path`: on the server the load started for `render`; in the
   * browser (`render` null) what the page carries, else fetched from GET /api/site/page-part.
   */
  data(render: object | null, path: string): Promise<output<Schema> | null>;
}

export interface RouteModule<Params, Schema extends $ZodType> {
  /** A pattern with `:name` parameters or a final `*`, read by regexparam. */
  pattern: string;
  /** The typed parameters, or null when they are malformed (the not-found view). */
  params(raw: Readonly<Record<string, string>>): Params | null;
  layout: RouteLayout;
  cache: CachePolicy;
  /** The page's data, or null when there is no such page for this site (the not-found view). Throws when the CMS fails. */
  load(args: LoaderArgs<Params>): Promise<output<Schema> | null>;
  /**
   * What the CMS still knows of a page its loader did not find: a listing sold or withdrawn (410, the
   * off-market view), else null (404). Only asked after `load` answered null.
   */
  gone?(args: LoaderArgs<Params>): Promise<OffMarketListing | null>;
  /** The page's head, from its data: `head` of the route's `<routeId>Head.ts`, beside the module. */
  head(args: HeadArgs<output<Schema>>): PageHead;
  /** What the page shows below its main content, streamed in after it (see StreamedPart). */
  streamed?: StreamedPart<Params, $ZodType>;
  /** schema.org structured data, written as JSON-LD: `jsonLd` of the same `<routeId>Head.ts`. */
  jsonLd?(args: HeadArgs<output<Schema>>): object | null;
  /** The data's schema: imported on demand, so zod loads only when the browser navigates. */
  dataSchema(): Promise<Schema>;
  /** The page component: a chunk of its own in the browser. */
  page(): Promise<{ default: ComponentType<PageProps<output<Schema>>> }>;
}

/** Declares a route module with its types inferred. */
export function defineRoute<Params, Schema extends $ZodType>(route: RouteModule<Params, Schema>): RouteModule<Params, Schema> {
  return route;
}
