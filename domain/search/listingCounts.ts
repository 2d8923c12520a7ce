/**
 * @module What a count of listings counts, in words: "2 566 eladó ingatlan" where a search looks for
 * one sale status, "383 ingatlan: 289 eladó, 94 kiadó" where a list holds every status (an office's
 * or an agent's), so the home page, the search and an office's page agree and say so.
 */
import { defaultSaleStatus, saleStatus } from './listingKinds';
import { formatNumber } from '../helpers/numberFormat';

/** A sale status as an adjective before "ingatlan": eladó, kiadó, lízingelhető. */
export function saleStatusAdjective(value: number): string | null {
  return Object.values(saleStatus).find((s) => s.value === value)?.label.toLocaleLowerCase('hu') ?? null;
}

/**
 * The sale status a search looks for: the one asked, else for sale, except that a search by id finds
 * the listing whatever its status (undefined: every status).
 */
export function searchedSaleStatus(filter: { sale_status: number | undefined; id: number | undefined }): number | undefined {
  return filter.sale_status ?? (filter.id === undefined ? defaultSaleStatus : undefined);
}

/**
 * A count of listings of one sale status, or of all when none is given.
 * @example countedListings(2566, 0) // '2 566 eladó ingatlan'
 * @example countedListings(383) // '383 ingatlan'
 */
export function countedListings(count: number, status?: number): string {
  const adjective = status === undefined ? null : saleStatusAdjective(status);
  return `${formatNumber(count)} ${adjective ? `${adjective} ` : ''}ingatlan`;
}

/**
 * A list of every sale status counted by status, the statuses it has in their order: "289 eladó, 94 kiadó".
 * @example saleStatusBreakdown([{ value: 0, count: 289 }, { value: 1, count: 94 }]) // '289 eladó, 94 kiadó'
 */
export function saleStatusBreakdown(counts: readonly { value: number; count: number }[]): string {
  return [...counts]
    .filter((c) => c.count > 0)
    .sort((a, b) => a.value - b.value)
    .map((c) => `${formatNumber(c.count)} ${saleStatusAdjective(c.value) ?? ''}`.trim())
    .join(', ');
}

/**
 * The total of a list that holds every sale status, with what it is made of; a list of one status
 * names it alone.
 * @example totalWithBreakdown([{ value: 0, count: 289 }, { value: 1, count: 94 }]) // '383: 289 eladó, 94 kiadó'
 * @example totalWithBreakdown([{ value: 0, count: 12 }]) // '12 eladó'
 */
export function totalWithBreakdown(counts: readonly { value: number; count: number }[]): string {
  const present = counts.filter((c) => c.count > 0);
  const total = present.reduce((sum, c) => sum + c.count, 0);
  return present.length > 1 ? `${formatNumber(total)}: ${saleStatusBreakdown(present)}` : saleStatusBreakdown(present) || '0';
}
