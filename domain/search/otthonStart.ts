/**
 * @module Otthon Start eligibility: whether a listing may be bought with the 3% fixed-rate
 * Otthon Start home loan. Stored per listing (properties.otthon_start) so the search filter
 * can use an index.
 *
 * Legal source: 227/2025. (VII. 31.) Korm. rendelet, the government decree introducing the
 * Otthon Start programme (loans from 1 September 2025). The purchase price may be at most
 * 100 million Ft for a flat and 150 million Ft for a family house, and at most 1.5 million Ft
 * per square metre. The decree's other conditions concern the buyer (first home, residence,
 * insurance record), not the listing, so they are not checked here.
 *
 * The loan itself (for the example payment on a listing's page): a fixed 3% annual rate for the
 * whole term, at most 50 million Ft and at least 10% own funds (so at most 90% of the price),
 * for up to 25 years.
 */
import { propertyTypes, saleStatuses } from './listingKinds';
import { formatPercent } from '../helpers/numberFormat';

const otthonStartLimits = {
  flatMaxPrice: 100_000_000,
  houseMaxPrice: 150_000_000,
  maxPricePerSquareMetre: 1_500_000,
} as const;

/** The listing fields the rule reads: price in forints, size in square metres. */
export interface OtthonStartInput {
  sale_status: number;
  property_type: number;
  price: number;
  default_size: number | null;
}

/**
 * True when a listing is for sale, is a flat (at most 100 M Ft) or a house (at most 150 M Ft),
 * and costs at most 1.5 M Ft per square metre. Limits are inclusive ("at most").
 * @example isOtthonStartEligible({ sale_status: 0, property_type: 1, price: 59_900_000, default_size: 54 }) // true
 */
export function isOtthonStartEligible(listing: OtthonStartInput): boolean {
  if (listing.sale_status !== saleStatuses.forSale) return false;
  const maxPrice =
    listing.property_type === propertyTypes.flat
      ? otthonStartLimits.flatMaxPrice
      : listing.property_type === propertyTypes.house
        ? otthonStartLimits.houseMaxPrice
        : null;
  if (maxPrice === null || listing.price > maxPrice) return false;
  // Without a floor area the price per square metre is unknown, so the loan cannot be granted.
  if (listing.default_size === null || listing.default_size <= 0) return false;
  // Multiplying avoids rounding a fractional price per square metre.
  return listing.price <= otthonStartLimits.maxPricePerSquareMetre * listing.default_size;
}

/** The Otthon Start loan's terms that the example payment assumes. */
export const otthonStartLoan = {
  /** Fixed for the whole term. */
  annualRate: 0.03,
  termYears: 25,
  maxAmount: 50_000_000,
  /** At least 10% of the price is the buyer's own. */
  maxShareOfPrice: 0.9,
} as const;

/** The loan's fixed rate as the site writes it ("3%"). */
export const otthonStartRateText = formatPercent(otthonStartLoan.annualRate);

/**
 * The monthly payment of an annuity loan (equal monthly payments, interest compounded monthly):
 * P·r / (1 − (1 + r)^−n) with the monthly rate r and n payments; without interest P / n.
 * @example annuityMonthlyPayment(10_000_000, 0.03, 25) // 47421.13…
 */
export function annuityMonthlyPayment(principal: number, annualRate: number, years: number): number {
  const payments = years * 12;
  const monthlyRate = annualRate / 12;
  if (monthlyRate === 0) return principal / payments;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -payments);
}

interface OtthonStartPaymentExample {
  /** Forints: the smaller of 50 M Ft and 90% of the price (whole forints, rounded down). */
  loanAmount: number;
  annualRate: number;
  termYears: number;
  /** Forints a month, rounded to whole forints. */
  monthlyPayment: number;
}

/**
 * What buying at `price` with the largest Otthon Start loan would cost a month over the full term.
 * @example otthonStartPaymentExample(59_900_000) // { loanAmount: 50_000_000, annualRate: 0.03, termYears: 25, monthlyPayment: 237_106 }
 */
export function otthonStartPaymentExample(price: number): OtthonStartPaymentExample {
  const { annualRate, termYears, maxAmount, maxShareOfPrice } = otthonStartLoan;
  const loanAmount = Math.min(maxAmount, Math.floor(price * maxShareOfPrice));
  return { loanAmount, annualRate, termYears, monthlyPayment: Math.round(annuityMonthlyPayment(loanAmount, annualRate, termYears)) };
}
