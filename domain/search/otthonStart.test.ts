import { describe, expect, it } from 'vitest';
import { propertyTypes, saleStatuses } from './filterOptionLists';
import { annuityMonthlyPayment, isOtthonStartEligible, type OtthonStartInput, otthonStartLoan, otthonStartPaymentExample, otthonStartRateText } from './otthonStart';
import { formatPercent } from '../helpers/numberFormat';

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

// Hand-computed with bc at 30 digits: r = 0.03 / 12 = 0.0025, n = 300, f = 1.0025^300 = 2.1150…,
// payment = P · r · f / (f − 1).
describe('annuityMonthlyPayment', () => {
  it('matches hand-computed annuities at 3% over 25 years', () => {
    expect(annuityMonthlyPayment(10_000_000, 0.03, 25)).toBeCloseTo(47_421.131_385_767, 6);
    expect(annuityMonthlyPayment(50_000_000, 0.03, 25)).toBeCloseTo(237_105.656_928_837, 6);
    expect(annuityMonthlyPayment(36_000_000, 0.03, 25)).toBeCloseTo(170_716.072_988_762, 6);
  });

  it('pays back exactly the principal over the term when there is no interest', () => {
    expect(annuityMonthlyPayment(12_000_000, 0, 25)).toBe(40_000);
  });

  it('repays the loan: the balance after the last payment is zero', () => {
    const principal = 44_910_000;
    const payment = annuityMonthlyPayment(principal, 0.03, 25);
    let balance = principal;
    for (let month = 0; month < 300; month++) balance = balance * 1.0025 - payment;
    expect(Math.abs(balance)).toBeLessThan(1e-4);
  });
});

describe('otthonStartPaymentExample', () => {
  it('lends 90% of the price below 55.6 M Ft: 49.9 M Ft → 44.91 M Ft, 212 968 Ft a month', () => {
    expect(otthonStartPaymentExample(49_900_000)).toEqual({ loanAmount: 44_910_000, annualRate: 0.03, termYears: 25, monthlyPayment: 212_968 });
  });

  it('lends at most 50 M Ft however high the price: 237 106 Ft a month', () => {
    expect(otthonStartPaymentExample(59_900_000)).toMatchObject({ loanAmount: 50_000_000, monthlyPayment: 237_106 });
    expect(otthonStartPaymentExample(100_000_000)).toMatchObject({ loanAmount: 50_000_000, monthlyPayment: 237_106 });
  });

  it('rounds the loan down to whole forints', () => {
    expect(otthonStartPaymentExample(33_333_333).loanAmount).toBe(29_999_999);
  });
});

describe('otthonStartRateText', () => {
  it('writes the loan rule’s fixed rate as Hungarian text reads it, for the badge, the filter and the example', () => {
    expect(otthonStartRateText).toBe('3%');
    expect(formatPercent(otthonStartLoan.maxShareOfPrice)).toBe('90%');
  });
});
