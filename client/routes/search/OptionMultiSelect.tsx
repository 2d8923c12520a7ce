/**
 * @module A multi-select over a dropdown's options (condition, heating, …): Downshift's select-only
 * combobox (ARIA 1.2), kept open while options are toggled. Without JavaScript the chosen values
 * still go with the form as a hidden input.
 */
import { useSelect } from 'downshift';
import { Check, ChevronDown } from 'lucide-react';
import type { DropdownOption } from '../../../domain/dropdowns';
import * as styles from './searchPage.css';
import { useHydrated } from './useHydrated';

interface OptionMultiSelectProps {
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
function summary(labels: readonly string[]): string {
  if (labels.length === 0) return 'Mindegy';
  if (labels.length <= 2) return labels.join(', ');
  return `${labels[0]} és még ${labels.length - 1}`;
}

/** The select before hydration (and on the server, which does not bundle Downshift): the same look, not yet interactive. */
function StaticOptionSelect({ name, label, options, selected }: OptionMultiSelectProps) {
  const labels = options.filter((o) => selected.includes(o.value)).map((o) => o.label);
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      <div className={styles.combo}>
        <div className={styles.selectButton}>
          <span className={labels.length ? styles.selectSummary : `${styles.selectSummary} ${styles.placeholder}`}>{summary(labels)}</span>
          <ChevronDown aria-hidden="true" size={18} />
        </div>
      </div>
      {selected.length > 0 && <input type="hidden" name={name} value={selected.join(',')} />}
    </div>
  );
}

export function OptionMultiSelect(props: OptionMultiSelectProps) {
  return useHydrated() ? <InteractiveOptionSelect {...props} /> : <StaticOptionSelect {...props} />;
}

function InteractiveOptionSelect({ name, label, options, selected, onChange, describedBy }: OptionMultiSelectProps) {
  const chosen = new Set(selected);
  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps } = useSelect<DropdownOption>({
    items: [...options],
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    // Nothing is "the" selected item: each choice toggles one value of the set.
    selectedItem: null,
    id: `szuro-${name}`,
    stateReducer: (state, { changes, type }) => {
      const { ItemClick, ToggleButtonKeyDownEnter, ToggleButtonKeyDownSpaceButton } = useSelect.stateChangeTypes;
      // Choosing an option keeps the list open on it, so several can be chosen in a row.
      if (type === ItemClick || type === ToggleButtonKeyDownEnter || type === ToggleButtonKeyDownSpaceButton) {
        return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
      }
      return changes;
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      const next = new Set(chosen);
      if (next.has(selectedItem.value)) next.delete(selectedItem.value);
      else next.add(selectedItem.value);
      onChange([...next]);
    },
  });
  const labels = options.filter((o) => chosen.has(o.value)).map((o) => o.label);
  return (
    <div className={styles.field}>
      <label className={styles.label} {...getLabelProps()}>
        {label}
      </label>
      <div className={styles.combo}>
        <div className={styles.selectButton} {...getToggleButtonProps({ 'aria-describedby': describedBy })}>
          <span className={labels.length ? styles.selectSummary : `${styles.selectSummary} ${styles.placeholder}`}>{summary(labels)}</span>
          <ChevronDown aria-hidden="true" size={18} />
        </div>
        <ul className={styles.menu} {...getMenuProps({ 'aria-multiselectable': true })}>
          {isOpen &&
            options.map((option, index) => {
              const isChosen = chosen.has(option.value);
              return (
                <li
                  key={option.value}
                  className={highlightedIndex === index ? styles.option.highlighted : styles.option.plain}
                  {...getItemProps({ item: option, index, 'aria-selected': isChosen })}
                >
                  <span className={isChosen ? `${styles.optionCheck} ${styles.optionChecked}` : styles.optionCheck} aria-hidden="true">
                    {isChosen && <Check size={14} strokeWidth={3} />}
                  </span>
                  <span>{option.label}</span>
                </li>
              );
            })}
        </ul>
      </div>
      {selected.length > 0 && <input type="hidden" name={name} value={selected.join(',')} />}
    </div>
  );
}
