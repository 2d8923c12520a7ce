/**
 * @module The filters of a search in words, one chip per field ("Ár: 20–60 M Ft"), for the empty
 * result that names what narrowed it; and how a range bound is shown in the form ("49,9").
 */
import { hungarianNumberFormat } from '../helpers/numberFormat';
import type { DropdownType } from './filterDropdowns';
import { type SearchFilterKey, saleStatusOptions, searchFilterFields } from './searchFilter';
import { activeFilterKeys, type NumberRange, rangeScale, type SearchFilter } from './searchFilterQuery';

/** Where a chip's words for chosen values come from (the tenant's options, the place search). */
export interface ChipLabels {
  option(dropdown: DropdownType, value: number): string | undefined;
  place(id: string): string | undefined;
  county(id: number): string | undefined;
}

export interface FilterChip {
  key: SearchFilterKey;
  text: string;
}

const numberFormat = hungarianNumberFormat({ maximumFractionDigits: 6 });
const editableFormat = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 6, useGrouping: false });

/**
 * A range bound as the form's input shows it: millions for the price, a decimal comma, no grouping.
 * @example boundText({ multiplier: 1_000_000 }, 49_900_000) // '49,9'
 */
export function boundText(field: { multiplier: number }, value: number | undefined): string {
  if (value === undefined) return '';
  return editableFormat.format(field.multiplier === 1 ? value : value / field.multiplier);
}

/**
 * A range in words: "20–60 M Ft", "legalább 2 szoba", "legfeljebb 300 000 Ft/hó".
 * @example rangeText({ multiplier: 1_000_000, unit: 'M Ft' }, { min: 20_000_000, max: undefined }) // 'legalább 20 M Ft'
 */
export function rangeText(field: { multiplier: number; unit: string }, range: NumberRange): string {
  const shown = (v: number) => numberFormat.format(field.multiplier === 1 ? v : v / field.multiplier);
  if (range.min !== undefined && range.max !== undefined) return `${shown(range.min)}–${shown(range.max)} ${field.unit}`;
  if (range.min !== undefined) return `legalább ${shown(range.min)} ${field.unit}`;
  return `legfeljebb ${shown(range.max ?? 0)} ${field.unit}`;
}

/**
 * One chip per field that narrows the search, in form order.
 * @example filterChips(filter, labels) // [{ key: 'places', text: 'Győr' }, { key: 'price', text: 'Ár: 20–60 M Ft' }]
 */
export function filterChips(filter: SearchFilter, labels: ChipLabels): FilterChip[] {
  const active = new Set(activeFilterKeys(filter));
  const chips: FilterChip[] = [];
  for (const field of searchFilterFields) {
    if (!active.has(field.param)) continue;
    let text: string;
    if (field.kind === 'range') {
      const range = filter.ranges[field.param];
      if (!range) continue;
      // The price in the unit it was asked in: "Ár: legfeljebb 300 000 Ft/hó" for a rent.
      text = `${field.label}: ${rangeText(rangeScale(field, filter.sale_status), range)}`;
    } else if ('dropdown' in field) {
      const values = (filter.options[field.param] ?? []).map((v) => labels.option(field.dropdown, v) ?? String(v));
      // The property type needs no label: "Lakás, Ház" says it.
      text = field.param === 'property_types' ? values.join(', ') : `${field.label}: ${values.join(', ')}`;
    } else if (field.param === 'id') {
      text = `${field.label}: ${filter.id}`;
    } else if (field.param === 'places') {
      text = filter.places.map((p) => labels.place(`${p.kind}:${p.id}`) ?? `${p.kind}:${p.id}`).join(', ');
    } else if (field.param === 'county') {
      text = (filter.county !== undefined && labels.county(filter.county)) || `${field.label}: ${filter.county}`;
    } else if (field.param === 'sale_status') {
      text = saleStatusOptions.find((o) => o.value === filter.sale_status)?.label ?? field.label;
    } else if (field.kind === 'checkbox' || field.kind === 'area') {
      text = field.label;
    } else {
      text = `${field.label}: ${filter.furnished[0] ? 'Igen' : 'Nem'}`;
    }
    chips.push({ key: field.param, text });
  }
  return chips;
}
