import { describe, expect, it } from 'vitest';
import { listingPriceLabel, pinPriceLabel, pricePerSquareMetreLabel } from './listingPrice';

const nbsp = '\u00a0';

describe('listingPriceLabel', () => {
  it('shows a sale price in millions with a decimal comma', () => {
    expect(listingPriceLabel({ price: 49_900_000, sale_status: { value: 0 } })).toBe('49,9 M Ft');
    expect(listingPriceLabel({ price: 125_000_000, sale_status: { value: 0 } })).toBe('125 M Ft');
  });

  it('shows a rent or a lease as a monthly fee in whole forints', () => {
    expect(listingPriceLabel({ price: 180_000, sale_status: { value: 1 } })).toBe(`180${nbsp}000 Ft/hó`);
    expect(listingPriceLabel({ price: 1_250_000, sale_status: { value: 2 } })).toBe('1,25 M Ft/hó');
  });
});

describe('pricePerSquareMetreLabel', () => {
  it('gives the price of a square metre, monthly for a rent, and nothing without an area', () => {
    expect(pricePerSquareMetreLabel({ price_per_m2: 923_077, sale_status: { value: 0 } })).toBe(`923${nbsp}077 Ft/m²`);
    expect(pricePerSquareMetreLabel({ price_per_m2: 1_850_000, sale_status: { value: 0 } })).toBe('1,85 M Ft/m²');
    expect(pricePerSquareMetreLabel({ price_per_m2: 2_107, sale_status: { value: 1 } })).toBe(`2${nbsp}107 Ft/m²/hó`);
    expect(pricePerSquareMetreLabel({ price_per_m2: null, sale_status: { value: 0 } })).toBeNull();
  });
});

describe('pinPriceLabel', () => {
  it('shows a sale in millions with one decimal at most, without the currency', () => {
    expect(pinPriceLabel(45_900_000, 0)).toBe('45,9 M');
    expect(pinPriceLabel(45_940_000, 0)).toBe('45,9 M');
    expect(pinPriceLabel(125_000_000, 0)).toBe('125 M');
    expect(pinPriceLabel(1_250_000_000, 0)).toBe(`1${nbsp}250 M`);
    expect(pinPriceLabel(800_000, 0)).toBe('0,8 M');
  });

  it('shows a rent or a lease in thousands a month', () => {
    expect(pinPriceLabel(250_000, 1)).toBe('250 e Ft/hó');
    expect(pinPriceLabel(185_600, 2)).toBe('186 e Ft/hó');
    expect(pinPriceLabel(1_200_000, 1)).toBe(`1${nbsp}200 e Ft/hó`);
  });
});
