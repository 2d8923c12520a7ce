/**
 * @module The unit the search's price is typed in: millions of forints for listings for sale
 * (SPEC section 9, fractions allowed), whole forints a month for rent and lease, as their listings
 * show them ("180 000 Ft/hó"). The page's URL, the form, the chips and the quick search read the
 * unit from the chosen sale status here; the search API always takes whole forints.
 */
import { saleStatuses } from './listingKinds';

export interface PriceScale {
  /** What the label and the chip say after the number. */
  unit: string;
  /** Typed value times this is forints. */
  multiplier: number;
  /** A decimal comma is allowed ("49,9" millions); monthly fees are whole forints. */
  fractions: boolean;
}

export const salePriceScale: PriceScale = { unit: 'M Ft', multiplier: 1_000_000, fractions: true };
export const monthlyPriceScale: PriceScale = { unit: 'Ft/hó', multiplier: 1, fractions: false };

/**
 * The price unit of a search by its sale status: monthly for rent and lease, millions otherwise
 * (no status is the default, for sale; a search by id with no status keeps millions too).
 * @example priceScaleOf(1).unit // 'Ft/hó'
 * @example priceScaleOf(undefined).unit // 'M Ft'
 */
export function priceScaleOf(saleStatus: number | undefined): PriceScale {
  return saleStatus === undefined || saleStatus === saleStatuses.forSale ? salePriceScale : monthlyPriceScale;
}

/**
 * True when a price typed under one sale status still means the same under the other, so
 * switching between them keeps it (rent and lease); false when the unit changes (sale and rent),
 * where the form clears the price rather than keep a number that now means something else.
 * @example keepsPriceMeaning(0, 1) // false
 * @example keepsPriceMeaning(1, 2) // true
 */
export function keepsPriceMeaning(from: number | undefined, to: number | undefined): boolean {
  return priceScaleOf(from) === priceScaleOf(to);
}

/** The two checkboxes that belong to one side of the market only. */
type SaleStatusFlag = 'pets_allowed' | 'otthon_start_hitel_filter';

/**
 * True when a checkbox of the filter means something under the sale status: pets are a rental's term
 * (for rent and lease), the Otthon Start loan buys a home (for sale only). The form hides a flag that
 * does not apply, and a change of sale status clears it.
 * @example saleStatusFlagApplies('otthon_start_hitel_filter', 1) // false
 * @example saleStatusFlagApplies('pets_allowed', 2) // true
 */
export function saleStatusFlagApplies(flag: SaleStatusFlag, saleStatus: number | undefined): boolean {
  const monthly = priceScaleOf(saleStatus) === monthlyPriceScale;
  return flag === 'pets_allowed' ? monthly : !monthly;
}
