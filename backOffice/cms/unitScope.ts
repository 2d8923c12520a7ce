/**
 * @module A unit's scope in SQL: which rows a franchise or an office sees, and whether the unit exists.
 */
import type { Unit } from '../../domain/tenant/unit';

/**
 * The SQL condition (with its binding) that keeps rows of a unit: a franchise sees its whole
 * network, an office only its own. `franchiseColumn` and `officeColumn` name the columns to test.
 * @example unitCondition({ type: 'office', id: 13 }, 'p.franchise_id', 'p.office_id') // { sql: 'p.office_id = ?', value: 13 }
 */
export function unitCondition(unit: Unit, franchiseColumn: string, officeColumn: string): { sql: string; value: number } {
  return { sql: `${unit.type === 'franchise' ? franchiseColumn : officeColumn} = ?`, value: unit.id };
}

/** The one "does this unit exist" query: a row when it does, none when not (batch it with the rest). */
export function unitExistsStatement(db: D1Database, unit: Unit): D1PreparedStatement {
  return db.prepare(unit.type === 'franchise' ? 'SELECT id FROM franchises WHERE id = ?' : 'SELECT id FROM offices WHERE id = ?').bind(unit.id);
}

/** The 404 answer of a call for a unit that does not exist. */
export function unknownUnitBody(unit: Unit) {
  return { error: 'not_found', message: `No ${unit.type} has this id` } as const;
}
