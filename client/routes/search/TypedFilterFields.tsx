/**
 * @module The search filter's fields typed into: the listing's id and the min–max pairs (price, floor
 * area, …). They show the text as typed, kept in the draft (searchDraft.ts), and hand every keystroke to
 * the form, which waits for a pause before it searches (SearchFilterField.tsx).
 */
import { Fragment, type ReactNode } from 'react';
import * as styles from './searchPage.css';

interface NumberFieldProps {
  /** The query parameter, also the input's name. */
  name: string;
  label: string;
  text: string;
  invalid: boolean;
  describedBy: string | undefined;
  /** The message beside the field (FieldProblem). */
  problem: ReactNode;
  onText: (text: string) => void;
}

/** One whole number: the listing's id. */
export function NumberField({ name, label, text, invalid, describedBy, problem, onText }: NumberFieldProps) {
  const inputId = `szuro-${name}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(e) => onText(e.target.value)}
      />
      {problem}
    </div>
  );
}

interface RangeFieldProps {
  /** The range's query parameter: its inputs are `<name>_min` and `<name>_max`. */
  name: string;
  label: string;
  /** The unit the bounds are typed in (`M Ft`, `Ft/hó`, `m²`, …). */
  unit: string;
  /** The bounds take fractions (millions of forints): a phone shows the decimal keyboard. */
  fractions: boolean;
  /** The text of each input, by its name. */
  texts: Readonly<Record<string, string>>;
  /** Whether the input of this name is marked invalid. */
  invalid: (inputKey: string) => boolean;
  describedBy: string | undefined;
  problem: ReactNode;
  onText: (inputKey: string, text: string) => void;
}

/** A minimum and a maximum side by side, each named for screen readers with the field, its bound and its unit. */
export function RangeField({ name, label, unit, fractions, texts, invalid, describedBy, problem, onText }: RangeFieldProps) {
  const bounds = [
    { inputKey: `${name}_min`, text: 'minimum' },
    { inputKey: `${name}_max`, text: 'maximum' },
  ];
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>
        {label} <span className={styles.hint}>({unit})</span>
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
              aria-label={`${label}, ${bound.text} (${unit})`}
              value={texts[bound.inputKey] ?? ''}
              aria-invalid={invalid(bound.inputKey)}
              aria-describedby={describedBy}
              onChange={(e) => onText(bound.inputKey, e.target.value)}
            />
          </Fragment>
        ))}
      </div>
      {problem}
    </fieldset>
  );
}
