/**
 * @module A multi-select over a dropdown's options (condition, heating, …). The server renders its
 * static twin and the page hydrates it: a select-only combobox with the same markup as the engine's
 * (OptionListbox.client.tsx, Downshift; the frame both draw is MultiSelectFrame.tsx), which its first focus
 * or tap loads; a click, Enter, Space or an arrow key made before the engine arrived opens its list when it
 * does (multiSelectEngine.ts). Without JavaScript the chosen values still go with the form as a hidden input.
 */
import type { KeyboardEvent } from 'react';
import { useEngineOnIntent } from './multiSelectEngine';
import { multiSelectFrame, MultiSelectFrame, SelectSummary } from './MultiSelectFrame';
import { multiSelectIds, type OptionMultiSelectProps } from './multiSelectHandover';
import * as styles from './searchPage.css';

/** The keys that open a select-only combobox's list (ARIA APG). */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp', 'Home', 'End']);

export function OptionMultiSelect(props: OptionMultiSelectProps) {
  const { engines, twinRef, intentProps, askOpen, handover } = useEngineOnIntent<HTMLDivElement>();
  const { name, label, options, selected, describedBy } = props;
  const ids = multiSelectIds(name);
  const labels = options.filter((o) => selected.includes(o.value)).map((o) => o.label);
  if (engines) return <engines.OptionListbox {...props} handover={handover()} ids={ids} styles={styles} frame={multiSelectFrame} />;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!openingKeys.has(event.key)) return;
    // Space would scroll the page: the key is the list's, which opens once the engine is in.
    event.preventDefault();
    askOpen();
  };
  return (
    <MultiSelectFrame label={label} labelProps={{ id: ids.label }} name={name} value={selected.join(',')}>
      <div
        ref={twinRef}
        id={ids.toggleButton}
        className={styles.selectButton}
        role="combobox"
        tabIndex={0}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-controls={ids.menu}
        aria-labelledby={ids.label}
        aria-describedby={describedBy}
        {...intentProps}
        onClick={askOpen}
        onKeyDown={onKeyDown}
      >
        <SelectSummary labels={labels} />
      </div>
      <ul className={styles.menu} id={ids.menu} role="listbox" aria-labelledby={ids.label} aria-multiselectable tabIndex={-1} />
    </MultiSelectFrame>
  );
}
