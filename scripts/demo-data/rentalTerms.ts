/**
 * @module A rental's terms (migrations/0008_rental_facts.sql) as Hungarian listings state them:
 * a deposit of two or three months for a home (sometimes a round sum), three for business premises;
 * utilities and a condominium's common charge by floor area; pets allowed in most houses and some
 * flats; a move-in at once or from the first or the fifteenth of a coming month. Every rental states
 * every term that applies to it (a house has no common charge, a garage no pets); listings for sale
 * state none. Drawn from a stream of their own per listing, so the other draws stay as they were.
 */
import { propertyTypes, saleStatuses } from '../../domain/search/listingKinds';
import { referenceDate } from './options';
import { createRng, type Rng, weightedPicker } from './random';

/** The columns the terms take in a properties row; all null for a listing for sale. */
export interface RentalTermColumns {
  deposit_months: number | null;
  deposit_amount: number | null;
  utilities_monthly: number | null;
  common_charge_monthly: number | null;
  pets_allowed: 0 | 1 | null;
  move_in: string | null;
}

export const noRentalTerms: RentalTermColumns = {
  deposit_months: null,
  deposit_amount: null,
  utilities_monthly: null,
  common_charge_monthly: null,
  pets_allowed: null,
  move_in: null,
};

interface Rental {
  id: number;
  saleStatus: number;
  type: number;
  /** The monthly fee, in forints. */
  price: number;
  size: number | null;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const between = (rng: Rng, min: number, max: number) => min + rng.next() * (max - min);

const homeDepositMonths = weightedPicker([[2, 60], [3, 25], [1, 15]]);
const businessDepositMonths = weightedPicker([[3, 70], [2, 20], [6, 10]]);
/** Pets allowed or not: a house's garden makes owners more willing. */
const petsByType: Readonly<Record<number, (rng: Rng) => 0 | 1>> = {
  [propertyTypes.flat]: weightedPicker<0 | 1>([[1, 38], [0, 62]]),
  [propertyTypes.house]: weightedPicker<0 | 1>([[1, 68], [0, 32]]),
  [propertyTypes.holidayHome]: weightedPicker<0 | 1>([[1, 55], [0, 45]]),
};
const homes: ReadonlySet<number> = new Set([propertyTypes.flat, propertyTypes.house, propertyTypes.holidayHome]);
const business: ReadonlySet<number> = new Set([propertyTypes.office, propertyTypes.shop]);

/** At once, or from the 1st or the 15th of a month one to four months after the reference date. */
function moveIn(rng: Rng, nowChance: number): string {
  if (rng.chance(nowChance)) return 'now';
  const day = new Date(referenceDate + rng.int(7, 110) * 86_400_000);
  const first = day.getUTCDate() <= 15 ? 15 : 1;
  const month = first === 1 ? day.getUTCMonth() + 1 : day.getUTCMonth();
  return new Date(Date.UTC(day.getUTCFullYear(), month, first)).toISOString().slice(0, 10);
}

/**
 * The terms of one listing; the same listing id and seed give the same terms.
 * @example rentalTerms(1, { id: 7, saleStatus: 1, type: 1, price: 250_000, size: 55 }).deposit_months // 2, say
 */
export function rentalTerms(seed: number, rental: Rental): RentalTermColumns {
  if (rental.saleStatus === saleStatuses.forSale) return noRentalTerms;
  // Its own stream per listing: the main stream's later draws are untouched.
  const rng = createRng((seed * 0x9e3779b1 + rental.id * 0x85ebca6b) >>> 0);
  const size = rental.size ?? 20;
  const isHome = homes.has(rental.type);
  const isBusiness = business.has(rental.type);
  const months = isHome ? homeDepositMonths(rng) : isBusiness ? businessDepositMonths(rng) : 1;
  // Some owners ask a round sum instead of months.
  const inForints = rng.chance(isHome ? 0.12 : isBusiness ? 0.05 : 0.3);
  // A garage's running cost is its light (and a door motor): a few thousand forints.
  const utilities =
    rental.type === propertyTypes.garage
      ? roundTo(between(rng, 1_500, 5_000), 500)
      : roundTo(size * (isBusiness ? between(rng, 600, 1_200) : rental.type === propertyTypes.flat ? between(rng, 450, 800) : between(rng, 400, 700)), 1_000);
  // Every flat is in a condominium; a house or holiday home has none; offices, shops and garages sometimes.
  const hasCommonCharge = rental.type === propertyTypes.flat || (rental.type === propertyTypes.office ? rng.chance(0.6) : rental.type === propertyTypes.garage ? rng.chance(0.4) : rental.type === propertyTypes.shop && rng.chance(0.3));
  const commonCharge = !hasCommonCharge ? null : rental.type === propertyTypes.garage ? roundTo(between(rng, 2_000, 6_000), 500) : roundTo(size * between(rng, isBusiness ? 300 : 150, isBusiness ? 700 : 400), 500);
  // Every term a renter asks about is stated; pets only for homes, where they are a question.
  return {
    deposit_months: inForints ? null : months,
    deposit_amount: inForints ? roundTo(months * rental.price, rental.price >= 100_000 ? 50_000 : 10_000) : null,
    utilities_monthly: utilities,
    common_charge_monthly: commonCharge,
    pets_allowed: petsByType[rental.type]?.(rng) ?? null,
    move_in: moveIn(rng, rental.type === propertyTypes.garage ? 0.8 : isHome ? 0.45 : 0.5),
  };
}
