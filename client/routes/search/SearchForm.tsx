/**
 * @module The filter form: every field of SPEC section 3 in its order, drawn from the filter
 * definition (domain/search/searchFilter.ts); the twenty further multi-selects and furnished behind
 * "További szűrők". A GET form to /kereses, so it also searches without JavaScript; with it, the
 * page follows every change (SearchPage). On a phone it is a full-height panel.
 */
import { type FormEvent, Fragment, type ReactNode, type RefObject, useState } from 'react';
import type { DropdownOption } from '../../../domain/search/filterDropdowns';
import { counties } from '../../../domain/geography/counties';
import { formatNumber } from '../../../domain/helpers/numberFormat';
import {
  defaultSaleStatus,
  furnishedOptions,
  furtherFilterFields,
  mainFilterFields,
  type SearchFilterFieldDefinition,
  type SearchFilterKey,
  saleStatusOptions,
} from '../../../domain/search/searchFilter';
import { monthlyPriceScale, priceScaleOf } from '../../../domain/search/priceScale';
import { activeFilterKeys, rangeScale } from '../../../domain/search/searchFilterQuery';
import { OptionMultiSelect } from './OptionMultiSelect';
import { PlaceMultiSelect } from './PlaceMultiSelect';
import { type DraftProblems, type SearchDraft, withFilterValue, withOptions, withSaleStatus } from './searchDraft';
import * as styles from './searchPage.css';
import { Icon } from '../../icons/Icon';

/** Shown beside a field whose value in the address could not be used. */
export const droppedValueMessage = 'A címben kapott érték nem értelmezhető, ezért kimaradt a keresésből.';

const countyOptions = counties.filter((c) => c.kind === 'county');

/** How the form reports a change: typing waits for a pause, a choice searches at once. */
export type DraftChange = (draft: SearchDraft, options: { field: SearchFilterKey; typing: boolean }) => void;

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

const errorId = (key: string) => `hiba-${key}`;

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className={styles.fieldError}>
      {text}
    </p>
  ) : null;
}

interface NativeSelectProps {
  name: string;
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  describedBy: string | undefined;
  problem: ReactNode;
  onChange: (value: string) => void;
}

/** A single choice with "Mindegy" (any) first: the county and the yes/no select. */
function NativeSelect({ name, label, value, choices, describedBy, problem, onChange }: NativeSelectProps) {
  const id = `szuro-${name}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.select} name={name} value={value} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
        <option value="">Mindegy</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {problem}
    </div>
  );
}

export function SearchForm(props: SearchFormProps) {
  const { draft, problems, dropped, options, total, pending, onChange, onSubmit, onClear, open, onClose, panelRef, titleRef } = props;
  const active = activeFilterKeys(draft.filter);
  const isMonthly = priceScaleOf(draft.filter.sale_status) === monthlyPriceScale;
  const furtherActive = furtherFilterFields.filter((f) => active.includes(f.param)).length;
  // Open from the start when the address already asks one of them.
  const [moreOpen, setMoreOpen] = useState(furtherActive > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  /** The message beside a field: a problem with what was typed, else a value dropped from the address. */
  const messageFor = (key: SearchFilterKey, ...inputKeys: string[]) => {
    const typed = [...inputKeys, key].map((k) => problems[k]).find(Boolean);
    return typed ?? (dropped.has(key) ? droppedValueMessage : undefined);
  };

  const field = (definition: SearchFilterFieldDefinition): ReactNode => {
    const key = definition.param;
    const message = messageFor(key, ...(definition.kind === 'range' ? [`${key}_min`, `${key}_max`] : []));
    const describedBy = message ? errorId(key) : undefined;
    const problem = <Problem id={errorId(key)} text={message} />;
    switch (definition.kind) {
      case 'number': {
        const inputId = `szuro-${key}`;
        return (
          <div className={styles.field} key={key}>
            <label className={styles.label} htmlFor={inputId}>
              {definition.label}
            </label>
            <input
              id={inputId}
              className={styles.input}
              name={key}
              inputMode="numeric"
              autoComplete="off"
              value={draft.texts[key] ?? ''}
              aria-invalid={Boolean(message)}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ ...draft, texts: { ...draft.texts, [key]: e.target.value } }, { field: key, typing: true })}
            />
            {problem}
          </div>
        );
      }
      case 'places':
        return (
          <div key={key}>
            <PlaceMultiSelect
              name={key}
              label={definition.label}
              saleStatus={draft.filter.sale_status ?? defaultSaleStatus}
              selected={draft.places}
              describedBy={describedBy}
              onChange={(places) => onChange({ ...draft, places }, { field: key, typing: false })}
            />
            {problem}
          </div>
        );
      case 'range': {
        // The price is in forints a month once "Kiadó" is chosen (domain/search/priceScale.ts).
        const { unit, fractions } = rangeScale(definition, draft.filter.sale_status);
        const bounds = [
          { inputKey: `${key}_min`, text: 'minimum' },
          { inputKey: `${key}_max`, text: 'maximum' },
        ];
        return (
          <fieldset className={styles.field} key={key}>
            <legend className={styles.label}>
              {definition.label} <span className={styles.hint}>({unit})</span>
            </legend>
            <div className={styles.rangeRow}>
              {bounds.map((bound, index) => (
                <Fragment key={bound.inputKey}>
                  {index === 1 && (
                    <span className={styles.rangeDash} aria-hidden="true">
                      –
                    </span>
                  )}
                  <input
                    className={styles.input}
                    name={bound.inputKey}
                    inputMode={fractions ? 'decimal' : 'numeric'}
                    autoComplete="off"
                    placeholder={index === 0 ? 'Min.' : 'Max.'}
                    aria-label={`${definition.label}, ${bound.text} (${unit})`}
                    value={draft.texts[bound.inputKey] ?? ''}
                    aria-invalid={Boolean(problems[bound.inputKey] ?? problems[key] ?? (dropped.has(key) ? key : undefined))}
                    aria-describedby={describedBy}
                    onChange={(e) => onChange({ ...draft, texts: { ...draft.texts, [bound.inputKey]: e.target.value } }, { field: key, typing: true })}
                  />
                </Fragment>
              ))}
            </div>
            {problem}
          </fieldset>
        );
      }
      case 'select':
      case 'multiSelect': {
        if ('dropdown' in definition) {
          return (
            <div key={key}>
              <OptionMultiSelect
                name={key}
                label={definition.label}
                options={options[definition.dropdown] ?? []}
                selected={draft.filter.options[definition.param] ?? []}
                describedBy={describedBy}
                onChange={(values) => onChange(withOptions(draft, definition.param, values), { field: key, typing: false })}
              />
              {problem}
            </div>
          );
        }
        if (definition.options === 'saleStatus') {
          const chosen = draft.filter.sale_status ?? saleStatusOptions[0].value;
          return (
            <fieldset className={styles.field} key={key}>
              <legend className={styles.label}>{definition.label}</legend>
              <div className={styles.segmented}>
                {saleStatusOptions.map((status) => (
                  <span className={styles.segment} key={status.value}>
                    <input
                      id={`szuro-${key}-${status.value}`}
                      className={styles.segmentInput}
                      type="radio"
                      name={key}
                      value={status.value}
                      checked={chosen === status.value}
                      aria-describedby={describedBy}
                      onChange={() => onChange(withSaleStatus(draft, status.value), { field: key, typing: false })}
                    />
                    <label className={styles.segmentLabel} htmlFor={`szuro-${key}-${status.value}`}>
                      {status.label}
                    </label>
                  </span>
                ))}
              </div>
              {problem}
            </fieldset>
          );
        }
        return (
          <NativeSelect
            key={key}
            name={key}
            label={definition.label}
            value={draft.filter.county === undefined ? '' : String(draft.filter.county)}
            choices={countyOptions.map((county) => ({ value: String(county.id), label: county.name }))}
            describedBy={describedBy}
            problem={problem}
            onChange={(value) => onChange(withFilterValue(draft, { county: value ? Number(value) : undefined }), { field: key, typing: false })}
          />
        );
      }
      case 'checkbox':
        // Pets are a rental's term: for sale, no listing states it.
        if (definition.param === 'pets_allowed' && !isMonthly) return null;
        return (
          <div className={styles.field} key={key}>
            <label className={styles.checkboxRow}>
              <input
                className={styles.checkbox}
                type="checkbox"
                name={key}
                value="true"
                checked={draft.filter[definition.param]}
                aria-describedby={describedBy}
                onChange={(e) => onChange(withFilterValue(draft, { [definition.param]: e.target.checked }), { field: key, typing: false })}
              />
              {definition.label}
            </label>
            {problem}
          </div>
        );
      case 'yesNo':
        return (
          <NativeSelect
            key={key}
            name={key}
            label={definition.label}
            value={draft.filter.furnished.length === 1 ? String(draft.filter.furnished[0]) : ''}
            choices={furnishedOptions.map((option) => ({ value: String(option.value), label: option.label }))}
            describedBy={describedBy}
            problem={problem}
            onChange={(value) => onChange(withFilterValue(draft, { furnished: value === '' ? [] : [value === 'true'] }), { field: key, typing: false })}
          />
        );
    }
  };

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
