import { describe, expect, it } from 'vitest';
import { saleStatuses } from './listingKinds';
import { keepsPriceMeaning, monthlyPriceScale, priceScaleOf, salePriceScale } from './priceScale';

describe('priceScale', () => {
  it('types a sale price in millions with fractions, and no sale status is a sale', () => {
    expect(priceScaleOf(saleStatuses.forSale)).toEqual({ unit: 'M Ft', multiplier: 1_000_000, fractions: true });
    expect(priceScaleOf(undefined)).toBe(salePriceScale);
  });

  it('types a rent and a lease in whole forints a month', () => {
    expect(priceScaleOf(saleStatuses.forRent)).toEqual({ unit: 'Ft/hó', multiplier: 1, fractions: false });
    expect(priceScaleOf(saleStatuses.lease)).toBe(monthlyPriceScale);
  });

  it('keeps a price only between statuses whose price means the same: rent and lease, not sale and rent', () => {
    expect(keepsPriceMeaning(saleStatuses.forSale, saleStatuses.forRent)).toBe(false);
    expect(keepsPriceMeaning(saleStatuses.forRent, saleStatuses.forSale)).toBe(false);
    expect(keepsPriceMeaning(undefined, saleStatuses.lease)).toBe(false);
    expect(keepsPriceMeaning(saleStatuses.forRent, saleStatuses.lease)).toBe(true);
    expect(keepsPriceMeaning(undefined, saleStatuses.forSale)).toBe(true);
  });
});
