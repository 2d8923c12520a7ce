/**
 * @module Loads page components by route through the route table: each is a chunk of its own, loaded
 * once and kept (pageView.tsx), so a page is rendered with its component already at hand (on the
 * server, and in the browser on navigation).
 */
import { hasPageComponent, registerPageComponent } from './pageView';
import { type RouteId, routes } from './routeTable';

/** Loads a route's page component (once) so it can be rendered without waiting. */
export async function loadPageComponent<K extends RouteId>(routeId: K): Promise<void> {
  if (hasPageComponent(routeId)) return;
  registerPageComponent(routeId, await routes[routeId].page());
}
