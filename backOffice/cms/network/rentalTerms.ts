/**
 * @module A listing's rental terms from its row (migrations/0008_rental_facts.sql): the columns the
 * property answer selects, and the answer's `rental` built from them.
 */
import * as z from 'zod/mini';
import type { RentalTerms } from '../../../domain/cms/listingSchemas';
import { saleStatuses } from '../../../domain/search/listingKinds';

const nullableInt = z.nullable(z.int());

/** The row fields of the rental terms, for the property row's schema. */
export const rentalTermsRowFields = {
  deposit_months: nullableInt,
  deposit_amount: nullableInt,
  utilities_monthly: nullableInt,
  common_charge_monthly: nullableInt,
  pets_allowed: nullableInt,
  move_in: z.nullable(z.string()),
};

/** The columns of the terms in a SELECT over `properties p`. */
export const rentalTermsColumns = Object.keys(rentalTermsRowFields)
  .map((column) => `p.${column}`)
  .join(', ');

type RentalTermsRow = { [K in keyof typeof rentalTermsRowFields]: z.infer<(typeof rentalTermsRowFields)[K]> } & { sale_status: number };

/**
 * The terms of a rental or lease; null for a listing for sale (whatever its row holds) and for a
 * rental that states none of them. A deposit in months wins over one in forints, as the CMS form
 * takes one or the other.
 */
export function rentalTermsOf(row: RentalTermsRow): RentalTerms | null {
  if (row.sale_status === saleStatuses.forSale) return null;
  const terms: RentalTerms = {
    deposit: row.deposit_months !== null ? { months: row.deposit_months } : row.deposit_amount !== null ? { forints: row.deposit_amount } : null,
    utilities_monthly: row.utilities_monthly,
    common_charge_monthly: row.common_charge_monthly,
    pets_allowed: row.pets_allowed === null ? null : row.pets_allowed === 1,
    move_in: row.move_in,
  };
  return Object.values(terms).every((value) => value === null) ? null : terms;
}
