/**
 * @module Sitemaps (sitemaps.org): a sitemap index, URL sets, and which URL sets a site has, with
 * every address absolute on the site's own origin.
 */
import type { Sitemap } from '../cms/networkSchemas';
import type { Unit } from '../tenant/unit';

/** One address of a URL set or one sitemap of an index. */
export interface SitemapEntry {
  loc: string;
  /** ISO 8601; left out when unknown. */
  lastmod?: string | undefined;
}

const xmlEntities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => xmlEntities[ch] ?? ch);
}

const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entries(tag: 'url' | 'sitemap', list: readonly SitemapEntry[]): string {
  return list
    .map((e) => `<${tag}><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</${tag}>`)
    .join('\n');
}

/** A `<urlset>` document. */
export function urlSetXml(urls: readonly SitemapEntry[]): string {
  return `${declaration}<urlset xmlns="${namespace}">\n${entries('url', urls)}\n</urlset>\n`;
}

/** A `<sitemapindex>` document. */
export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  return `${declaration}<sitemapindex xmlns="${namespace}">\n${entries('sitemap', sitemaps)}\n</sitemapindex>\n`;
}

/** The newest of some ISO 8601 times, or undefined for none. */
export function newest(times: readonly string[]): string | undefined {
  return times.reduce<string | undefined>((max, t) => (max === undefined || t > max ? t : max), undefined);
}

/** The URL sets of a site by name, as the sitemap index lists them: `/sitemap-<name>.xml`. */
type SitemapName = 'pages' | 'offices' | 'agents' | `listings-${number}`;

/** The index of a site's sitemaps: its pages, its offices (a franchise's), agents, and the listing files. */
export function sitemapIndexEntries(origin: string, unit: Unit, data: Sitemap): SitemapEntry[] {
  const at = (name: SitemapName, lastmod: string | undefined): SitemapEntry => ({ loc: `${origin}/sitemap-${name}.xml`, lastmod });
  return [
    at('pages', newest(data.pages.map((p) => p.lastmod))),
    ...(unit.type === 'franchise' ? [at('offices', newest(data.offices.map((o) => o.lastmod)))] : []),
    ...(data.agents.length ? [at('agents', newest(data.agents.map((a) => a.lastmod)))] : []),
    ...data.property_files.map((file, index) => at(`listings-${index + 1}`, file.lastmod)),
  ];
}

/** The site's own pages: home, search, the offices page or its office, and its CMS pages. */
export function pageEntries(origin: string, unit: Unit, data: Sitemap): SitemapEntry[] {
  const own = unit.type === 'franchise' ? [{ loc: `${origin}/irodaink` }] : [{ loc: `${origin}/iroda/${unit.id}`, lastmod: data.offices[0]?.lastmod }];
  return [{ loc: `${origin}/` }, { loc: `${origin}/kereses` }, ...own, ...data.pages.map((p) => ({ loc: `${origin}/oldal/${p.id}`, lastmod: p.lastmod }))];
}

/** Addresses of records under a path: `/iroda/12`, `/uzletkoto/7`, `/ingatlan/42`. */
export function recordEntries(origin: string, path: '/iroda' | '/uzletkoto' | '/ingatlan', records: readonly { id: number; lastmod: string }[]): SitemapEntry[] {
  return records.map((r) => ({ loc: `${origin}${path}/${r.id}`, lastmod: r.lastmod }));
}

/**
 * robots.txt: everything but the JSON APIs may be crawled, and the sitemap index is named.
 * @example robotsTxt('https://immo1.example.hu') // '…Sitemap: https://immo1.example.hu/sitemap.xml\n'
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /monitoring', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
