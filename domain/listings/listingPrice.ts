/**
 * @module A listing's price as its page shows it: a sale price in millions ("49,9 M Ft"), a rent or
 * lease as a monthly fee ("180 000 Ft/hó"), and the price of a square metre beside it.
 */
import { saleStatuses } from '../search/listingKinds';
import { formatPrice } from '../search/searchFilter';
import { hungarianNumberFormat } from '../helpers/numberFormat';

interface Priced {
  price: number;
  sale_status: { value: number };
}

/** True when the price is a monthly fee (a rent or a lease). */
export function isMonthlyFee(listing: Pick<Priced, 'sale_status'>): boolean {
  return listing.sale_status.value !== saleStatuses.forSale;
}

/**
 * @example listingPriceLabel({ price: 49_900_000, sale_status: { value: 0 } }) // '49,9 M Ft'
 * @example listingPriceLabel({ price: 180_000, sale_status: { value: 1 } }) // '180 000 Ft/hó'
 */
export function listingPriceLabel(listing: Priced): string {
  return `${formatPrice(listing.price)}${isMonthlyFee(listing) ? '/hó' : ''}`;
}

/**
 * The price of a square metre (of the plot for a plot), or null when the listing has no area.
 * @example pricePerSquareMetreLabel({ price_per_m2: 923_077, sale_status: { value: 0 } }) // '923 077 Ft/m²'
 */
export function pricePerSquareMetreLabel(listing: Pick<Priced, 'sale_status'> & { price_per_m2: number | null }): string | null {
  if (listing.price_per_m2 === null) return null;
  return `${formatPrice(listing.price_per_m2)}/m²${isMonthlyFee(listing) ? '/hó' : ''}`;
}

const pinMillions = hungarianNumberFormat({ maximumFractionDigits: 1 });
const pinThousands = hungarianNumberFormat({ maximumFractionDigits: 0 });

/**
 * A map pin's short price: a sale in millions with one decimal at most, a monthly fee (rent, lease) in thousands.
 * @example pinPriceLabel(45_900_000, 0) // '45,9 M'
 * @example pinPriceLabel(250_000, 1) // '250 e Ft/hó'
 */
export function pinPriceLabel(price: number, saleStatus: number): string {
  if (saleStatus !== saleStatuses.forSale) return `${pinThousands.format(price / 1_000)} e Ft/hó`;
  return `${pinMillions.format(price / 1_000_000)} M`;
}
