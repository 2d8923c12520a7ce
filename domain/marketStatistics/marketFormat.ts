/**
 * @module Price statistics as visitors read them: a sale price per m² in millions ("1,23 M Ft/m²"),
 * a rent per m² by the month ("4 350 Ft/m²/hó"), and a month of the trend ("2026. márc.").
 */
import { saleStatuses } from '../search/listingKinds';
import { formatPrice } from '../search/searchFilter';

/**
 * @example pricePerM2Text(1_234_567, 0) // '1,23 M Ft/m²'
 * @example pricePerM2Text(4_350, 1) // '4 350 Ft/m²/hó' (no-break space)
 */
export function pricePerM2Text(value: number, saleStatus: number): string {
  return `${formatPrice(value)}/m²${saleStatus === saleStatuses.forSale ? '' : '/hó'}`;
}

/** The unit a group's axis and table name ("M Ft/m²" or "Ft/m²/hó"). */
export function pricePerM2Unit(saleStatus: number): string {
  return saleStatus === saleStatuses.forSale ? 'Ft/m²' : 'Ft/m²/hó';
}

const monthFormat = new Intl.DateTimeFormat('hu-HU', { year: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A "YYYY-MM" month in Hungarian.
 * @example monthText('2026-03') // '2026. márc.'
 */
export function monthText(month: string): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
