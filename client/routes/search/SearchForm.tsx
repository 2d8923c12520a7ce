/**
 * @module The filter form: every field of SPEC section 3 in its order, drawn from the filter
 * definition (domain/search/searchFilter.ts, one SearchFilterField each); the twenty further multi-selects
 * and furnished behind "További szűrők". A GET form to /kereses, so it also searches without JavaScript;
 * with it, the page follows every change (SearchPage). On a phone it is a full-height panel.
 */
import { type FormEvent, type RefObject, useState } from 'react';
import type { DropdownOption } from '../../../domain/search/filterDropdowns';
import { formatNumber } from '../../../domain/helpers/numberFormat';
import { furtherFilterFields, mainFilterFields, type SearchFilterFieldDefinition, type SearchFilterKey } from '../../../domain/search/searchFilter';
import { activeFilterKeys } from '../../../domain/search/searchFilterQuery';
import { areaText } from '../../../domain/search/searchArea';
import { SearchFilterField } from './SearchFilterField';
import type { DraftChange, DraftProblems, SearchDraft } from './searchDraft';
import * as styles from './searchPage.css';
import { Icon } from '../../icons/Icon';

interface SearchFormProps {
  draft: SearchDraft;
  problems: DraftProblems;
  /** Fields whose value in the address was dropped. */
  dropped: ReadonlySet<SearchFilterKey>;
  options: Readonly<Record<string, readonly DropdownOption[]>>;
  total: number;
  pending: boolean;
  onChange: DraftChange;
  onSubmit: () => void;
  onClear: () => void;
  /** The phone's full-height panel is open. */
  open: boolean;
  onClose: () => void;
  panelRef: RefObject<HTMLElement | null>;
  titleRef: RefObject<HTMLHeadingElement | null>;
}

export function SearchForm(props: SearchFormProps) {
  const { draft, problems, dropped, options, total, pending, onChange, onSubmit, onClear, open, onClose, panelRef, titleRef } = props;
  const active = activeFilterKeys(draft.filter);
  const furtherActive = furtherFilterFields.filter((f) => active.includes(f.param)).length;
  // Open from the start when the address already asks one of them.
  const [moreOpen, setMoreOpen] = useState(furtherActive > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const field = (definition: SearchFilterFieldDefinition) => (
    <SearchFilterField key={definition.param} definition={definition} draft={draft} problems={problems} dropped={dropped} options={options} onChange={onChange} />
  );

  const hasFilters = active.length > 0 || Object.values(draft.texts).some((t) => t.trim() !== '');
  return (
    <section
      id="szurok"
      ref={panelRef}
      className={open ? `${styles.panel} ${styles.panelOpen}` : styles.panel}
      aria-labelledby="szurok-cim"
      {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
    >
      <div className={styles.panelHeader}>
        <h2 id="szurok-cim" ref={titleRef} className={styles.panelTitle} tabIndex={-1}>
          Szűrők
        </h2>
        <button type="button" className={styles.closeButton} onClick={onClose} aria-label="Szűrők bezárása">
          <Icon name="x" />
        </button>
      </div>
      <form className={styles.form} action="/kereses" method="get" onSubmit={submit} noValidate>
        <div className={styles.fields}>
          {/* The area is drawn on the map: the form keeps it, so a search without JavaScript does not drop it. */}
          {draft.filter.area && <input type="hidden" name="area" value={areaText(draft.filter.area)} />}
          {mainFilterFields.map(field)}
          <details open={moreOpen} onToggle={(e) => setMoreOpen(e.currentTarget.open)}>
            <summary className={styles.moreToggle}>
              <span>További szűrők{furtherActive > 0 ? ` (${furtherActive})` : ''}</span>
              <Icon name="chevron-down" size={20} />
            </summary>
            <div className={styles.moreFields}>{furtherFilterFields.map(field)}</div>
          </details>
          {hasFilters && (
            <button type="button" className={styles.textButton} onClick={onClear}>
              Szűrők törlése
            </button>
          )}
        </div>
        <div className={styles.panelFooter}>
          <button type="submit" className={styles.primaryButton}>
            {pending ? 'Keresés…' : `Találatok mutatása (${formatNumber(total)})`}
          </button>
        </div>
      </form>
    </section>
  );
}
