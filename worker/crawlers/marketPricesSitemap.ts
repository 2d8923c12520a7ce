/**
 * @module /sitemap-market-prices.xml: the price statistics pages crawlers should index: the
 * scope's /ingatlanarak and each county, city and Budapest district with enough listings for a
 * figure (the others say they have too few and are not indexed), each dated (`<lastmod>`) by when its
 * figures were computed, as the listings' sitemaps are by the listings' changes.
 */
import type { Context } from 'hono';
import { marketPricesPathOf } from '../../domain/marketStatistics/marketPricesPath';
import { type SitemapEntry, urlSetXml } from '../../domain/pages/sitemapXml';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import type { TenantEnv } from '../tenant/tenantMiddleware';

export const marketPricesSitemapName = 'sitemap-market-prices.xml';

/**
 * When the scope's figures were computed: the stored answer's date (one row the CMS reads by its key). The
 * sitemap does without it when the CMS cannot say: a lastmod left out is allowed, a sitemap missing is not.
 */
async function scopeFiguresComputedAt(c: Context<TenantEnv>): Promise<string | undefined> {
  try {
    return (await c.var.cms.marketPrices({ unit: c.var.shell.site.unit, place: null }))?.computed_at;
  } catch (error) {
    reportServerError(error, { kind: 'loader', tenant: c.var.subdomain, route: c.req.path }, reportScopeOf(c));
    return undefined;
  }
}

/** The URL set, each page dated by its figures' computation (computed_at) where the CMS knows it, or 503 when the CMS cannot say which places have figures. */
export async function marketPricesSitemap(c: Context<TenantEnv>): Promise<Response> {
  const origin = new URL(c.var.shell.site.siteUrl).origin;
  try {
    const { unit } = c.var.shell.site;
    const [places, scopeComputedAt] = await Promise.all([c.var.cms.marketPlaces({ unit }), scopeFiguresComputedAt(c)]);
    const entries: SitemapEntry[] = [
      { loc: `${origin}${marketPricesPathOf(null)}`, lastmod: scopeComputedAt },
      ...(places ?? []).map((p) => ({ loc: `${origin}${marketPricesPathOf(p.slug)}`, lastmod: p.computed_at ?? undefined })),
    ];
    return c.body(urlSetXml(entries), 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  } catch (error) {
    reportServerError(error, { kind: 'loader', tenant: c.var.subdomain, route: c.req.path }, reportScopeOf(c));
    return c.text('The sitemap is unavailable right now.', 503, { 'retry-after': '300', 'cache-control': 'no-store' });
  }
}
