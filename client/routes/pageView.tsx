/**
 * @module The page components loaded so far, by route, and the view that renders the current one. It
 * imports no route module: the first load carries no route table (loaders, heads, schemas), only the
 * current page's own chunk, which client/main.tsx loads by the URL the server names.
 */
import type { ComponentType } from 'react';
import type { RoutePage } from './pageState';
import type { PageProps } from './routeModule';
import type { RouteData, RouteId } from './routeTable';

/** A page chunk as it is imported: its component is the default export. */
export interface PageModule<K extends RouteId> {
  default: ComponentType<PageProps<RouteData<K>>>;
}

type PageComponents = { [K in RouteId]?: ComponentType<PageProps<RouteData<K>>> };

const loaded: PageComponents = {};

/** Keeps a route's page component, so its pages render without waiting. */
export function registerPageComponent<K extends RouteId>(routeId: K, module: PageModule<K>): void {
  const components: PageComponents = { [routeId]: module.default };
  Object.assign(loaded, components);
}

/** True once a route's page component is at hand. */
export function hasPageComponent(routeId: RouteId): boolean {
  return loaded[routeId] !== undefined;
}

/** A route's page; its component must have been registered (loadPageComponent, or main.tsx for the first page). */
export function RoutePageView<K extends RouteId>({ page }: { page: RoutePage<K> }) {
  const Component: ComponentType<PageProps<RouteData<K>>> | undefined = loaded[page.routeId];
  if (!Component) throw new Error(`The page component of ${page.routeId} was rendered before it was loaded`);
  return <Component data={page.data} />;
}
