/**
 * @module The document up to the app's root element, written as a string so it streams first.
 */
import type { PageHead } from '../../domain/pageHead';
import { escapeHtml } from './escapeHtml';
import { serializeState } from './serializeState';

export interface ClientAssets {
  script: string;
  style: string;
  /** Chunks the entry imports statically: preloaded so they do not wait for the entry to arrive. */
  preload: string[];
}

export interface DocumentHeadInput {
  head: PageHead;
  siteName: string;
  themeCss: string;
  themeColor: string;
  facebookAppId: string | null;
  jsonLd: object | null;
  assets: ClientAssets;
  /** Pages that do not hydrate (the error view) load no script. */
  hydrate: boolean;
}

const meta = (attr: 'name' | 'property', key: string, content: string | null) =>
  content ? `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}">` : '';

/** `<!doctype html>` through `<div id="root">`: everything a crawler reads first. */
export function documentHead(input: DocumentHeadInput): string {
  const { head, assets } = input;
  return [
    '<!doctype html><html lang="hu"><head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">` : '',
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:locale', 'hu_HU'),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:title', head.ogTitle),
    meta('property', 'og:description', head.ogDescription),
    meta('property', 'og:image', head.ogImage),
    meta('property', 'fb:app_id', input.facebookAppId),
    meta('name', 'twitter:card', head.ogImage ? 'summary_large_image' : 'summary'),
    meta('name', 'theme-color', input.themeColor),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="stylesheet" href="${escapeHtml(assets.style)}">`,
    ...(input.hydrate ? [assets.script, ...assets.preload].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`) : []),
    `<style>${input.themeCss}</style>`,
    input.jsonLd ? `<script type="application/ld+json">${serializeState(input.jsonLd)}</script>` : '',
    '</head><body><div id="root">',
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
