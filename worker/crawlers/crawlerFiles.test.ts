import { env } from 'cloudflare:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { minListings } from '../../domain/marketStatistics/statistics';
import { callWorkerSettled } from '../test/tenantRequest';

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });
const entrySchema = z.object({ loc: z.string(), lastmod: z.string().optional() });
const indexSchema = z.object({ sitemapindex: z.object({ sitemap: z.array(entrySchema) }) });
const urlSetSchema = z.object({ urlset: z.object({ url: z.array(entrySchema) }) });

/** The sites as `npm start` serves them: their public origin on port 8787 (SITE_PORT). */
const onPort8787 = { ...env, SITE_PORT: '8787' };

/** GETs a crawler file and checks it is well-formed XML. */
async function xmlOf(host: string, path: string): Promise<unknown> {
  const res = await callWorkerSettled(host, path, undefined, onPort8787);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

describe('GET /robots.txt', () => {
  it('names the tenant’s own sitemap, absolute on its host', async () => {
    const res = await callWorkerSettled('budapest13.localhost:8787', '/robots.txt', undefined, onPort8787);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Sitemap: http://budapest13.localhost:8787/sitemap.xml');
  });

  it('is the 404 of no tenant on the bare domain', async () => {
    expect((await callWorkerSettled('localhost:8787', '/robots.txt', undefined, onPort8787)).status).toBe(404);
  });
});

describe('GET /sitemap.xml and its URL sets', () => {
  it('indexes every sitemap of a franchise, each absolute on its host and dated', async () => {
    const index = indexSchema.parse(await xmlOf('immo1.localhost:8787', '/sitemap.xml')).sitemapindex.sitemap;
    expect(index.map((s) => s.loc)).toEqual([
      'http://immo1.localhost:8787/sitemap-pages.xml',
      'http://immo1.localhost:8787/sitemap-offices.xml',
      'http://immo1.localhost:8787/sitemap-agents.xml',
      'http://immo1.localhost:8787/sitemap-listings-1.xml',
      'http://immo1.localhost:8787/sitemap-market-prices.xml',
    ]);
    for (const sitemap of index) expect(sitemap.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('lists every listing of the franchise once, with its last change, on the tenant’s host', async () => {
    const urls = urlSetSchema.parse(await xmlOf('immo1.localhost:8787', '/sitemap-listings-1.xml')).urlset.url;
    const { results } = await env.DB.prepare('SELECT id FROM properties WHERE franchise_id = 1 ORDER BY id').all<{ id: number }>();
    expect(urls.map((u) => u.loc)).toEqual(results.map((r) => `http://immo1.localhost:8787/ingatlan/${r.id}`));
    expect(urls.every((u) => u.lastmod !== undefined)).toBe(true);
  });

  it('keeps an office site to its own office, agents and pages', async () => {
    const pages = urlSetSchema.parse(await xmlOf('budapest13.localhost:8787', '/sitemap-pages.xml')).urlset.url.map((u) => u.loc);
    expect(pages).toEqual([
      'http://budapest13.localhost:8787/',
      'http://budapest13.localhost:8787/kereses',
      'http://budapest13.localhost:8787/iroda/13',
      'http://budapest13.localhost:8787/oldal/7',
      'http://budapest13.localhost:8787/oldal/8',
      'http://budapest13.localhost:8787/oldal/9',
    ]);
    expect((await callWorkerSettled('budapest13.localhost:8787', '/sitemap-offices.xml', undefined, onPort8787)).status).toBe(404);
    const agents = urlSetSchema.parse(await xmlOf('budapest13.localhost:8787', '/sitemap-agents.xml')).urlset.url;
    const { results } = await env.DB.prepare('SELECT id FROM sales_agents WHERE office_id = 13 ORDER BY id').all<{ id: number }>();
    expect(agents.map((a) => a.loc)).toEqual(results.map((r) => `http://budapest13.localhost:8787/uzletkoto/${r.id}`));
  });

  it('lists the price statistics pages: the scope’s, and each place with enough listings for a figure, which is indexed', async () => {
    const urls = urlSetSchema.parse(await xmlOf('immo1.localhost:8787', '/sitemap-market-prices.xml')).urlset.url.map((u) => u.loc);
    const cities = await env.DB.prepare(
      `SELECT DISTINCT c.name_folded AS slug FROM properties p JOIN cities c ON c.id = p.city_id
       WHERE p.franchise_id = 1 AND p.sale_status IN (0, 1) AND p.property_type IN (1, 2, 3) AND p.price_per_m2 IS NOT NULL
       GROUP BY p.city_id, p.sale_status, p.property_type HAVING count(*) >= ?`,
    )
      .bind(minListings)
      .all<{ slug: string }>();
    expect(cities.results.length).toBeGreaterThan(0);
    expect(urls[0]).toBe('http://immo1.localhost:8787/ingatlanarak');
    for (const { slug } of cities.results) expect(urls).toContain(`http://immo1.localhost:8787/ingatlanarak/${slug.replaceAll(' ', '-')}`);
    expect(urls).not.toContain('http://immo1.localhost:8787/ingatlanarak/zala-varmegye');
    const listed = await callWorkerSettled('immo1.localhost:8787', new URL(urls[1] ?? '').pathname, undefined, onPort8787);
    expect(listed.status).toBe(200);
    expect(await listed.text()).not.toContain('noindex');
  });

  it('dates each price statistics page by when its figures were computed, and leaves the date out of a place never computed', async () => {
    // A visit computes and stores the figures of Budapest's page; the sitemap's own call, the scope's.
    expect((await callWorkerSettled('immo1.localhost:8787', '/ingatlanarak/budapest', undefined, onPort8787)).status).toBe(200);
    const entries = urlSetSchema.parse(await xmlOf('immo1.localhost:8787', '/sitemap-market-prices.xml')).urlset.url;
    const stored = await env.DB.prepare("SELECT slug, computed_at FROM market_figures WHERE unit_type = 'franchise' AND unit_id = 1 AND computed_at IS NOT NULL").all<{
      slug: string;
      computed_at: string;
    }>();
    // The second it names: a stored row keeps whole seconds, the answer's own date has milliseconds too.
    const second = (date: string | undefined) => (date === undefined ? undefined : Math.floor(Date.parse(date) / 1000));
    const computedAt = new Map(stored.results.map((r) => [r.slug, r.computed_at]));
    expect(computedAt.get('budapest')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(computedAt.get('')).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const entry of entries) {
      const slug = new URL(entry.loc).pathname.replace(/^\/ingatlanarak\/?/, '');
      expect(second(entry.lastmod), entry.loc).toBe(second(computedAt.get(slug)));
    }
    expect(second(entries.find((e) => e.loc.endsWith('/ingatlanarak/budapest'))?.lastmod)).toBe(second(computedAt.get('budapest')));
    expect(second(entries[0]?.lastmod)).toBe(second(computedAt.get('')));
    expect(entries.some((e) => e.lastmod === undefined)).toBe(true);
  });

  it('answers 404 for a listing file beyond the last', async () => {
    expect((await callWorkerSettled('immo1.localhost:8787', '/sitemap-listings-2.xml', undefined, onPort8787)).status).toBe(404);
  });
});
