/**
 * @module What the search form's multi-selects share between their static twins (rendered on the server
 * and until hydration) and their interactive Downshift forms (*.client.tsx): their props and texts.
 */
import type { PlaceOption } from '../../../domain/cms/networkSchemas';
import type { DropdownOption } from '../../../domain/dropdowns';

export interface OptionMultiSelectProps {
  /** The query parameter, also the form input's name. */
  name: string;
  label: string;
  options: readonly DropdownOption[];
  selected: readonly number[];
  onChange: (values: number[]) => void;
  /** Id of a message describing a problem with the field's value in the address. */
  describedBy?: string | undefined;
}

/** "Mindegy" for nothing, the labels for up to two, else the first and how many more. */
export function summary(labels: readonly string[]): string {
  if (labels.length === 0) return 'Mindegy';
  if (labels.length <= 2) return labels.join(', ');
  return `${labels[0]} és még ${labels.length - 1}`;
}

export interface PlaceMultiSelectProps {
  name: string;
  label: string;
  /** The sale status searched: the suggestions count the site's listings of it. */
  saleStatus: number;
  selected: readonly PlaceOption[];
  onChange: (places: PlaceOption[]) => void;
  describedBy?: string | undefined;
}

/** The place input's placeholder: what to type first, or that another place may follow. */
export const placeholderOf = (selected: readonly PlaceOption[]) => (selected.length ? 'Még egy hely…' : 'Település, kerület, megye…');
