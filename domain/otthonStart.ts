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
 */
import { propertyTypes, saleStatuses } from './dropdownOptions';

export const otthonStartLimits = {
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
