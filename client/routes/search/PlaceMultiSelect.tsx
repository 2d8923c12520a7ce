/**
 * @module The city multi-select (SPEC section 3): a live, accent-insensitive search over cities,
 * Budapest districts, neighbourhoods and counties. The server renders its static twin and the page
 * hydrates it: a combobox with the same markup as the engine's, whose chips already remove their place
 * and whose input already takes text. Its first focus or tap loads the engine (PlaceCombobox.client.tsx,
 * Downshift: arrows and Enter choose, Backspace in the empty input removes the last place), which takes
 * over with what was typed, the caret and the focus (multiSelectEngine.ts).
 */
import type { KeyboardEvent } from 'react';
import { useEngineOnIntent } from './multiSelectEngine';
import { multiSelectIds, type PlaceMultiSelectProps, placeholderOf } from './multiSelectHandover';
import * as styles from './searchPage.css';
import { Icon } from '../../icons/Icon';

export function PlaceMultiSelect(props: PlaceMultiSelectProps) {
  const { engines, twinRef, intentProps, askOpen, handover } = useEngineOnIntent<HTMLInputElement>();
  const { name, label, selected, onChange, describedBy } = props;
  const ids = multiSelectIds(name);
  if (engines) return <engines.PlaceCombobox {...props} handover={handover()} ids={ids} styles={styles} placeholder={placeholderOf(selected)} />;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // As the engine does: Backspace in the empty input removes the last place.
    if (event.key === 'Backspace' && event.currentTarget.value === '' && selected.length > 0) onChange(selected.slice(0, -1));
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} id={ids.label} htmlFor={ids.input}>
        {label}
      </label>
      <div className={styles.combo}>
        <div className={styles.comboBox} onClick={() => twinRef.current?.focus()}>
          {selected.map((place) => (
            <button
              key={place.id}
              type="button"
              className={styles.chip}
              aria-label={`${place.label} eltávolítása`}
              onClick={(event) => {
                event.stopPropagation();
                onChange(selected.filter((p) => p.id !== place.id));
                twinRef.current?.focus();
              }}
            >
              <span className={styles.chipText}>{place.label}</span>
              <Icon name="x" size={16} />
            </button>
          ))}
          <input
            ref={twinRef}
            id={ids.input}
            className={styles.comboInput}
            placeholder={placeholderOf(selected)}
            role="combobox"
            aria-autocomplete="list"
            aria-controls={ids.menu}
            aria-expanded={false}
            aria-labelledby={ids.label}
            aria-describedby={describedBy}
            autoComplete="off"
            spellCheck={false}
            {...intentProps}
            onClick={askOpen}
            onKeyDown={onKeyDown}
          />
        </div>
        <ul className={styles.menu} id={ids.menu} role="listbox" aria-labelledby={ids.label} />
        <div className={styles.visuallyHidden} role="status" aria-live="polite" />
      </div>
      {selected.length > 0 && <input type="hidden" name={name} value={selected.map((p) => p.id).join(',')} />}
    </div>
  );
}
