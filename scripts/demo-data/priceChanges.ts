/**
 * @module The price changes of a generated listing. About a third of the listings that have been on
 * the market for a month or more had their asking price changed once or a few times: mostly cut by
 * 3–10 %, now and then raised by 2–6 %, the changes spread over the listing's time on the market.
 * The listing's own price is its current one, so the history is drawn backwards from it.
 *
 * Each listing draws from a stream of its own (seeded by the run's seed and its id), not the
 * listings' stream: a listing's other fields stay as they were, and the first N listings of a
 * bigger run still equal a run of size N.
 */
import { createRng, hashSeed } from '../../domain/helpers/seededRandom';
import { referenceDate } from './options';
import type { PriceChangeRow, PropertyRow } from './rows';
import { formatTimestamp } from './sql';

const dayMs = 86_400_000;
/** A listing this new has had no time to change its price. */
const minDaysOnMarket = 30;
/** Share of the older listings whose price changed. */
const changedShare = 0.34;
/** Share of the changes that were cuts. */
const cutShare = 0.85;

/** A changed price is rounded to its third digit, as agents write them: 47 300 000, 285 000, 13 400 Ft. */
const roundPrice = (price: number) => {
  const step = Math.max(100, 10 ** (Math.floor(Math.log10(price)) - 2));
  return Math.max(step, Math.round(price / step) * step);
};

const parseTimestamp = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

/**
 * The listing's price changes, oldest first, ending at its current price (none for most listings).
 * @example priceChangesOf(1, listing).at(-1)?.new_price === listing.price // when there are any
 */
export function priceChangesOf(seed: number, property: PropertyRow): PriceChangeRow[] {
  const rng = createRng(hashSeed(`price-changes:${seed}:${property.id}`));
  const createdAt = parseTimestamp(property.created_at);
  const days = Math.floor((referenceDate - createdAt) / dayMs);
  if (days < minDaysOnMarket || !rng.chance(changedShare)) return [];
  const count = rng.next() < 0.7 ? 1 : rng.next() < 0.83 ? 2 : 3;
  // Change days spread over the time on the market, at least a week after listing, in order.
  const dayOffsets = Array.from({ length: count }, () => rng.int(7, days - 1)).sort((a, b) => a - b);
  const changes: PriceChangeRow[] = [];
  let newPrice = property.price;
  for (let i = count - 1; i >= 0; i--) {
    const cut = rng.chance(cutShare);
    const share = cut ? 0.03 + rng.next() * 0.07 : 0.02 + rng.next() * 0.04;
    const oldPrice = roundPrice(cut ? newPrice / (1 - share) : newPrice / (1 + share));
    if (oldPrice === newPrice) continue;
    // Distinct seconds keep (property_id, changed_at) unique when two changes fall on one day.
    const at = createdAt + (dayOffsets[i] ?? 7) * dayMs + rng.int(8 * 3600, 18 * 3600) * 1000 + i;
    changes.unshift({ property_id: property.id, changed_at: formatTimestamp(at), old_price: oldPrice, new_price: newPrice });
    newPrice = oldPrice;
  }
  return changes;
}
