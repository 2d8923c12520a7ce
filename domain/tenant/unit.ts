/**
 * @module A site's scope (SPEC section 3): a franchise or an office with its id, and the one way
 * it is written into a CMS call (`{unit_type}_id={id}&unit_type={type}`, SPEC section 7).
 */

export const unitTypes = ['franchise', 'office'] as const;
type UnitType = (typeof unitTypes)[number];

/** Whose data a site shows: a franchise sees its whole network, an office only itself. */
export interface Unit {
  readonly type: UnitType;
  readonly id: number;
}

/** The unit as the CMS calls carry it: `unit_type` and the id named after it. */
type UnitFields = { unit_type: 'franchise'; franchise_id: number } | { unit_type: 'office'; office_id: number };

/** `franchise_id` or `office_id`: the name of a unit's id in CMS calls. */
export function unitIdField(type: UnitType): 'franchise_id' | 'office_id' {
  return type === 'franchise' ? 'franchise_id' : 'office_id';
}

/**
 * The unit's fields in a CMS call, id first as the spec shows them (a JSON body takes them as they are).
 * @example unitFields({ type: 'office', id: 13 }) // { office_id: 13, unit_type: 'office' }
 */
export function unitFields(unit: Unit): UnitFields {
  return unit.type === 'franchise' ? { franchise_id: unit.id, unit_type: 'franchise' } : { office_id: unit.id, unit_type: 'office' };
}

/**
 * The unit as a query string, the shape every CMS list call takes.
 * @example unitQueryString({ type: 'franchise', id: 1 }) // 'franchise_id=1&unit_type=franchise'
 */
export function unitQueryString(unit: Unit): string {
  return new URLSearchParams({ [unitIdField(unit.type)]: String(unit.id), unit_type: unit.type }).toString();
}

/** True when both name the same unit. */
export function sameUnit(a: Unit, b: Unit): boolean {
  return a.type === b.type && a.id === b.id;
}
