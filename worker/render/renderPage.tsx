/**
 * @module Renders a page: the head as a string first, then the React app, then its state and script;
 * streamed while a part is still loading, else one string.
 */
// The Node build: half the CPU of the workerd one (build.mjs, reactDomServerStreamingOnly).
import { renderToReadableStream } from 'react-dom/server.node';
import { App } from '../../client/App';
import { type ErrorViewReason, ErrorView, errorViewTitle } from '../../client/pages/ErrorView';
import { loadPageComponent } from '../../client/routes/pageComponents';
import type { PageOutcome } from '../../client/routes/pageState';
import type { BootstrapState } from '../../client/bootstrapState';
import { bootstrapStateElementId } from '../../domain/site/bootstrapState';
import type { PageHead } from '../../domain/heads/pageHead';
import { defaultPrimaryColor, defaultSecondaryColor } from '../../domain/site/siteData';
import { isMapView } from '../../domain/search/searchFilterQuery';
import { concatStreams } from './concatStreams';
import { documentHead, documentTail } from './documentHead';
import { tenantThemeCss } from '../../client/layout/tenantTheme';

const htmlHeaders = { 'content-type': 'text/html; charset=utf-8' };

/** Seconds a client (or a crawler) should wait before asking again for a page that is unavailable (503). */
const retryAfterSeconds = 60;

/** A 503 says when to come back, so crawlers retry rather than drop the page. */
const retryHeaders = (status: number): Record<string, string> => (status === 503 ? { 'retry-after': String(retryAfterSeconds) } : {});

/** The chunks of what a path shows beyond the entry's: the page component's own first (client/main.tsx imports it). */
function routeChunksOf(outcome: PageOutcome): readonly string[] {
  return outcome.kind === 'route' ? (__CLIENT_ASSETS__.routes[outcome.routeId] ?? []) : [];
}

/** The search's map view also preloads the map's chunks (MapLibre), which it imports once hydrated. */
const onMapView = (page: BootstrapState['page']) => page.outcome.kind === 'route' && page.outcome.routeId === 'search' && isMapView(page.path.split('?')[1] ?? '');

const encoder = new TextEncoder();

/** The head, React's finished body and the tail as one buffer: the body's bytes copied once, never decoded to text and back. */
async function wholeDocument(head: string, body: ReadableStream<Uint8Array>, tail: string): Promise<ArrayBuffer> {
  const parts = [encoder.encode(head), new Uint8Array(await new Response(body).arrayBuffer()), encoder.encode(tail)];
  const document = new Uint8Array(parts.reduce((length, part) => length + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    document.set(part, offset);
    offset += part.byteLength;
  }
  return document.buffer;
}

interface RenderPageInput {
  /** The state without the page's chunks, which this module knows from the build. */
  state: Omit<BootstrapState, 'pageChunks'>;
  head: PageHead;
  /** What the page's streamed part was started for (worker/pages/routeRunner.ts), if it has one. */
  streamedRender?: object;
  status: number;
  /** The route's cache policy as a header (worker/pages/pageContext.ts). */
  cacheControl: string;
  /**
   * The complete document at once, every part in place, as crawlers need it (and the HTML cache stores);
   * otherwise the page streams and late parts follow.
   */
  whole: boolean;
  /** The response's CSP nonce, for the inline scripts React writes while streaming. */
  nonce: string | null;
  jsonLd: object | null;
  onRenderError: (error: unknown) => void;
}

/**
 * Renders a hydrating page. Throws when the shell cannot render (the caller shows the error view);
 * errors after the shell are reported and React recovers on the client. A whole page waits for all content.
 */
export async function renderPage(input: RenderPageInput): Promise<Response> {
  const { outcome } = input.state.page;
  const state: BootstrapState = { ...input.state, pageChunks: routeChunksOf(outcome) };
  if (outcome.kind === 'route') await loadPageComponent(outcome.routeId);
  const { whole } = input;
  const body = await renderToReadableStream(<App state={state} streamedRender={input.streamedRender ?? null} />, {
    nonce: input.nonce ?? undefined,
    onError: (error) => {
      input.onRenderError(error);
    },
    // React moves a finished part out of place (a hidden copy swapped in by an inline script) once the page
    // before it passes this size. The page's content is such a part (a Suspense boundary, so the browser can
    // hydrate it after the shell: decision 014): out of place, the footer would show first and then jump
    // down (CLS). Every finished part stays in place; a part still loading (a streamed part) still streams.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (whole) await body.allReady;
  const head = documentHead({
    head: input.head,
    siteName: state.site.siteName,
    themeCss: tenantThemeCss(state.site),
    themeColor: state.site.primaryColor,
    facebookAppId: state.site.facebookAppId,
    jsonLd: input.jsonLd,
    assets: __CLIENT_ASSETS__,
    hydrate: true,
    pageChunks: onMapView(state.page) ? [...state.pageChunks, ...__CLIENT_ASSETS__.mapView] : state.pageChunks,
    links: onMapView(state.page) ? __CLIENT_ASSETS__.mapViewLinks : '',
  });
  const tail = documentTail(state, bootstrapStateElementId, __CLIENT_ASSETS__, true);
  // A whole document is one buffer: React's bytes read once (never decoded), sent with their length, no stream to pull.
  return new Response(whole ? await wholeDocument(head, body, tail) : concatStreams([head, body, tail]), {
    status: input.status,
    headers: { ...htmlHeaders, 'cache-control': input.cacheControl, ...retryHeaders(input.status) },
  });
}

/** The error view: static HTML with the default colours, never cached. */
export async function renderErrorView(reason: ErrorViewReason, status: number): Promise<Response> {
  const title = errorViewTitle(reason);
  const body = await renderToReadableStream(<ErrorView reason={reason} />);
  await body.allReady;
  const head = documentHead({
    head: {
      title,
      description: title,
      canonicalUrl: null,
      ogTitle: title,
      ogDescription: title,
      ogImage: null,
      ogType: 'website',
      robots: 'noindex',
    },
    siteName: title,
    themeCss: tenantThemeCss({ primaryColor: defaultPrimaryColor, secondaryColor: defaultSecondaryColor }),
    themeColor: defaultPrimaryColor,
    facebookAppId: null,
    jsonLd: null,
    assets: __CLIENT_ASSETS__,
    hydrate: false,
  });
  return new Response(await wholeDocument(head, body, documentTail(null, bootstrapStateElementId, __CLIENT_ASSETS__, false)), {
    status,
    headers: { ...htmlHeaders, 'cache-control': 'no-store', ...retryHeaders(status) },
  });
}
