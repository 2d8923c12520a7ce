import { describe, expect, it } from 'vitest';
import type { RentalTerms } from '../cms/listingSchemas';
import { depositText, moveInText, rentalFacts } from './rentalFacts';

const nbsp = '\u00a0';
const none: RentalTerms = { deposit: null, utilities_monthly: null, common_charge_monthly: null, pets_allowed: null, move_in: null };

describe('rentalFacts', () => {
  it('lists every stated term in the order a renter asks: deposit, running costs, pets, move-in', () => {
    const terms: RentalTerms = { deposit: { months: 2 }, utilities_monthly: 35_000, common_charge_monthly: 12_500, pets_allowed: true, move_in: 'now' };
    expect(rentalFacts(terms, 280_000)).toEqual([
      ['Kaució', `2 havi (560${nbsp}000 Ft)`],
      ['Rezsi', `kb. 35${nbsp}000 Ft/hó`],
      ['Közös költség', `12${nbsp}500 Ft/hó`],
      ['Kisállat hozható', 'Igen'],
      ['Költözhető', 'Azonnal'],
    ]);
  });

  it('leaves out what is not stated, and says "Nem" for pets not allowed', () => {
    expect(rentalFacts(none, 200_000)).toEqual([]);
    expect(rentalFacts({ ...none, pets_allowed: false }, 200_000)).toEqual([['Kisállat hozható', 'Nem']]);
  });

  it('writes a deposit in forints as it is, and one in months with its sum', () => {
    expect(depositText({ forints: 500_000 }, 250_000)).toBe(`500${nbsp}000 Ft`);
    expect(depositText({ months: 3 }, 1_250_000)).toBe('3 havi (3,75 M Ft)');
  });

  it('writes a move-in date in Hungarian, the same day wherever it is rendered', () => {
    expect(moveInText('2026-01-15')).toBe('2026. január 15.');
    expect(moveInText('2026-12-01')).toBe('2026. december 1.');
  });
});
