/**
 * @module The page components loaded so far, by route, and the view that renders the current one. It
 * imports no route module: the first load carries no route table (loaders, heads, schemas).
 *
 * The first page's own chunk is not part of the first load either: the server renders the page inside a
 * Suspense boundary, and the browser hydrates the shell at once and the page's content once its chunk has
 * arrived (deferFirstPage: when the browser is idle after the load, or at the visitor's first input).
 * Until then the content is the server's HTML: its links work as plain links.
 */
import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode, Suspense, useEffect } from 'react';
import type { RoutePage } from './pageState';
import type { PageProps } from './routeModule';
import type { RouteData, RouteId } from './routeTable';

/** A page chunk as it is imported: its component is the default export. */
export interface PageModule<K extends RouteId> {
  default: ComponentType<PageProps<RouteData<K>>>;
}

type PageComponents = { [K in RouteId]?: ComponentType<PageProps<RouteData<K>>> };
type DeferredPageComponents = { [K in RouteId]?: LazyExoticComponent<ComponentType<PageProps<RouteData<K>>>> };

const loaded: PageComponents = {};
const deferred: DeferredPageComponents = {};

/** Keeps a route's page component, so its pages render without waiting. */
export function registerPageComponent<K extends RouteId>(routeId: K, module: PageModule<K>): void {
  const components: PageComponents = { [routeId]: module.default };
  Object.assign(loaded, components);
}

/** True once a route's page component is at hand. */
export function hasPageComponent(routeId: RouteId): boolean {
  return loaded[routeId] !== undefined;
}

/** Hydrates the first page's content once `load` has its chunk (client/main.tsx); the shell does not wait for it. */
export function deferFirstPage<K extends RouteId>(routeId: K, load: () => Promise<PageModule<K>>): void {
  const component = lazy(() =>
    load().then((module) => {
      registerPageComponent(routeId, module);
      return module;
    }),
  );
  const components: DeferredPageComponents = { [routeId]: component };
  Object.assign(deferred, components);
}

/** Marks the moment the page's content is hydrated too; browser tests and monitoring wait for it. */
function ContentHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * A route's page: the first page's deferred component in the browser, else its registered one
 * (loadPageComponent). The deferred one stays in use once loaded: switching to the registered component
 * would be another component type to React, which would mount the page anew and lose its DOM and state.
 */
export function RoutePageView<K extends RouteId>({ page }: { page: RoutePage<K> }) {
  const Component: ComponentType<PageProps<RouteData<K>>> | LazyExoticComponent<ComponentType<PageProps<RouteData<K>>>> | undefined =
    deferred[page.routeId] ?? loaded[page.routeId];
  if (!Component) throw new Error(`The page component of ${page.routeId} was rendered before it was loaded`);
  return (
    <Suspense fallback={null}>
      <Component data={page.data} />
      <ContentHydrated />
    </Suspense>
  );
}

/** A view without a route chunk (not found, unavailable), with the same hydration mark. */
export function PlainView({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ContentHydrated />
    </>
  );
}
