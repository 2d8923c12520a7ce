import { describe, expect, it } from 'vitest';
import { propertyTypes, saleStatuses } from '../../domain/search/listingKinds';
import { generateListings } from './listings';
import { noRentalTerms, rentalTerms } from './rentalTerms';

const properties = [...generateListings({ size: 4_000, seed: 1 })].map((l) => l.property);
const rentals = properties.filter((p) => p.sale_status !== saleStatuses.forSale);
const share = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length / items.length;

describe('rentalTerms', () => {
  it('gives a listing for sale no terms at all', () => {
    const forSale = properties.filter((p) => p.sale_status === saleStatuses.forSale);
    expect(forSale.length).toBeGreaterThan(1_000);
    for (const p of forSale) {
      expect({
        deposit_months: p.deposit_months,
        deposit_amount: p.deposit_amount,
        utilities_monthly: p.utilities_monthly,
        common_charge_monthly: p.common_charge_monthly,
        pets_allowed: p.pets_allowed,
        move_in: p.move_in,
      }).toEqual(noRentalTerms);
    }
  });

  it('gives every rental a deposit, in months or as a round sum, never both', () => {
    expect(rentals.length).toBeGreaterThan(300);
    for (const p of rentals) expect((p.deposit_months === null) !== (p.deposit_amount === null), String(p.id)).toBe(true);
    const flats = rentals.filter((p) => p.property_type === propertyTypes.flat && p.deposit_months !== null);
    expect(share(flats, (p) => p.deposit_months === 2)).toBeGreaterThan(0.45);
    for (const p of rentals) if (p.deposit_amount !== null) expect(p.deposit_amount % 10_000, String(p.id)).toBe(0);
  });

  it('prices running costs by floor area as Hungarian rentals have them: a 50–70 m² flat about 25–55 000 Ft of utilities', () => {
    const flats = rentals.filter((p) => p.property_type === propertyTypes.flat && p.default_size !== null && p.default_size >= 50 && p.default_size <= 70);
    for (const p of flats) {
      if (p.utilities_monthly !== null) expect(p.utilities_monthly, String(p.id)).toBeGreaterThanOrEqual(22_000);
      if (p.utilities_monthly !== null) expect(p.utilities_monthly, String(p.id)).toBeLessThanOrEqual(56_000);
      if (p.common_charge_monthly !== null) expect(p.common_charge_monthly, String(p.id)).toBeLessThan(p.utilities_monthly ?? Number.POSITIVE_INFINITY);
    }
    // Houses have no condominium; a garage's running cost is its light, a few thousand forints.
    expect(rentals.filter((p) => p.property_type === propertyTypes.house).every((p) => p.common_charge_monthly === null)).toBe(true);
    const garages = rentals.filter((p) => p.property_type === propertyTypes.garage);
    expect(garages.length).toBeGreaterThan(20);
    for (const p of garages) expect(p.utilities_monthly ?? Number.NaN, String(p.id)).toBeLessThanOrEqual(5_000);
  });

  it('states every term that applies: deposit and utilities and move-in for all, the common charge for every flat, pets for every home', () => {
    const homes = new Set<number>([propertyTypes.flat, propertyTypes.house, propertyTypes.holidayHome]);
    for (const p of rentals) {
      const id = `listing ${p.id}`;
      expect(p.deposit_months ?? p.deposit_amount, id).not.toBeNull();
      expect(p.utilities_monthly, id).not.toBeNull();
      expect(p.move_in, id).not.toBeNull();
      if (p.property_type === propertyTypes.flat) expect(p.common_charge_monthly, id).not.toBeNull();
      if (homes.has(p.property_type)) expect(p.pets_allowed, id).not.toBeNull();
    }
  });

  it('says whether pets are allowed for homes only, more often yes for a house than a flat', () => {
    const petShare = (type: number) => share(rentals.filter((p) => p.property_type === type), (p) => p.pets_allowed === 1);
    expect(petShare(propertyTypes.house)).toBeGreaterThan(petShare(propertyTypes.flat));
    expect(rentals.filter((p) => p.property_type === propertyTypes.office || p.property_type === propertyTypes.garage).every((p) => p.pets_allowed === null)).toBe(true);
  });

  it('moves in at once or from the 1st or 15th of a coming month', () => {
    const dates = rentals.flatMap((p) => (p.move_in === null || p.move_in === 'now' ? [] : [p.move_in]));
    expect(share(rentals, (p) => p.move_in === 'now')).toBeGreaterThan(0.3);
    expect(dates.length).toBeGreaterThan(100);
    for (const date of dates) {
      expect(date.slice(8), date).toMatch(/^(01|15)$/);
      expect(date >= '2026-11-01' && date <= '2027-03-01', date).toBe(true);
    }
  });

  it('is the same for the same listing and seed, and differs by seed', () => {
    const rental = { id: 42, saleStatus: saleStatuses.forRent, type: propertyTypes.flat, price: 250_000, size: 55 };
    expect(rentalTerms(1, rental)).toEqual(rentalTerms(1, rental));
    const bySeed = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(rentalTerms(seed, rental))));
    expect(bySeed.size).toBeGreaterThan(1);
  });
});
