/**
 * @module Price statistics as visitors read them, one way each: a sale price per m² in thousands of
 * forints ("1 150 ezer Ft/m²", "910 ezer Ft/m²"), a rent per m² in forints by the month
 * ("4 350 Ft/m²/hó"), and a month of the trend ("2026. márc."). Headlines, tables, chart axes, tiles
 * and legends all write the figure with pricePerM2Figure, so a tile never reads "1,15 M" beside "910 337".
 */
import { hungarianNumberFormat } from '../helpers/numberFormat';
import { saleStatuses } from '../search/listingKinds';

const thousands = hungarianNumberFormat({ maximumFractionDigits: 0 });
const fewThousands = hungarianNumberFormat({ maximumFractionDigits: 1 });
const forints = hungarianNumberFormat({ maximumFractionDigits: 0 });

/**
 * The number of a price per m² without its unit (pricePerM2Unit names it): thousands of forints for a
 * sale (one decimal below 10 thousand, so a cheap plot's 2 500 Ft/m² is not rounded to 3), whole
 * forints for a rent.
 * @example pricePerM2Figure(1_154_321, 0) // '1 154' (no-break space)
 * @example pricePerM2Figure(910_337, 0) // '910'
 * @example pricePerM2Figure(4_350, 1) // '4 350'
 */
export function pricePerM2Figure(value: number, saleStatus: number): string {
  if (saleStatus !== saleStatuses.forSale) return forints.format(value);
  const inThousands = value / 1000;
  return Math.abs(inThousands) < 10 ? fewThousands.format(inThousands) : thousands.format(inThousands);
}

/** The unit of a group's figures: "ezer Ft/m²" for a sale, "Ft/m²/hó" for a rent. */
export function pricePerM2Unit(saleStatus: number): string {
  return saleStatus === saleStatuses.forSale ? 'ezer Ft/m²' : 'Ft/m²/hó';
}

/** The unit of a price per m² counted in forints, as it is stored and given in structured data: "Ft/m²" or "Ft/m²/hó". */
export function pricePerM2ForintUnit(saleStatus: number): string {
  return saleStatus === saleStatuses.forSale ? 'Ft/m²' : 'Ft/m²/hó';
}

/**
 * A price per m² with its unit.
 * @example pricePerM2Text(1_234_567, 0) // '1 235 ezer Ft/m²' (no-break space in the number)
 * @example pricePerM2Text(4_350, 1) // '4 350 Ft/m²/hó'
 */
export function pricePerM2Text(value: number, saleStatus: number): string {
  return `${pricePerM2Figure(value, saleStatus)} ${pricePerM2Unit(saleStatus)}`;
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
