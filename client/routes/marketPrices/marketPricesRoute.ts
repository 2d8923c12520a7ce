/**
 * @module /ingatlanarak (the site's whole scope) and /ingatlanarak/{place} (a county, city or
 * Budapest district by slug): asking-price statistics of the site's listings. Unknown places are
 * not found; a place with too few listings says so and is not indexed. Cached for an hour and
 * served stale for a day while refreshed; behind the cache the CMS answers figures it stored ahead
 * (backOffice/cms/market/marketFigures.ts), not computed per visit.
 */
import { isPlaceSlug } from '../../../domain/marketStatistics/placeSlugShape';
import { defineRoute } from '../routeModule';
import { head, jsonLd } from './marketPricesHead';

export const marketPricesRoute = defineRoute({
  pattern: '/ingatlanarak/:place?',
  params: (raw) => {
    const place = raw.place ?? '';
    if (place === '') return { place: null };
    return isPlaceSlug(place) ? { place } : null;
  },
  layout: { homeGroup: false, whiteBackground: false, footerExtraPadding: false },
  cache: { maxAgeSeconds: 3600, staleWhileRevalidateSeconds: 86_400 },
  load: ({ params, site, cms }) => cms.marketPrices({ unit: site.unit, place: params.place }),
  head,
  jsonLd,
  dataSchema: () => import('../../../domain/cms/marketSchemas').then((m) => m.marketPricesSchema),
  page: () => import('./MarketPricesPage'),
});
