/**
 * @module /sitemap-market-prices.xml: the price statistics pages crawlers should index: the
 * scope's /ingatlanarak and each county, city and Budapest district with enough listings for a
 * figure (the others say they have too few and are not indexed).
 */
import type { Context } from 'hono';
import { marketPricesPathOf } from '../../domain/marketStatistics/marketPricesPath';
import { type SitemapEntry, urlSetXml } from '../../domain/pages/sitemapXml';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import type { TenantEnv } from '../tenant/tenantMiddleware';

export const marketPricesSitemapName = 'sitemap-market-prices.xml';

/** The URL set, or 503 when the CMS cannot say which places have figures. */
export async function marketPricesSitemap(c: Context<TenantEnv>): Promise<Response> {
  const origin = new URL(c.var.shell.site.siteUrl).origin;
  try {
    const places = (await c.var.cms.marketPlaces({ unit: c.var.shell.site.unit })) ?? [];
    const entries: SitemapEntry[] = [{ loc: `${origin}${marketPricesPathOf(null)}` }, ...places.map((p) => ({ loc: `${origin}${marketPricesPathOf(p.slug)}` }))];
    return c.body(urlSetXml(entries), 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  } catch (error) {
    reportServerError(error, { kind: 'loader', tenant: c.var.subdomain, route: c.req.path }, reportScopeOf(c));
    return c.text('The sitemap is unavailable right now.', 503, { 'retry-after': '300', 'cache-control': 'no-store' });
  }
}
