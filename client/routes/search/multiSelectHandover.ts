/**
 * @module What the search form's multi-selects share between their static twins (rendered on the server,
 * hydrated, and shown until the visitor first reaches for the field) and their interactive Downshift
 * engines (*.client.tsx): their props, the place input's placeholder, their ids, and what a twin hands
 * its engine. Their markup is MultiSelectFrame.tsx.
 */
import type { PlaceOption } from '../../../domain/cms/networkSchemas';
import type { DropdownOption } from '../../../domain/search/filterDropdowns';
import type { multiSelectFrame } from './MultiSelectFrame';
import type * as searchPageStyles from './searchPage.css';

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

/**
 * What a static twin hands its engine when the engine takes over (multiSelectEngine.ts): the text typed
 * into it and where the caret was, whether it had the focus, and whether the visitor asked for the list
 * (a click, Enter, Space or an arrow key) while the engine was on its way.
 */
export interface EngineHandover {
  text: string;
  selection: readonly [start: number, end: number] | null;
  focused: boolean;
  open: boolean;
}

type MultiSelectIds = ReturnType<typeof multiSelectIds>;

/**
 * What a field hands its engine besides its props: the handover, the field's ids, the page's class names
 * and the parts twin and engine draw alike (MultiSelectFrame.tsx). Passed, not imported: a module the
 * engine's chunk shared with the page's would be split by esbuild into a chunk (and a request) of its own.
 */
export interface EngineView {
  handover: EngineHandover;
  ids: MultiSelectIds;
  styles: typeof searchPageStyles;
  frame: typeof multiSelectFrame;
}

/** The ids Downshift gives a field's parts (its `id` option is `szuro-<name>`): a twin uses the same, so labels and focus carry over. */
export function multiSelectIds(name: string) {
  const id = `szuro-${name}`;
  return { id, label: `${id}-label`, input: `${id}-input`, menu: `${id}-menu`, toggleButton: `${id}-toggle-button` };
}
