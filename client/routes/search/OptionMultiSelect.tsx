/**
 * @module A multi-select over a dropdown's options (condition, heating, …): a static twin on the
 * server and until hydration, then the Downshift listbox of OptionListbox.client.tsx. Without
 * JavaScript the chosen values still go with the form as a hidden input.
 */
import type { DropdownOption } from '../../../domain/dropdowns';
import OptionListbox from './OptionListbox.client';
import * as styles from './searchPage.css';
import { useHydrated } from './useHydrated';
import { Icon } from '../../icons/Icon';

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

/** The select before hydration (and on the server, which does not bundle the listbox): the same look, not yet interactive. */
function StaticOptionSelect({ name, label, options, selected }: OptionMultiSelectProps) {
  const labels = options.filter((o) => selected.includes(o.value)).map((o) => o.label);
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      <div className={styles.combo}>
        <div className={styles.selectButton}>
          <span className={labels.length ? styles.selectSummary : `${styles.selectSummary} ${styles.placeholder}`}>{summary(labels)}</span>
          <Icon name="chevron-down" size={18} />
        </div>
      </div>
      {selected.length > 0 && <input type="hidden" name={name} value={selected.join(',')} />}
    </div>
  );
}

export function OptionMultiSelect(props: OptionMultiSelectProps) {
  return useHydrated() ? <OptionListbox {...props} /> : <StaticOptionSelect {...props} />;
}
