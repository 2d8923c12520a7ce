/**
 * @module Test helpers that read a rendered page: its title, head tags and state, each checked
 * with the schema the site itself uses.
 */
import * as z from 'zod/mini';
import { pageStateJsonSchema } from '../../client/routes/pageStateSchema';
import type { PageOutcome, PageState } from '../../client/routes/pageState';
import { type RouteId, routes } from '../../client/routes/routeTable';
import { offMarketListingSchema } from '../../domain/cms/listingSchemas';
import { type SiteShellState, siteShellStateSchema } from '../../domain/site/bootstrapStateSchema';

/** The document's title text, as written (entities not decoded). */
export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The content of a head meta tag by its name or property, or undefined. */
export function metaOf(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]* (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

/** The canonical URL of the page, or undefined. */
export const canonicalOf = (html: string) => /<link[^>]* rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** The JSON-LD blocks of the page, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null'));
}

async function checkedOutcome(outcome: z.infer<typeof pageStateJsonSchema>['outcome']): Promise<PageOutcome> {
  if (outcome.kind === 'gone') return { kind: 'gone', routeId: outcome.routeId, listing: z.parse(offMarketListingSchema, outcome.listing) };
  if (outcome.kind !== 'route') return outcome;
  return checkedRoutePage(outcome.routeId, outcome.data);
}

async function checkedRoutePage<K extends RouteId>(routeId: K, data: unknown): Promise<PageOutcome> {
  const schema = await routes[routeId].dataSchema();
  return { kind: 'route', routeId, data: z.parse(schema, data) };
}

/** A page state as the browser would check it: the JSON shape, then the route's own data schema. */
export async function checkedPageState(json: unknown): Promise<PageState> {
  const state = z.parse(pageStateJsonSchema, json);
  return { path: state.path, outcome: await checkedOutcome(state.outcome) };
}

/** The state script of a page: the shell checked with its schema, the page with its route's. */
export async function stateOf(html: string): Promise<SiteShellState & { page: PageState }> {
  const json: unknown = JSON.parse(/<script type="application\/json" id="site-state">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
  const shell = siteShellStateSchema.parse(json);
  const page = await checkedPageState(z.parse(z.object({ page: z.unknown() }), json).page);
  return { ...shell, page };
}
