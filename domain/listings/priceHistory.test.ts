import { describe, expect, it } from 'vitest';
import { daysOnMarket, daysOnMarketLabel, latestReduction, priceSteps, reductionFigures, startOfDay } from './priceHistory';

describe('priceHistory', () => {
  const cut = { changed_at: '2026-09-01T10:00:00Z', old_price: 50_000_000, new_price: 46_000_000 };
  const rise = { changed_at: '2026-10-01T10:00:00Z', old_price: 46_000_000, new_price: 48_000_000 };

  it('shows a badge only when the latest change lowered the price', () => {
    expect(latestReduction([cut])).toEqual({ previous_price: 50_000_000, reduced_at: '2026-09-01T10:00:00Z' });
    expect(latestReduction([rise, cut])).toBeNull();
    expect(latestReduction([{ ...rise, changed_at: '2026-08-01T10:00:00Z' }, cut])).toEqual({ previous_price: 50_000_000, reduced_at: cut.changed_at });
    expect(latestReduction([])).toBeNull();
  });

  it('gives the reduction as an amount and its share of the previous price, unrounded (formatPercent rounds it)', () => {
    expect(reductionFigures({ previous_price: 50_000_000, reduced_at: cut.changed_at }, 46_000_000)).toEqual({ amount: 4_000_000, share: 0.08 });
    expect(reductionFigures({ previous_price: 300_000, reduced_at: cut.changed_at }, 290_000)).toEqual({ amount: 10_000, share: 10_000 / 300_000 });
  });

  it('gives no reduction figures without a reduction or when the price is not below the previous one', () => {
    expect(reductionFigures(null, 46_000_000)).toBeNull();
    expect(reductionFigures({ previous_price: 46_000_000, reduced_at: cut.changed_at }, 46_000_000)).toBeNull();
  });

  it('counts calendar days on the market from the listing day, the same all day, never below zero', () => {
    expect(daysOnMarket('2026-10-14T09:00:00Z', new Date('2026-11-25T00:00:00Z'))).toBe(42);
    expect(daysOnMarket('2026-10-14T09:00:00Z', new Date('2026-11-25T23:59:59Z'))).toBe(42);
    expect(daysOnMarket('2026-11-25T09:00:00Z', new Date('2026-11-25T10:00:00Z'))).toBe(0);
    expect(startOfDay(new Date('2026-11-25T08:30:00Z')).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(daysOnMarket('2026-11-26T09:00:00Z', new Date('2026-11-25T10:00:00Z'))).toBe(0);
  });

  it('writes the days on the market in Hungarian', () => {
    expect(daysOnMarketLabel(42)).toBe('42 napja a kínálatban');
    expect(daysOnMarketLabel(0)).toBe('Ma került a kínálatba');
  });

  it('steps from the first price on the listing day through each change in date order', () => {
    expect(priceSteps('2026-08-01T00:00:00Z', 48_000_000, [rise, cut])).toEqual([
      { from: '2026-08-01T00:00:00Z', price: 50_000_000 },
      { from: cut.changed_at, price: 46_000_000 },
      { from: rise.changed_at, price: 48_000_000 },
    ]);
    expect(priceSteps('2026-08-01T00:00:00Z', 48_000_000, [])).toEqual([{ from: '2026-08-01T00:00:00Z', price: 48_000_000 }]);
  });
});
