import { describe, expect, it } from 'vitest';
import { propertyTypes, saleStatuses } from './dropdownOptions';
import { isOtthonStartEligible, type OtthonStartInput } from './otthonStart';

const flat = (price: number, default_size: number | null = 80): OtthonStartInput => ({
  sale_status: saleStatuses.forSale,
  property_type: propertyTypes.flat,
  price,
  default_size,
});
const house = (price: number, default_size: number | null = 140): OtthonStartInput => ({ ...flat(price, default_size), property_type: propertyTypes.house });

describe('isOtthonStartEligible', () => {
  it('accepts a flat for sale up to 100 million Ft, the limit included', () => {
    expect(isOtthonStartEligible(flat(59_900_000))).toBe(true);
    expect(isOtthonStartEligible(flat(100_000_000, 70))).toBe(true);
    expect(isOtthonStartEligible(flat(100_000_001, 70))).toBe(false);
  });

  it('accepts a house for sale up to 150 million Ft, the limit included', () => {
    expect(isOtthonStartEligible(house(150_000_000, 100))).toBe(true);
    expect(isOtthonStartEligible(house(150_000_001, 120))).toBe(false);
    expect(isOtthonStartEligible(flat(120_000_000, 100))).toBe(false);
  });

  it('refuses more than 1.5 million Ft per square metre, the limit included', () => {
    expect(isOtthonStartEligible(flat(60_000_000, 40))).toBe(true);
    expect(isOtthonStartEligible(flat(60_000_001, 40))).toBe(false);
    expect(isOtthonStartEligible(house(99_000_000, 65))).toBe(false);
  });

  it('refuses listings that are not for sale', () => {
    expect(isOtthonStartEligible({ ...flat(250_000), sale_status: saleStatuses.forRent })).toBe(false);
    expect(isOtthonStartEligible({ ...flat(50_000_000), sale_status: saleStatuses.lease })).toBe(false);
  });

  it('refuses other property types, however cheap', () => {
    for (const type of [propertyTypes.plot, propertyTypes.holidayHome, propertyTypes.garage, propertyTypes.office, propertyTypes.shop]) {
      expect(isOtthonStartEligible({ ...flat(10_000_000, 50), property_type: type })).toBe(false);
    }
  });

  it('refuses a listing without a floor area, as its price per square metre is unknown', () => {
    expect(isOtthonStartEligible(flat(30_000_000, null))).toBe(false);
    expect(isOtthonStartEligible(flat(30_000_000, 0))).toBe(false);
  });
});
