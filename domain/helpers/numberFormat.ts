/**
 * @module Numbers as the site writes them: hu-HU's decimal comma and its no-break space between digit
 * groups, grouped from four digits up ("2 107"). hu-HU's own default leaves four-digit numbers
 * ungrouped ("2107", CLDR's minimum grouping digits of 2), so beside "12 500" a "2107" reads as a
 * different kind of number; every figure on the site is formatted here, one way.
 */

/**
 * A hu-HU number format that groups every number of four digits or more.
 * @example hungarianNumberFormat({ maximumFractionDigits: 2 }).format(2107.5) // '2 107,5' (no-break space)
 */
export function hungarianNumberFormat(options: Omit<Intl.NumberFormatOptions, 'useGrouping'> = {}): Intl.NumberFormat {
  return new Intl.NumberFormat('hu-HU', { ...options, useGrouping: 'always' });
}

const wholeNumbers = hungarianNumberFormat({ maximumFractionDigits: 0 });

/**
 * A count or a whole amount as visitors read it.
 * @example formatNumber(2107) // '2 107' (no-break space)
 * @example formatNumber(383) // '383'
 */
export function formatNumber(value: number): string {
  return wholeNumbers.format(value);
}

const percentFormat = hungarianNumberFormat({ style: 'percent', maximumFractionDigits: 1 });

/**
 * A share as a percentage, rounded to one decimal the one way the site rounds every percentage, so a
 * figure reads the same in the price badge, the history table and the loan terms.
 * @example formatPercent(0.0449) // '4,5%'
 * @example formatPercent(0.03) // '3%'
 */
export function formatPercent(share: number): string {
  return percentFormat.format(share);
}

/**
 * The change from one amount to another as a signed percentage, with a real minus sign.
 * @example formatPercentChange(50_000_000, 45_350_000) // '−9,3%'
 * @example formatPercentChange(100, 104) // '+4%'
 */
export function formatPercentChange(from: number, to: number): string {
  return `${to < from ? '−' : '+'}${formatPercent(Math.abs(to - from) / from)}`;
}
