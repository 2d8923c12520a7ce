/**
 * @module Page parts that stream in after the main content (routeModule.ts StreamedPart). On the
 * server the worker starts a part's loader together with the page's (worker/pages/pageRoutes.ts)
 * and the part's component reads the promise behind Suspense, so React streams the head and the
 * page first and the part when it is ready; crawlers wait for all of it. The part's data rides
 * along in the page (a JSON script the component renders), so the browser hydrates it at once,
 * without a request; after a client-side navigation it is fetched from GET /api/site/page-part?path=
 * and checked with the part's schema.
 */
import type { $ZodType, output } from 'zod/v4/core';
import type { LoaderArgs, StreamedPart } from './routeModule';



/** The attributes that mark a part's data in the page (the JSON script its component renders). */
export const streamedPartAttributes = { id: 'data-streamed-part', path: 'data-path' } as const;

/** Parts the browser keeps, newest last: enough for going back and forth. */
const keptInBrowser = 16;

/** The data a part carries in the page for `path` (its component wrote it on the server), or undefined. */
function embeddedData(id: string, path: string): unknown {
  if (typeof document === 'undefined') return undefined;
  for (const element of document.querySelectorAll(`script[${streamedPartAttributes.id}]`)) {
    if (element.getAttribute(streamedPartAttributes.id) === id && element.getAttribute(streamedPartAttributes.path) === path) {
      return JSON.parse(element.textContent ?? 'null');
    }
  }
  return undefined;
}

/** A promise React's use() reads at once: settled, and marked so as React marks the promises it has seen. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

interface PartDefinition<Params, Schema extends $ZodType> {
  id: string;
  load(args: LoaderArgs<Params>): Promise<output<Schema> | null>;
  schema(): Promise<Schema>;
}

/** Declares a streamed part with its types inferred; it keeps its own started and fetched data. */
export function defineStreamedPart<Params, Schema extends $ZodType>(definition: PartDefinition<Params, Schema>): StreamedPart<Params, Schema> {
  type Data = output<Schema> | null;
  // Keyed by the render object: gone with the request, and never shared between two requests.
  const started = new WeakMap<object, Promise<Data>>();
  const kept = new Map<string, Promise<Data>>();
  return {
    ...definition,
    start(render, args, onError) {
      const known = started.get(render);
      if (known) return known;
      const loading = definition.load(args).catch((error: unknown) => {
        onError(error);
        return null;
      });
      started.set(render, loading);
      return loading;
    },
    data(render, path) {
      if (render) return started.get(render) ?? Promise.resolve(null);
      const known = kept.get(path);
      if (known) return known;
      const embedded = embeddedData(definition.id, path);
      if (embedded !== undefined) {
        // Our own worker wrote it into this very page (its tests check it with the part's schema), like the page
        // state (client/readBootstrapState.ts): taken as it is, so the part hydrates with the page, with no
        // request and no zod, and its links navigate client-side from the start. The one assertion here.
        const carried = settled(embedded as Data);
        kept.set(path, carried);
        return carried;
      }
      const loading = import('./streamedPartClient')
        .then((client) => client.fetchStreamedPart(definition.id, definition.schema, path))
        .catch(() => {
          // A failed load is not kept: the next visit of the page tries again.
          kept.delete(path);
          return null;
        });
      kept.set(path, loading);
      if (kept.size > keptInBrowser) kept.delete(kept.keys().next().value ?? path);
      return loading;
    },
  };
}
