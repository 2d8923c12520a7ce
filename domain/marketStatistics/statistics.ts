/**
 * @module The price statistics of a set of listings: the median asking price per m² by sale status
 * and type, its distribution in round bins, a 12-month trend rebuilt from listing and price-change
 * dates, and medians per area. Figures need at least `minListings` listings; fewer give null, never
 * a figure that two or three listings would make up. Asking prices only: nothing here knows what a
 * listing sold for.
 */
import { niceTicks } from '../helpers/chartScale';
import { propertyTypes, saleStatuses } from '../search/listingKinds';

/** A figure (a median, a month of the trend, an area) needs at least this many listings. */
export const minListings = 10;

/** The groups a statistics page shows, in its order: plots only for sale (a plot's rent is no market). */
const marketGroups = [
  { key: 'flat-sale', sale_status: saleStatuses.forSale, property_type: propertyTypes.flat, label: 'Eladó lakások' },
  { key: 'house-sale', sale_status: saleStatuses.forSale, property_type: propertyTypes.house, label: 'Eladó házak' },
  { key: 'plot-sale', sale_status: saleStatuses.forSale, property_type: propertyTypes.plot, label: 'Eladó telkek' },
  { key: 'flat-rent', sale_status: saleStatuses.forRent, property_type: propertyTypes.flat, label: 'Kiadó lakások' },
  { key: 'house-rent', sale_status: saleStatuses.forRent, property_type: propertyTypes.house, label: 'Kiadó házak' },
] as const;
type MarketGroupKey = (typeof marketGroups)[number]['key'];
export const marketGroupKeys = marketGroups.map((g) => g.key);

/** One listing as the statistics read it (ISO 8601 UTC dates). */
export interface MarketListing {
  id: number;
  sale_status: number;
  property_type: number;
  price: number;
  price_per_m2: number;
  created_at: string;
}

/** One change of a listing's asking price. */
interface MarketPriceChange {
  property_id: number;
  changed_at: string;
  old_price: number;
  new_price: number;
}

/**
 * The median: the middle value, or the mean of the two middle values, rounded to whole forints;
 * null for no values.
 * @example median([3, 1, 2]) // 2
 * @example median([4, 1, 2, 3]) // 3 (2.5 rounded)
 */
export function median(values: ArrayLike<number>): number | null {
  if (values.length === 0) return null;
  // Selected in place (quickselect), not sorted: the trend takes 12 medians of every listing.
  const work = values instanceof Float64Array ? values : Float64Array.from(values);
  const middle = work.length >> 1;
  const upper = select(work, middle);
  if (work.length % 2 === 1) return Math.round(upper);
  // The lower middle is the largest value left of the upper one after selection.
  let lower = -Infinity;
  for (let i = 0; i < middle; i++) lower = Math.max(lower, work[i] ?? -Infinity);
  return Math.round((lower + upper) / 2);
}

/** The k-th smallest value (0-based), moving smaller values before it and larger after (Hoare's quickselect, middle pivot). */
function select(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  while (left < right) {
    const pivot = values[(left + right) >> 1] ?? 0;
    let i = left;
    let j = right;
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i++;
      while ((values[j] ?? 0) > pivot) j--;
      if (i <= j) {
        const swap = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return values[k] ?? 0;
}

/** A bin of the distribution: `from` included, `to` excluded (the last bin includes it). */
interface Bin {
  from: number;
  to: number;
  count: number;
}

/**
 * The values counted in about `binCount` bins of a round width covering them all; the last bin
 * includes its upper bound. Empty for no values.
 * @example histogram([1, 2, 2, 9], 4) // bins of width 2 (or 5) from 0 to at least 9, summing to 4
 */
export function histogram(values: readonly number[], binCount: number): Bin[] {
  if (values.length === 0) return [];
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  const ticks = niceTicks(low, high, binCount + 1);
  const [first = low] = ticks;
  const width = ticks.length > 1 ? (ticks[1] ?? first) - first : 1;
  const bins: Bin[] = ticks.length > 1 ? ticks.slice(0, -1).map((from, i) => ({ from, to: ticks[i + 1] ?? from + width, count: 0 })) : [{ from: first, to: first + width, count: 0 }];
  for (const v of values) {
    const index = Math.min(bins.length - 1, Math.max(0, Math.floor((v - first) / width)));
    const bin = bins[index];
    if (bin) bin.count++;
  }
  return bins;
}

/** One month of the trend: `month` is "YYYY-MM"; `median` null below minListings. */
interface TrendPoint {
  month: string;
  median: number | null;
  count: number;
}

/**
 * The 12 calendar months (UTC) ending with `now`'s, oldest first, as "YYYY-MM".
 * @example trendMonths(new Date('2026-11-25T00:00:00Z'))[0] // '2025-12'
 */
export function trendMonths(now: Date, count = 12): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The first instant after a "YYYY-MM" month, as an ISO string comparable with the data's dates. */
function monthEnd(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().replace('.000Z', 'Z');
}

/**
 * The asking price per m² of each month's end: every listing listed by then, at the price it had
 * then (the latest change before it, else its first price), scaled from today's price per m².
 * Listings that have left the market are not in the data, so earlier months count fewer listings.
 * `changes` are the listings' changes, each listing's in date order.
 */
export function monthlyTrend(listings: readonly MarketListing[], changesById: ReadonlyMap<number, readonly MarketPriceChange[]>, months: readonly string[]): TrendPoint[] {
  const ends = months.map(monthEnd);
  // One pass over the listings, each month's values in a buffer of its own: the 12 medians then sort typed arrays.
  const buffers = ends.map(() => new Float64Array(listings.length));
  const counts = ends.map(() => 0);
  const none: readonly MarketPriceChange[] = [];
  for (const listing of listings) {
    const changes = changesById.get(listing.id) ?? none;
    let price = changes[0]?.old_price ?? listing.price;
    let next = 0;
    for (let m = 0; m < ends.length; m++) {
      const end = ends[m] ?? '';
      if (listing.created_at >= end) continue;
      for (let change = changes[next]; change !== undefined && change.changed_at < end; change = changes[++next]) price = change.new_price;
      const buffer = buffers[m];
      const at = counts[m] ?? 0;
      if (buffer) buffer[at] = (listing.price_per_m2 * price) / listing.price;
      counts[m] = at + 1;
    }
  }
  return months.map((month, m) => {
    const count = counts[m] ?? 0;
    return { month, median: count >= minListings ? median(buffers[m]?.subarray(0, count) ?? []) : null, count };
  });
}

/** Each listing's changes in date order, by listing id. */
export function changesByListing(changes: readonly MarketPriceChange[]): Map<number, MarketPriceChange[]> {
  const byId = new Map<number, MarketPriceChange[]>();
  for (const change of changes) {
    const list = byId.get(change.property_id);
    if (list) list.push(change);
    else byId.set(change.property_id, [change]);
  }
  for (const list of byId.values()) list.sort((a, b) => (a.changed_at < b.changed_at ? -1 : a.changed_at > b.changed_at ? 1 : 0));
  return byId;
}

/** One group's figures. */
interface GroupFigures {
  key: MarketGroupKey;
  sale_status: number;
  property_type: number;
  label: string;
  count: number;
  median: number | null;
  histogram: Bin[];
  trend: TrendPoint[];
}

/** Bins of a distribution, about. */
const histogramBins = 12;

/** The figures of every group for these listings (each group's median, distribution and trend). */
export function groupFigures(listings: readonly MarketListing[], changes: readonly MarketPriceChange[], now: Date): GroupFigures[] {
  const changesById = changesByListing(changes);
  const months = trendMonths(now);
  return marketGroups.map((group) => {
    const members = listings.filter((l) => l.sale_status === group.sale_status && l.property_type === group.property_type);
    const enough = members.length >= minListings;
    const values = members.map((l) => l.price_per_m2);
    return {
      ...group,
      count: members.length,
      median: enough ? median(values) : null,
      histogram: enough ? histogram(values, histogramBins) : [],
      trend: enough ? monthlyTrend(members, changesById, months) : [],
    };
  });
}

/** The median of flats for sale in one area, as the area lists and maps show it. */
interface AreaFigure<Key> {
  key: Key;
  count: number;
  median: number | null;
}

/**
 * The median asking price per m² of flats for sale in each area (`areaOf` names a listing's area,
 * null for none), with the count it is made of; null below minListings.
 */
export function areaFigures<L extends MarketListing, Key>(listings: readonly L[], areaOf: (listing: L) => Key | null): AreaFigure<Key>[] {
  const byArea = new Map<Key, number[]>();
  for (const listing of listings) {
    if (listing.sale_status !== saleStatuses.forSale || listing.property_type !== propertyTypes.flat) continue;
    const key = areaOf(listing);
    if (key === null) continue;
    const values = byArea.get(key);
    if (values) values.push(listing.price_per_m2);
    else byArea.set(key, [listing.price_per_m2]);
  }
  return [...byArea].map(([key, values]) => ({ key, count: values.length, median: values.length >= minListings ? median(values) : null }));
}
