/**
 * @module The city multi-select (SPEC section 3): a live, accent-insensitive search over cities,
 * Budapest districts, neighbourhoods and counties, asked of the place search as the visitor types
 * (debounced; an answer to an older text is dropped). Downshift's combobox and multiple selection
 * give the keyboard and screen reader behaviour: arrows and Enter choose, Backspace in the empty
 * input removes the last place, each chosen place is also a button that removes it.
 */
import { useCombobox, useMultipleSelection } from 'downshift';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PlaceOption } from '../../../domain/cms/networkSchemas';
import { findPlaces } from '../../components/placeSearch';
import * as styles from './searchPage.css';
import { useHydrated } from './useHydrated';

const debounceMs = 200;
const shownLimit = 12;

/** What the list shows: the places found, or why there are none. */
type Lookup = { kind: 'idle' } | { kind: 'loading' } | { kind: 'found'; places: PlaceOption[] } | { kind: 'failed' };

/** Looks places up as the text changes: debounced, and only the answer to the latest text counts. */
function usePlaceLookup(text: string, active: boolean): Lookup {
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    setLookup({ kind: 'loading' });
    const timer = setTimeout(() => {
      findPlaces(text, shownLimit, controller.signal).then(
        (places) => setLookup({ kind: 'found', places }),
        () => {
          if (!controller.signal.aborted) setLookup({ kind: 'failed' });
        },
      );
    }, debounceMs);
    // A newer text (or closing the list) cancels this one: its answer can never be shown.
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, active]);
  return lookup;
}

/** The live message for screen readers about the list. */
function statusText(lookup: Lookup, isOpen: boolean): string {
  if (!isOpen) return '';
  if (lookup.kind === 'loading') return 'Keresés…';
  if (lookup.kind === 'failed') return 'A helyek keresése nem sikerült.';
  if (lookup.kind === 'found') return lookup.places.length ? `${lookup.places.length} találat. Válasszon a fel és le nyíllal, majd Enterrel.` : 'Nincs ilyen hely.';
  return '';
}

interface PlaceMultiSelectProps {
  name: string;
  label: string;
  selected: readonly PlaceOption[];
  onChange: (places: PlaceOption[]) => void;
  describedBy?: string | undefined;
}

/** The field before hydration (and on the server, which does not bundle Downshift): the same look, not yet interactive. */
function StaticPlaceSelect({ name, label, selected }: PlaceMultiSelectProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`szuro-${name}-input`}>
        {label}
      </label>
      <div className={styles.combo}>
        <div className={styles.comboBox}>
          {selected.map((place) => (
            <span key={place.id} className={styles.chip}>
              <span className={styles.chipText}>{place.label}</span>
              <X aria-hidden="true" size={16} />
            </span>
          ))}
          <input id={`szuro-${name}-input`} className={styles.comboInput} placeholder={placeholderOf(selected)} autoComplete="off" spellCheck={false} />
        </div>
      </div>
      {selected.length > 0 && <input type="hidden" name={name} value={selected.map((p) => p.id).join(',')} />}
    </div>
  );
}

const placeholderOf = (selected: readonly PlaceOption[]) => (selected.length ? 'Még egy hely…' : 'Település, kerület, megye…');

export function PlaceMultiSelect(props: PlaceMultiSelectProps) {
  return useHydrated() ? <InteractivePlaceSelect {...props} /> : <StaticPlaceSelect {...props} />;
}

function InteractivePlaceSelect({ name, label, selected, onChange, describedBy }: PlaceMultiSelectProps) {
  const { InputKeyDownEnter, ItemClick } = useCombobox.stateChangeTypes;
  // What is typed, for the lookup only: the input's text is Downshift's own state, as a controlled
  // text lags behind fast typing and drops characters.
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const lookup = usePlaceLookup(text, open);
  const chosenIds = new Set(selected.map((p) => p.id));
  const items = lookup.kind === 'found' ? lookup.places.filter((p) => !chosenIds.has(p.id)) : [];

  const { getDropdownProps, removeSelectedItem } = useMultipleSelection<PlaceOption>({
    selectedItems: [...selected],
    itemToKey: (place) => place?.id,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems),
  });
  const choose = (place: PlaceOption | undefined) => {
    if (place && !chosenIds.has(place.id)) onChange([...selected, place]);
  };
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<PlaceOption>({
    items,
    itemToString: (place) => place?.label ?? '',
    itemToKey: (place) => place?.id,
    id: `szuro-${name}`,
    onIsOpenChange: ({ isOpen: next }) => setOpen(Boolean(next)),
    onInputValueChange: ({ inputValue }) => setText(inputValue ?? ''),
    stateReducer: (_state, { changes, type }) => {
      // A choice adds a place to the list above the input (choose): the combobox itself keeps no
      // selected item, clears the text and stays open for the next place.
      if (type === InputKeyDownEnter || type === ItemClick) return { ...changes, selectedItem: null, inputValue: '', isOpen: true, highlightedIndex: -1 };
      return changes;
    },
  });

  const dropdownProps = getDropdownProps({
    ref: inputRef,
    // Backspace in the empty input removes the last place, even while the list is open.
    preventKeyAction: isOpen && text !== '',
    'aria-describedby': describedBy,
    autoComplete: 'off',
    spellCheck: false,
  });

  return (
    <div className={styles.field}>
      <label className={styles.label} {...getLabelProps()}>
        {label}
      </label>
      <div className={styles.combo}>
        <div className={styles.comboBox} onClick={() => inputRef.current?.focus()}>
          {selected.map((place) => (
            <button
              key={place.id}
              type="button"
              className={styles.chip}
              aria-label={`${place.label} eltávolítása`}
              onClick={(event) => {
                event.stopPropagation();
                removeSelectedItem(place);
                inputRef.current?.focus();
              }}
            >
              <span className={styles.chipText}>{place.label}</span>
              <X aria-hidden="true" size={16} />
            </button>
          ))}
          <input
            className={styles.comboInput}
            placeholder={placeholderOf(selected)}
            {...getInputProps({
              ...dropdownProps,
              // Composed here: getDropdownProps leaves out handlers while it lets the list have the keys.
              onKeyDown: (event) => {
                if (event.key === 'Enter' && isOpen && highlightedIndex >= 0) choose(items[highlightedIndex]);
                dropdownProps.onKeyDown?.(event);
              },
            })}
          />
        </div>
        <ul className={styles.menu} {...getMenuProps()}>
          {isOpen &&
            items.map((place, index) => (
              <li
                key={place.id}
                className={highlightedIndex === index ? styles.option.highlighted : styles.option.plain}
                {...getItemProps({ item: place, index, onClick: () => choose(place) })}
              >
                <span className={styles.optionText}>
                  <span>{place.label}</span>
                  {place.detail && <span className={styles.optionDetail}>{place.detail}</span>}
                </span>
              </li>
            ))}
        </ul>
        {isOpen && lookup.kind === 'found' && items.length === 0 && (
          <div className={styles.menu} aria-hidden="true">
            <div className={styles.menuNote}>{lookup.places.length ? 'Minden talált hely ki van választva.' : 'Nincs ilyen hely.'}</div>
          </div>
        )}
        <div className={styles.visuallyHidden} role="status" aria-live="polite">
          {statusText(lookup, isOpen)}
        </div>
      </div>
      {selected.length > 0 && <input type="hidden" name={name} value={selected.map((p) => p.id).join(',')} />}
    </div>
  );
}
