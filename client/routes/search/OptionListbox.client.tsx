/**
 * @module The dropdown multi-select's engine, loaded on the field's first intent: Downshift's select-only
 * combobox (ARIA 1.2), kept open while options are toggled. It takes over from the static twin of
 * OptionMultiSelect.tsx with its focus, open when the visitor asked for the list there. Browser only: the
 * worker build stubs `*.client` modules (build.mjs).
 */
import { useSelect } from 'downshift';
import { useLayoutEffect, useRef } from 'react';
import type { DropdownOption } from '../../../domain/search/filterDropdowns';
import type { EngineView, OptionMultiSelectProps } from './multiSelectHandover';
import { Icon } from '../../icons/Icon';

/** The interactive multi-select: choosing an option toggles it and keeps the list open. */
export default function OptionListbox(props: OptionMultiSelectProps & EngineView) {
  const { name, label, options, selected, onChange, describedBy, handover, ids, styles, frame } = props;
  const { MultiSelectFrame, SelectSummary } = frame;
  const chosen = new Set(selected);
  const buttonRef = useRef<HTMLDivElement>(null);
  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps } = useSelect<DropdownOption>({
    items: [...options],
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    // Nothing is "the" selected item: each choice toggles one value of the set.
    selectedItem: null,
    id: ids.id,
    initialIsOpen: handover.open,
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
  // The twin's focus, on the button that replaced it, before the browser paints.
  useLayoutEffect(() => {
    if (handover.focused) buttonRef.current?.focus();
  }, [handover]);
  const labels = options.filter((o) => chosen.has(o.value)).map((o) => o.label);
  return (
    <MultiSelectFrame label={label} labelProps={getLabelProps()} name={name} value={selected.join(',')}>
      <div className={styles.selectButton} {...getToggleButtonProps({ ref: buttonRef, 'aria-describedby': describedBy })}>
        <SelectSummary labels={labels} />
      </div>
      {/* Out of the Tab order: Chromium makes a scrolling list a Tab stop, and Tab would land in it as it closes (on <body>). */}
      <ul className={styles.menu} {...getMenuProps({ 'aria-multiselectable': true, tabIndex: -1 })}>
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
                  {isChosen && <Icon name="check" size={14} strokeWidth={3} />}
                </span>
                <span>{option.label}</span>
              </li>
            );
          })}
      </ul>
    </MultiSelectFrame>
  );
}
