/**
 * @module A listing's price history as its page and card show it: the latest reduction (the badge
 * "Árcsökkenés" with its amount and share, only when the latest change lowered the price), the days
 * on the market, and the steps of the price from the day it was listed to today.
 */

/** One change of the asking price, as the CMS answer gives it (ISO 8601 UTC date). */
interface PriceChange {
  changed_at: string;
  old_price: number;
  new_price: number;
}

/** The latest reduction of a listing, as its card carries it (null when the latest change was not one). */
interface PriceReduction {
  previous_price: number;
  reduced_at: string;
}

/** What the badge says: the amount taken off and its share of the previous price (0.093 is 9,3%). */
interface ReductionFigures {
  amount: number;
  share: number;
}

const dayMs = 86_400_000;

/**
 * The reduction's amount and share, or null when there is none or the "reduction" did not lower the price.
 * @example reductionFigures({ previous_price: 50_000_000, reduced_at: '2026-10-01T00:00:00Z' }, 46_000_000) // { amount: 4_000_000, share: 0.08 }
 */
export function reductionFigures(reduction: PriceReduction | null, currentPrice: number): ReductionFigures | null {
  if (reduction === null || reduction.previous_price <= currentPrice) return null;
  const amount = reduction.previous_price - currentPrice;
  return { amount, share: amount / reduction.previous_price };
}

/**
 * The latest change when it was a reduction, else null: an increase after a reduction ends the badge.
 * @example latestReduction([{ changed_at: 'a', old_price: 10, new_price: 9 }]) // { previous_price: 10, reduced_at: 'a' }
 */
export function latestReduction(history: readonly PriceChange[]): PriceReduction | null {
  const latest = history.reduce<PriceChange | null>((last, change) => (last === null || change.changed_at > last.changed_at ? change : last), null);
  return latest !== null && latest.new_price < latest.old_price ? { previous_price: latest.old_price, reduced_at: latest.changed_at } : null;
}

/**
 * Calendar days (UTC) since the listing day (0 on that day), never negative: the same all day, so a
 * page rendered in the morning and hydrated in the afternoon say the same.
 * @example daysOnMarket('2026-10-14T09:00:00Z', new Date('2026-11-25T08:00:00Z')) // 42
 */
export function daysOnMarket(createdAt: string, now: Date): number {
  return Math.max(0, Math.floor(now.getTime() / dayMs) - Math.floor(Date.parse(createdAt) / dayMs));
}

/**
 * The start of `now`'s day (UTC): charts drawn up to "today" come out the same on the server and in the browser.
 * @example startOfDay(new Date('2026-11-25T08:30:00Z')).toISOString() // '2026-11-25T00:00:00.000Z'
 */
export function startOfDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / dayMs) * dayMs);
}

/**
 * "42 napja a kínálatban"; on its first day "Ma került a kínálatba".
 * @example daysOnMarketLabel(42) // '42 napja a kínálatban'
 */
export function daysOnMarketLabel(days: number): string {
  return days === 0 ? 'Ma került a kínálatba' : `${days} napja a kínálatban`;
}

/** A price that held from `from` (ISO date) until the next step. */
interface PriceStep {
  from: string;
  price: number;
}

/**
 * The price's steps from the listing's first day: the first price (the oldest change's old price,
 * or the current price when it never changed), then each change in date order. Changes dated
 * before the listing (a data error) are drawn from the listing day.
 * @example priceSteps('2026-01-01T00:00:00Z', 9, [{ changed_at: '2026-02-01T00:00:00Z', old_price: 10, new_price: 9 }]) // [{ from: '2026-01-01T00:00:00Z', price: 10 }, { from: '2026-02-01T00:00:00Z', price: 9 }]
 */
export function priceSteps(createdAt: string, currentPrice: number, history: readonly PriceChange[]): PriceStep[] {
  const changes = [...history].sort((a, b) => (a.changed_at < b.changed_at ? -1 : a.changed_at > b.changed_at ? 1 : 0));
  const [first] = changes;
  const steps: PriceStep[] = [{ from: createdAt, price: first ? first.old_price : currentPrice }];
  for (const change of changes) steps.push({ from: change.changed_at < createdAt ? createdAt : change.changed_at, price: change.new_price });
  return steps;
}
