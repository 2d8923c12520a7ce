import { describe, expect, it } from 'vitest';
import { saleStatuses } from './listingKinds';
import { keepsPriceMeaning, monthlyPriceScale, priceScaleOf, salePriceScale, saleStatusFlagApplies } from './priceScale';

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

describe('saleStatusFlagApplies', () => {
  it('offers Otthon Start only when buying (no status is buying), never for rent or lease', () => {
    expect(saleStatusFlagApplies('otthon_start_hitel_filter', saleStatuses.forSale)).toBe(true);
    expect(saleStatusFlagApplies('otthon_start_hitel_filter', undefined)).toBe(true);
    expect(saleStatusFlagApplies('otthon_start_hitel_filter', saleStatuses.forRent)).toBe(false);
    expect(saleStatusFlagApplies('otthon_start_hitel_filter', saleStatuses.lease)).toBe(false);
  });

  it('offers "Kisállat hozható" only for rent and lease', () => {
    expect(saleStatusFlagApplies('pets_allowed', saleStatuses.forRent)).toBe(true);
    expect(saleStatusFlagApplies('pets_allowed', saleStatuses.lease)).toBe(true);
    expect(saleStatusFlagApplies('pets_allowed', saleStatuses.forSale)).toBe(false);
  });
});
