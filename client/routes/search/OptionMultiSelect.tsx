/**
 * @module A multi-select over a dropdown's options (condition, heating, …): a static twin on the
 * server and until hydration, then the Downshift listbox of OptionListbox.client.tsx. Without
 * JavaScript the chosen values still go with the form as a hidden input.
 */
import { type OptionMultiSelectProps, summary } from './multiSelectShared';
import OptionListbox from './OptionListbox.client';
import * as styles from './searchPage.css';
import { useHydrated } from './useHydrated';
import { Icon } from '../../icons/Icon';

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
