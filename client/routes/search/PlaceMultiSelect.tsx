/**
 * @module The city multi-select (SPEC section 3): a live, accent-insensitive search over cities,
 * Budapest districts, neighbourhoods and counties. The server renders its static twin and the page
 * hydrates it: a combobox with the same markup as the engine's (MultiSelectFrame.tsx), whose chips
 * already remove their place and whose input already takes text. Its first focus or tap loads the engine
 * (PlaceCombobox.client.tsx, Downshift: arrows and Enter choose, Backspace in the empty input removes the
 * last place), which takes over with what was typed, the caret and the focus (multiSelectEngine.ts).
 */
import type { KeyboardEvent } from 'react';
import { useEngineOnIntent } from './multiSelectEngine';
import { multiSelectFrame, MultiSelectFrame, PlaceBox } from './MultiSelectFrame';
import { multiSelectIds, type PlaceMultiSelectProps, placeholderOf } from './multiSelectHandover';
import * as styles from './searchPage.css';

export function PlaceMultiSelect(props: PlaceMultiSelectProps) {
  const { engines, twinRef, intentProps, askOpen, handover } = useEngineOnIntent<HTMLInputElement>();
  const { name, label, selected, onChange, describedBy } = props;
  const ids = multiSelectIds(name);
  if (engines) return <engines.PlaceCombobox {...props} handover={handover()} ids={ids} styles={styles} frame={multiSelectFrame} placeholder={placeholderOf(selected)} />;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // As the engine does: Backspace in the empty input removes the last place.
    if (event.key === 'Backspace' && event.currentTarget.value === '' && selected.length > 0) onChange(selected.slice(0, -1));
  };
  return (
    <MultiSelectFrame label={label} labelProps={{ id: ids.label, htmlFor: ids.input }} name={name} value={selected.map((p) => p.id).join(',')}>
      <PlaceBox selected={selected} onRemove={(place) => onChange(selected.filter((p) => p.id !== place.id))} inputRef={twinRef}>
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
      </PlaceBox>
      <ul className={styles.menu} id={ids.menu} role="listbox" aria-labelledby={ids.label} tabIndex={-1} />
      <div className={styles.visuallyHidden} role="status" aria-live="polite" />
    </MultiSelectFrame>
  );
}
