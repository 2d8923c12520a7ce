/**
 * @module The price statistics of a site's listings, as GET /api/cms/market-prices answers them
 * (docs/api/network.md): for its whole scope or one county, city or Budapest district, the
 * median asking price per m² by sale status and type with its distribution and 12-month trend,
 * and the medians of the areas within (zod/mini: the page's data is checked in the browser too).
 */
import * as z from 'zod/mini';
import { marketGroupKeys } from '../marketStatistics/statistics';

const marketPlaceKinds = ['county', 'city', 'district'] as const;

/** A place with a statistics page: its kind and id as the search's places name them, its name and slug. */
export const marketPlaceSchema = z.object({
  kind: z.enum(marketPlaceKinds),
  id: z.int().check(z.positive()),
  name: z.string(),
  slug: z.string(),
});
export type MarketPlace = z.infer<typeof marketPlaceSchema>;

/**
 * A place of GET /api/cms/market-prices/places, with when its figures were computed (ISO 8601; the sitemap's
 * lastmod): null when they have not been yet, or the CMS does not say.
 */
export const listedMarketPlaceSchema = z.extend(marketPlaceSchema, { computed_at: z._default(z.nullable(z.string()), null) });

const count = z.int().check(z.minimum(0));
/** Forints per m² (per month for a rent); null below the minimum of listings. */
const figure = z.nullable(z.int().check(z.minimum(0)));

const marketGroupSchema = z.object({
  key: z.enum(marketGroupKeys),
  sale_status: z.int(),
  property_type: z.int(),
  /** "Eladó lakások". */
  label: z.string(),
  count,
  median: figure,
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count })).check(z.maxLength(40)),
  /** The 12 months ending with the current one, oldest first ("YYYY-MM"); empty below the minimum. */
  trend: z.array(z.object({ month: z.string(), median: figure, count })).check(z.maxLength(12)),
});
export type MarketGroup = z.infer<typeof marketGroupSchema>;

/** An area within the place, by the median of its flats for sale; `slug` null where it has no page (a neighbourhood). */
const marketAreaSchema = z.object({
  kind: z.enum([...marketPlaceKinds, 'neighbourhood']),
  id: z.int(),
  name: z.string(),
  slug: z.nullable(z.string()),
  count,
  median: figure,
});
export type MarketArea = z.infer<typeof marketAreaSchema>;

export const marketPricesSchema = z.object({
  /** Null for the site's whole scope (/ingatlanarak). */
  place: z.nullable(marketPlaceSchema),
  /** The places it lies in, largest first (a city's county; a district's Budapest). */
  parents: z.array(marketPlaceSchema).check(z.maxLength(3)),
  /** A figure needs at least this many listings. */
  min_listings: z.int().check(z.positive()),
  /** Listings for sale and for rent in the place (the statistics' whole base). */
  listing_count: count,
  groups: z.array(marketGroupSchema),
  /** The areas within: the scope's counties, a county's cities, Budapest's districts, a city's neighbourhoods. */
  areas: z.array(marketAreaSchema).check(z.maxLength(400)),
  /** Budapest's districts, for the map, where the place is the scope or Budapest and has listings there; else empty. */
  districts: z.array(marketAreaSchema).check(z.maxLength(23)),
  /** When the figures were computed (ISO 8601). */
  computed_at: z.string(),
});
export type MarketPrices = z.infer<typeof marketPricesSchema>;
