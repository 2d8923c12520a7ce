import { describe, expect, it } from 'vitest';
import type { Sitemap } from '../cms/networkSchemas';
import { escapeXml, newest, pageEntries, robotsTxt, sitemapIndexEntries, sitemapIndexXml, urlSetXml } from './sitemapXml';

const data: Sitemap = {
  properties: [],
  next_after: null,
  properties_total: 70_000,
  property_files: [
    { after: 0, count: 50_000, lastmod: '2026-11-20T10:00:00Z' },
    { after: 61_234, count: 20_000, lastmod: '2026-11-22T10:00:00Z' },
  ],
  offices: [{ id: 13, lastmod: '2026-01-01T00:00:00Z' }],
  agents: [{ id: 5, lastmod: '2026-02-01T00:00:00Z' }, { id: 6, lastmod: '2026-03-01T00:00:00Z' }],
  pages: [{ id: 7, lastmod: '2026-04-01T00:00:00Z' }],
};
const origin = 'https://immo1.example.hu';

describe('sitemap XML', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('writes a urlset and a sitemap index in the sitemaps.org namespace, lastmod only when known', () => {
    const urls = urlSetXml([{ loc: `${origin}/?a=1&b=2`, lastmod: '2026-01-01T00:00:00Z' }, { loc: `${origin}/kereses` }]);
    expect(urls).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(urls).toContain('<url><loc>https://immo1.example.hu/?a=1&amp;b=2</loc><lastmod>2026-01-01T00:00:00Z</lastmod></url>');
    expect(urls).toContain('<url><loc>https://immo1.example.hu/kereses</loc></url>');
    expect(sitemapIndexXml([{ loc: `${origin}/sitemap-pages.xml` }])).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('finds the newest time, or none', () => {
    expect(newest(['2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z', '2026-02-01T00:00:00Z'])).toBe('2026-03-01T00:00:00Z');
    expect(newest([])).toBeUndefined();
  });
});

describe('a site’s sitemaps', () => {
  it('indexes a franchise’s pages, offices, agents and one file per 50,000 listings', () => {
    const index = sitemapIndexEntries(origin, { type: 'franchise', id: 1 }, data);
    expect(index.map((e) => e.loc)).toEqual([
      `${origin}/sitemap-pages.xml`,
      `${origin}/sitemap-offices.xml`,
      `${origin}/sitemap-agents.xml`,
      `${origin}/sitemap-listings-1.xml`,
      `${origin}/sitemap-listings-2.xml`,
    ]);
    expect(index[2]?.lastmod).toBe('2026-03-01T00:00:00Z');
    expect(index[4]?.lastmod).toBe('2026-11-22T10:00:00Z');
  });

  it('gives an office site no offices sitemap, and its own office among its pages', () => {
    const unit = { type: 'office', id: 13 } as const;
    expect(sitemapIndexEntries(origin, unit, data).map((e) => e.loc)).not.toContain(`${origin}/sitemap-offices.xml`);
    expect(pageEntries(origin, unit, data).map((e) => e.loc)).toEqual([`${origin}/`, `${origin}/kereses`, `${origin}/iroda/13`, `${origin}/oldal/7`]);
  });

  it('names the sitemap in robots.txt and keeps crawlers out of the JSON APIs', () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain('Sitemap: https://immo1.example.hu/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });
});
