/**
 * @module Page components by route: each is a chunk of its own, loaded once and kept, so a page is
 * rendered with its component already at hand (on the server, before hydration, and on navigation).
 */
import type { ComponentType } from 'react';
import type { PageProps } from './routeModule';
import type { RoutePage } from './pageState';
import { type RouteData, type RouteId, routes } from './routeTable';

type PageComponents = { [K in RouteId]?: ComponentType<PageProps<RouteData<K>>> };

const loaded: PageComponents = {};

/** Loads a route's page component (once) so it can be rendered without waiting. */
export async function loadPageComponent<K extends RouteId>(routeId: K): Promise<void> {
  if (loaded[routeId]) return;
  const module = await routes[routeId].page();
  const components: PageComponents = { [routeId]: module.default };
  Object.assign(loaded, components);
}

/** A route's page; its component must have been loaded (loadPageComponent). */
export function RoutePageView<K extends RouteId>({ page }: { page: RoutePage<K> }) {
  const Component: ComponentType<PageProps<RouteData<K>>> | undefined = loaded[page.routeId];
  if (!Component) throw new Error(`The page component of ${page.routeId} was rendered before it was loaded`);
  return <Component data={page.data} />;
}
