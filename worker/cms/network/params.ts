/**
 * @module Request inputs shared by the network endpoints: numeric ids in paths, the optional
 * unit scope, paging; and how a unit scope becomes SQL.
 */
import { z } from 'zod';
import { defaultPageSize, maxPage, maxPageSize } from '../../../domain/searchFilter';
import { requireUnitId, unitFields, type UnitQuery } from '../validate';

/**
 * A row id in a path: digits only, so "1e3", "0x10" or " 7" are refused rather than coerced.
 * @example idParam.parse({ id: '42' }) // { id: 42 }
 */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'must be a positive whole number')
    .transform(Number),
});

/** unit_type and its id, all optional: without them a detail call is not scoped to a site. */
export const optionalUnitFields = {
  unit_type: unitFields.unit_type.optional(),
  franchise_id: unitFields.franchise_id,
  office_id: unitFields.office_id,
};

interface OptionalUnitInput {
  unit_type?: 'franchise' | 'office' | undefined;
  franchise_id?: number | undefined;
  office_id?: number | undefined;
}

/**
 * A unit is all or nothing: with unit_type its id is required, and an id without unit_type is
 * refused, since silently ignoring it would answer unscoped data to a caller who meant a scope.
 */
export function checkOptionalUnit(q: OptionalUnitInput, ctx: z.RefinementCtx): void {
  if (q.unit_type) requireUnitId({ ...q, unit_type: q.unit_type }, ctx);
  else if (q.franchise_id !== undefined || q.office_id !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['unit_type'], message: 'unit_type is required with franchise_id or office_id' });
  }
}

/** The unit asked for, or null when the call is not scoped. */
export function unitOf(q: OptionalUnitInput): UnitQuery | null {
  if (!q.unit_type) return null;
  return { unit_type: q.unit_type, unit_id: (q.unit_type === 'franchise' ? q.franchise_id : q.office_id) ?? 0 };
}

/** A detail call's query: only the optional unit. */
export const optionalUnitQuerySchema = z.object(optionalUnitFields).superRefine(checkOptionalUnit).transform(unitOf);

/** page (from 1) and page_size of a listing page: the same names and limits as the search's. */
export const pagingFields = {
  page: z.coerce.number().int().min(1).max(maxPage).default(1),
  page_size: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
};

/**
 * The SQL condition (with its binding) that keeps rows of a unit: a franchise sees its whole
 * network, an office only its own. `franchiseColumn` and `officeColumn` name the columns to test.
 * @example unitCondition({ unit_type: 'office', unit_id: 13 }, 'p.franchise_id', 'p.office_id') // { sql: 'p.office_id = ?', value: 13 }
 */
export function unitCondition(unit: UnitQuery, franchiseColumn: string, officeColumn: string): { sql: string; value: number } {
  return { sql: `${unit.unit_type === 'franchise' ? franchiseColumn : officeColumn} = ?`, value: unit.unit_id };
}

/**
 * D1 keeps UTC times as "YYYY-MM-DD HH:MM:SS"; answers give ISO 8601 (what sitemaps and
 * JavaScript's Date read without guessing the zone).
 */
export const dbTimestamp = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, 'a D1 UTC timestamp')
  .transform((value) => `${value.replace(' ', 'T')}Z`);
