/**
 * @module What crawlers read besides the pages, per tenant: /robots.txt, the sitemap index
 * /sitemap.xml and its URL sets (pages, offices, agents, and listings in files of at most 50,000;
 * the price statistics' in marketPricesSitemap.ts), every address absolute on the tenant's own origin.
 * Handlers, each mounted at its own path in app.ts, so the URL map shows them.
 */
import type { Context } from 'hono';
import type { Sitemap } from '../../domain/cms/networkSchemas';
import { pageEntries, recordEntries, robotsTxt, type SitemapEntry, sitemapIndexEntries, sitemapIndexXml, urlSetXml } from '../../domain/pages/sitemapXml';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import type { TenantEnv } from '../tenant/tenantMiddleware';
import { marketPricesSitemapName } from './marketPricesSitemap';

const xmlHeaders = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** The site's origin, for absolute addresses. */
const originOf = (c: Context<TenantEnv>) => new URL(c.var.shell.site.siteUrl).origin;

/** The sitemap data of the site's unit (the first listing page, or the one after `after`). */
async function sitemapData(c: Context<TenantEnv>, after?: number): Promise<Sitemap | null> {
  const { unit } = c.var.shell.site;
  try {
    return await c.var.cms.sitemap({ unit, after, limit: after === undefined ? 1 : 50_000 });
  } catch (error) {
    console.error('Sitemap data could not be loaded', c.var.subdomain, error instanceof Error ? error.message : error);
    reportServerError(error, { kind: 'loader', tenant: c.var.subdomain, route: c.req.path }, reportScopeOf(c));
    return null;
  }
}

const unavailable = (c: Context<TenantEnv>) => c.text('The sitemap is unavailable right now.', 503, { 'retry-after': '300', 'cache-control': 'no-store' });
const urlSet = (c: Context<TenantEnv>, urls: SitemapEntry[]) => c.body(urlSetXml(urls), 200, xmlHeaders);

/** The crawler files' handlers, by what they answer. */
export const crawlerFiles = {
  robotsTxt: (c: Context<TenantEnv>) => c.text(robotsTxt(originOf(c)), 200, { 'cache-control': 'public, max-age=86400' }),
  async sitemapIndex(c: Context<TenantEnv>) {
    const data = await sitemapData(c);
    if (!data) return unavailable(c);
    // The statistics change with the listings: dated by the newest listing change.
    const listingsChanged = data.property_files.map((f) => f.lastmod).sort().at(-1);
    const entries = [...sitemapIndexEntries(originOf(c), c.var.shell.site.unit, data), { loc: `${originOf(c)}/${marketPricesSitemapName}`, lastmod: listingsChanged }];
    return c.body(sitemapIndexXml(entries), 200, xmlHeaders);
  },
  async pagesSitemap(c: Context<TenantEnv>) {
    const data = await sitemapData(c);
    return data ? urlSet(c, pageEntries(originOf(c), c.var.shell.site.unit, data)) : unavailable(c);
  },
  async officesSitemap(c: Context<TenantEnv>) {
    if (c.var.shell.site.unit.type !== 'franchise') return c.notFound();
    const data = await sitemapData(c);
    return data ? urlSet(c, recordEntries(originOf(c), '/iroda', data.offices)) : unavailable(c);
  },
  async agentsSitemap(c: Context<TenantEnv>) {
    const data = await sitemapData(c);
    return data ? urlSet(c, recordEntries(originOf(c), '/uzletkoto', data.agents)) : unavailable(c);
  },
  /** /sitemap-listings-N.xml, N from 1: the listings in the index's Nth file. */
  async listingsSitemap(c: Context<TenantEnv>) {
    const number = Number(/\d+/.exec(c.req.path)?.[0]);
    const index = await sitemapData(c);
    if (!index) return unavailable(c);
    const file = index.property_files[number - 1];
    if (!file) return c.notFound();
    const page = await sitemapData(c, file.after);
    if (!page) return unavailable(c);
    return urlSet(c, recordEntries(originOf(c), '/ingatlan', page.properties.slice(0, file.count)));
  },
};
