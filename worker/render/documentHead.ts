/**
 * @module The document up to the app's root element, written as a string so it streams first.
 */
import { headTagMarker, headTags } from '../../domain/heads/headTags';
import type { PageHead } from '../../domain/heads/pageHead';
import { escapeHtml } from '../../domain/helpers/escapeHtml';
import { serializeState } from '../../domain/helpers/serializeState';
import { skipLink } from '../../client/layout/skipLink.css';

type ClientAssets = typeof __CLIENT_ASSETS__;

interface DocumentHeadInput {
  head: PageHead;
  siteName: string;
  themeCss: string;
  themeColor: string;
  facebookAppId: string | null;
  jsonLd: object | null;
  assets: ClientAssets;
  /** Pages that do not hydrate (the error view) load no script. */
  hydrate: boolean;
  /** The page's own chunks (its component's first), fetched with the first load rather than found after it. */
  pageChunks?: readonly string[];
  /** Further links of the head (the map view's stylesheet and first requests), written by the build. */
  links?: string;
}

/** The page's head tags (domain/heads/headTags.ts), marked so the browser can replace them on navigation. */
function pageHeadTags(input: DocumentHeadInput): string {
  return headTags(input.head, { siteName: input.siteName, facebookAppId: input.facebookAppId })
    .map((tag) => {
      if (tag.kind === 'link') return `<link ${headTagMarker} rel="${tag.rel}" href="${escapeHtml(tag.href)}">`;
      if (tag.kind === 'preloadImage') return `<link ${headTagMarker} rel="preload" as="image" href="${escapeHtml(tag.href)}" fetchpriority="high">`;
      return `<meta ${headTagMarker} ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}">`;
    })
    .join('');
}

/**
 * The page's first Tab stop, to its main (client/layout/Layout.tsx): a plain in-page link, so it works before
 * the page is hydrated and without JavaScript. Outside the app, as no script renders it: the first load's
 * script has no byte to spare (decision record 014), and client-side navigation keeps it.
 */
const skipLinkTag = `<a href="#tartalom" class="${skipLink}">Ugrás a tartalomra</a>`;

/** `<!doctype html>` through `<div id="root">` (after the skip link): everything a crawler reads first. */
export function documentHead(input: DocumentHeadInput): string {
  const { head, assets } = input;
  return [
    '<!doctype html><html lang="hu"><head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    pageHeadTags(input),
    `<meta name="theme-color" content="${escapeHtml(input.themeColor)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="stylesheet" href="${escapeHtml(assets.style)}">`,
    // Every script the page view runs, known at build time: fetched at once, none found only after another
    // has arrived, so a page view fetches fewer scripts. The page's own chunks still run once it is interactive (client/routes/pageView.tsx).
    ...(input.hydrate ? [...new Set([assets.script, ...assets.preload, ...(input.pageChunks ?? [])])].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`) : []),
    input.links ?? '',
    `<style>${input.themeCss}</style>`,
    input.jsonLd ? `<script type="application/ld+json" ${headTagMarker}>${serializeState(input.jsonLd)}</script>` : '',
    `</head><body>${skipLinkTag}<div id="root">`,
  ].join('');
}

/** After the app: the state script and the client bundle. */
export function documentTail(state: unknown, stateElementId: string, assets: ClientAssets, hydrate: boolean): string {
  if (!hydrate) return '</div></body></html>';
  return [
    '</div>',
    `<script type="application/json" id="${escapeHtml(stateElementId)}">${serializeState(state)}</script>`,
    `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
    '</body></html>',
  ].join('');
}
