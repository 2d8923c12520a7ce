/**
 * @module The city multi-select's engine, loaded on the field's first intent: Downshift's combobox and
 * multiple selection over the live place search, asked as the visitor types (debounced; an answer to an
 * older text is dropped), the site's own places first with their listings counted
 * (domain/geography/placeSuggestions.ts). It takes over from the static twin of PlaceMultiSelect.tsx with what was
 * typed there, the caret and the focus. Browser only: the worker build stubs `*.client` modules (build.mjs).
 */
import { useCombobox, useMultipleSelection } from 'downshift';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PlaceOption } from '../../../domain/cms/networkSchemas';
import type { PlaceCount } from '../../../domain/cms/placeCountSchemas';
import { formatNumber } from '../../../domain/helpers/numberFormat';
import { createPlaceSuggester } from '../../../domain/geography/placeSuggestions';
import { loadPlaceCounts } from '../../components/placeCounts';
import { findPlaces } from '../../components/placeSearch';
import type { EngineView, PlaceMultiSelectProps } from './multiSelectHandover';

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

/** The site's counted places, asked once the list first opens: undefined while loading, null when unavailable. */
function usePlaceCounts(active: boolean): PlaceCount[] | null | undefined {
  const [counts, setCounts] = useState<PlaceCount[] | null | undefined>(undefined);
  const wanted = active || counts !== undefined;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadPlaceCounts().then((loaded) => current && setCounts(loaded));
    return () => {
      current = false;
    };
  }, [wanted]);
  return counts;
}

/** The live message for screen readers about the list. */
function statusText(lookup: Lookup, isOpen: boolean): string {
  if (!isOpen) return '';
  if (lookup.kind === 'loading') return 'Keresés…';
  if (lookup.kind === 'failed') return 'A helyek keresése nem sikerült.';
  if (lookup.kind === 'found') return lookup.places.length ? `${lookup.places.length} találat. Válasszon a fel és le nyíllal, majd Enterrel.` : 'Nincs ilyen hely.';
  return '';
}

/** The interactive city multi-select; `placeholder` is the page's text for the chosen places (placeholderOf). */
export default function PlaceCombobox(props: PlaceMultiSelectProps & EngineView & { placeholder: string }) {
  const { name, label, saleStatus, selected, onChange, describedBy, handover, ids, styles, frame, placeholder } = props;
  const { MultiSelectFrame, PlaceBox } = frame;
  const { InputKeyDownEnter, ItemClick } = useCombobox.stateChangeTypes;
  // The list opens at once for a visitor who clicked the twin or typed into it.
  const openAtStart = handover.open || handover.text !== '';
  // What is typed, for the lookup only: the input's text is Downshift's own state, as a controlled
  // text lags behind fast typing and drops characters.
  const [text, setText] = useState(handover.text);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(openAtStart);
  const placeLookup = usePlaceLookup(text, open);
  const counts = usePlaceCounts(open);
  const suggest = useMemo(() => (counts ? createPlaceSuggester(counts, saleStatus) : null), [counts, saleStatus]);
  // The site's places first, with counts; until the counts are in, the list waits rather than reorder.
  const suggestions = useMemo(() => {
    if (placeLookup.kind !== 'found' || !suggest) return null;
    return suggest(text, placeLookup.places, shownLimit);
  }, [placeLookup, suggest, text]);
  const lookup: Lookup =
    placeLookup.kind === 'found' && counts === undefined ? { kind: 'loading' } : suggestions ? { kind: 'found', places: suggestions.map((s) => s.place) } : placeLookup;
  const countById = new Map(suggestions?.map((s) => [s.place.id, s.count]));
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
    id: ids.id,
    initialInputValue: handover.text,
    initialIsOpen: openAtStart,
    onIsOpenChange: ({ isOpen: next }) => setOpen(Boolean(next)),
    onInputValueChange: ({ inputValue }) => setText(inputValue ?? ''),
    stateReducer: (_state, { changes, type }) => {
      // A choice adds a place to the list above the input (choose): the combobox itself keeps no
      // selected item, clears the text and closes, so the list lies over no other field and the next
      // Tab goes to the next field; typing opens it again for another place.
      if (type === InputKeyDownEnter || type === ItemClick) return { ...changes, selectedItem: null, inputValue: '', isOpen: false, highlightedIndex: -1 };
      return changes;
    },
  });

  // The twin's focus and caret, on the input that replaced it, before the browser paints.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!handover.focused || !input) return;
    input.focus();
    if (handover.selection) input.setSelectionRange(...handover.selection);
  }, [handover]);

  const dropdownProps = getDropdownProps({
    ref: inputRef,
    // Backspace in the empty input removes the last place, even while the list is open.
    preventKeyAction: isOpen && text !== '',
    'aria-describedby': describedBy,
    autoComplete: 'off',
    spellCheck: false,
  });

  return (
    <MultiSelectFrame label={label} labelProps={getLabelProps()} name={name} value={selected.map((p) => p.id).join(',')}>
      <PlaceBox selected={selected} onRemove={removeSelectedItem} inputRef={inputRef}>
        <input
          className={styles.comboInput}
          placeholder={placeholder}
          {...getInputProps({
            ...dropdownProps,
            // Composed here: getDropdownProps leaves out handlers while it lets the list have the keys.
            onKeyDown: (event) => {
              if (event.key === 'Enter' && isOpen && highlightedIndex >= 0) choose(items[highlightedIndex]);
              dropdownProps.onKeyDown?.(event);
            },
          })}
        />
      </PlaceBox>
      {/* Out of the Tab order: Chromium makes a scrolling list a Tab stop, and Tab would land in it as it closes (on <body>). */}
      <ul className={styles.menu} {...getMenuProps({ tabIndex: -1 })}>
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
              {countById.has(place.id) && (
                <span className={styles.optionCount}>
                  {formatNumber(countById.get(place.id) ?? 0)}
                  <span className={styles.visuallyHidden}> ingatlan</span>
                </span>
              )}
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
    </MultiSelectFrame>
  );
}
