/**
 * @module The words of a filter's chosen values (ChipLabels) from what a page or an e-mail has at hand: the
 * chosen places' labels, the tenant's dropdown options, and the counties, which live here with the places.
 */
import type { DropdownType } from '../search/filterDropdowns';
import type { ChipLabels } from '../search/searchFilterChips';
import { counties } from './counties';

/**
 * The words of chosen values from what the page or the e-mail has at hand: the chosen places' labels,
 * the tenant's dropdown options, and the counties.
 */
export function filterLabels(places: readonly { id: string; label: string }[], options: Readonly<Record<string, readonly { value: number; label: string }[]>>): ChipLabels {
  const placeLabels = new Map(places.map((p) => [p.id, p.label]));
  return {
    option: (dropdown: DropdownType, value: number) => options[dropdown]?.find((o) => o.value === value)?.label,
    place: (id) => placeLabels.get(id),
    county: (id) => counties.find((c) => c.id === id)?.name,
  };
}
