import { describe, expect, it } from 'vitest';
import { areaFigures, changesByListing, groupFigures, histogram, type MarketListing, median, minListings, monthlyTrend, trendMonths } from './statistics';

/** Ten flats for sale at 1.0 to 1.9 M Ft/m², listed on the 1st of consecutive months from 2026-01. */
const flats: MarketListing[] = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  sale_status: 0,
  property_type: 1,
  price: 50_000_000 + i * 5_000_000,
  price_per_m2: 1_000_000 + i * 100_000,
  created_at: `2026-${String(i + 1).padStart(2, '0')}-01T09:00:00Z`,
}));

describe('marketStatistics', () => {
  it('takes the middle value, or the mean of the two middle values, as the median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(3);
    expect(median([1_000_000, 1_100_001])).toBe(1_050_001);
    expect(median([])).toBeNull();
    // Hand-computed: 1.0 … 1.9 M, the middle two 1.4 and 1.5 M.
    expect(median(flats.map((f) => f.price_per_m2))).toBe(1_450_000);
  });

  it('selects the same median as sorting would, for odd and even counts and repeated values', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % 1000;
    for (const size of [1, 2, 3, 4, 10, 11, 100, 101, 1000]) {
      const values = Array.from({ length: size }, next);
      const sorted = [...values].sort((a, b) => a - b);
      const middle = size >> 1;
      const expected = size % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
      expect(median(values), `size ${size}`).toBe(Math.round(expected ?? Number.NaN));
    }
  });

  it('counts the values in round bins covering them all, the maximum in the last bin', () => {
    expect(histogram([1_000_000, 1_050_000, 1_200_000, 1_900_000], 4)).toEqual([
      { from: 1_000_000, to: 1_250_000, count: 3 },
      { from: 1_250_000, to: 1_500_000, count: 0 },
      { from: 1_500_000, to: 1_750_000, count: 0 },
      { from: 1_750_000, to: 2_000_000, count: 1 },
    ]);
    expect(histogram([5, 5, 5], 4)).toEqual([{ from: 5, to: 6, count: 3 }]);
    expect(histogram([], 4)).toEqual([]);
  });

  it('trends over the 12 calendar months ending with the current one', () => {
    expect(trendMonths(new Date('2026-11-25T10:00:00Z'))).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
  });

  it('gives each month the median of the listings listed by its end at the price they had then, none below the minimum', () => {
    // Listing 10 (1.9 M Ft/m² today at 95 M, listed in October) was 100 M until 10 November: 2.0 M Ft/m² at the end of October.
    const changes = changesByListing([{ property_id: 10, changed_at: '2026-11-10T10:00:00Z', old_price: 100_000_000, new_price: 95_000_000 }]);
    const trend = monthlyTrend(flats, changes, ['2026-09', '2026-10', '2026-11']);
    expect(trend[0]).toEqual({ month: '2026-09', median: null, count: 9 });
    // End of October: all ten, listing 10 still at 100 M, so 2.0 M Ft/m²: middle two 1.4 and 1.5 M.
    expect(trend[1]).toEqual({ month: '2026-10', median: 1_450_000, count: 10 });
    expect(trend[2]).toEqual({ month: '2026-11', median: 1_450_000, count: 10 });
    // A reduction that moves the middle: listing 6 (1.5 M Ft/m² at 75 M) was 2.0 M Ft/m² at 100 M; the middle two become 1.4 and 1.6 M.
    const moved = changesByListing([{ property_id: 6, changed_at: '2026-11-10T10:00:00Z', old_price: 100_000_000, new_price: 75_000_000 }]);
    expect(monthlyTrend(flats, moved, ['2026-10'])[0]?.median).toBe(1_500_000);
  });

  it('gives a group its median, distribution and trend only with enough listings', () => {
    const figures = groupFigures(flats, [], new Date('2026-11-25T00:00:00Z'));
    const flat = figures.find((g) => g.key === 'flat-sale');
    expect(flat).toMatchObject({ count: 10, median: 1_450_000 });
    expect(flat?.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(10);
    expect(flat?.trend).toHaveLength(12);
    const fewer = groupFigures(flats.slice(0, minListings - 1), [], new Date('2026-11-25T00:00:00Z')).find((g) => g.key === 'flat-sale');
    expect(fewer).toMatchObject({ count: 9, median: null, histogram: [], trend: [] });
    expect(figures.find((g) => g.key === 'flat-rent')).toMatchObject({ count: 0, median: null });
  });

  it('gives each area the median of its flats for sale, null below the minimum', () => {
    const areas = areaFigures([...flats, { ...flats[0]!, id: 99, sale_status: 1 }], (l) => (l.id <= 5 ? 'a' : 'b'));
    expect(areas).toEqual([
      { key: 'a', count: 5, median: null },
      { key: 'b', count: 5, median: null },
    ]);
    expect(areaFigures(flats, () => 'all')).toEqual([{ key: 'all', count: 10, median: 1_450_000 }]);
  });
});
