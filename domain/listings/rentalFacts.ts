/**
 * @module A rental's terms in words, as the listing's facts show them: "Kaució: 2 havi (560 000 Ft)",
 * "Rezsi: kb. 35 000 Ft/hó", "Közös költség: 12 000 Ft/hó", "Kisállat hozható: Igen",
 * "Költözhető: Azonnal" or a date. Terms the listing does not state are left out.
 */
import type { RentalTerms } from '../cms/listingSchemas';
import { formatPrice } from '../search/searchFilter';

const moveInDate = new Intl.DateTimeFormat('hu-HU', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The deposit in words: months with their sum in forints (what the renter hands over), or forints.
 * @example depositText({ months: 2 }, 280_000) // '2 havi (560 000 Ft)'
 */
export function depositText(deposit: NonNullable<RentalTerms['deposit']>, monthlyFee: number): string {
  if ('months' in deposit) return `${deposit.months} havi (${formatPrice(deposit.months * monthlyFee)})`;
  return formatPrice(deposit.forints);
}

/**
 * The earliest move-in: "Azonnal", or the date written out ("2026. január 15.").
 * @example moveInText('2026-01-15') // '2026. január 15.'
 */
export function moveInText(moveIn: NonNullable<RentalTerms['move_in']>): string {
  return moveIn === 'now' ? 'Azonnal' : moveInDate.format(new Date(`${moveIn}T00:00:00Z`));
}

/**
 * The stated terms as label and value, in the order a renter asks them: deposit, running costs,
 * pets, move-in. `monthlyFee` is the listing's price (a rent or lease is the monthly fee).
 * @example rentalFacts({ deposit: { months: 2 }, utilities_monthly: 35_000, common_charge_monthly: null, pets_allowed: true, move_in: 'now' }, 280_000)
 * // [['Kaució', '2 havi (560 000 Ft)'], ['Rezsi', 'kb. 35 000 Ft/hó'], ['Kisállat hozható', 'Igen'], ['Költözhető', 'Azonnal']]
 */
export function rentalFacts(terms: RentalTerms, monthlyFee: number): [label: string, value: string][] {
  const facts: [string, string | null][] = [
    ['Kaució', terms.deposit === null ? null : depositText(terms.deposit, monthlyFee)],
    // Utilities are the owner's estimate: "kb." says so.
    ['Rezsi', terms.utilities_monthly === null ? null : `kb. ${formatPrice(terms.utilities_monthly)}/hó`],
    ['Közös költség', terms.common_charge_monthly === null ? null : `${formatPrice(terms.common_charge_monthly)}/hó`],
    ['Kisállat hozható', terms.pets_allowed === null ? null : terms.pets_allowed ? 'Igen' : 'Nem'],
    ['Költözhető', terms.move_in === null ? null : moveInText(terms.move_in)],
  ];
  return facts.flatMap(([label, value]) => (value === null ? [] : [[label, value]]));
}
