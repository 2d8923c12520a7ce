/**
 * @module Imports the first page's chunk by the URL the server wrote into the state (the same file its
 * head modulepreloads), so the entry needs no route table to know where a route's component lives.
 */
import type { PageModule } from './pageView';
import type { RouteId } from './routeTable';

/** A chunk of ours whose default export is a component. */
function isPageModule<K extends RouteId>(value: unknown): value is PageModule<K> {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'default') === 'function';
}

/** The page chunk at `url` (one of our /assets/ files); throws when it is not one. */
export async function importPageModule<K extends RouteId>(url: string, routeId: K): Promise<PageModule<K>> {
  if (!url.startsWith('/assets/')) throw new Error(`${url} is not the page chunk of ${routeId}`);
  const module: unknown = await import(url);
  if (!isPageModule<K>(module)) throw new Error(`${url} is not the page chunk of ${routeId}`);
  return module;
}
