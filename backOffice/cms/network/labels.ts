/**
 * @module Hungarian labels of coded listing values, and the `{ value, label }` and `{ id, label }`
 * shapes the answers carry them in.
 */
import { dropdownOptionLists, saleStatus } from '../../../domain/search/filterOptionLists';
import type { LabelledValue, NamedRef } from '../../../domain/cms/refSchemas';
import type { DropdownType } from '../../../domain/search/filterDropdowns';


const saleStatusLabels = new Map(Object.values(saleStatus).map((s) => [s.value, s.label]));

/**
 * sale_status 0, 1, 2 with its label. The SPEC's Open Graph title starts with it capitalised;
 * the labels already are.
 * @example saleStatusOf(1) // { value: 1, label: 'Kiadó' }
 */
export function saleStatusOf(value: number): LabelledValue {
  return { value, label: saleStatusLabels.get(value) ?? String(value) };
}

const seedLabels = new Map(
  Object.entries(dropdownOptionLists).flatMap(([type, options]) => options.map((o) => [`${type}:${o.value}`, o.label] as const)),
);

/**
 * The label of a dropdown value: the CMS's own (dropdown_options in D1, what getByType answers)
 * when it has one, else the seed list's, so a listing never shows a bare number.
 * @example optionLabel('property_type', 1, null) // 'Lakás'
 */
export function optionLabel(type: DropdownType, value: number, stored: string | null | undefined): string {
  return stored ?? seedLabels.get(`${type}:${value}`) ?? String(value);
}

/** A nullable id and name from a LEFT JOIN as a reference, or null. */
export function refOrNull(id: number | null, label: string | null): NamedRef | null {
  return id === null || label === null ? null : { id, label };
}
