/**
 * @module The city multi-select (SPEC section 3): a live, accent-insensitive search over cities,
 * Budapest districts, neighbourhoods and counties. A static twin on the server and until
 * hydration, then PlaceCombobox.client.tsx (Downshift): arrows and Enter choose, Backspace in the
 * empty input removes the last place, each chosen place is also a button that removes it.
 */
import { type PlaceMultiSelectProps, placeholderOf } from './multiSelectShared';
import PlaceCombobox from './PlaceCombobox.client';
import * as styles from './searchPage.css';
import { useFocusAcrossSwap, useHydrated } from './useHydrated';
import { Icon } from '../../icons/Icon';


/** The field before hydration (and on the server, which does not bundle the combobox): the same look, not yet interactive. */
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
              <Icon name="x" size={16} />
            </span>
          ))}
          <input id={`szuro-${name}-input`} className={styles.comboInput} placeholder={placeholderOf(selected)} autoComplete="off" spellCheck={false} />
        </div>
      </div>
      {selected.length > 0 && <input type="hidden" name={name} value={selected.map((p) => p.id).join(',')} />}
    </div>
  );
}


export function PlaceMultiSelect(props: PlaceMultiSelectProps) {
  const hydrated = useHydrated();
  useFocusAcrossSwap(hydrated, `szuro-${props.name}-input`);
  return hydrated ? <PlaceCombobox {...props} /> : <StaticPlaceSelect {...props} />;
}
