/**
 * @module The search filter's fields chosen from, native controls: the sale status as segments, a single
 * choice with "Mindegy" first (the county, furnished or not) and a checkbox. A choice searches at
 * once (SearchFilterField.tsx); the multi-selects are OptionMultiSelect.tsx and PlaceMultiSelect.tsx.
 */
import type { ReactNode } from 'react';
import * as styles from './searchPage.css';

/** What every choice field takes besides its value: its name, label and the message beside it. */
interface ChoiceFieldProps {
  /** The query parameter, also the control's name. */
  name: string;
  label: string;
  describedBy: string | undefined;
  /** The message beside the field (FieldProblem). */
  problem: ReactNode;
}

interface SegmentedFieldProps extends ChoiceFieldProps {
  choices: readonly { value: number; label: string }[];
  chosen: number;
  onChoose: (value: number) => void;
}

/** A few choices side by side as radio buttons, one always chosen: the sale status. */
export function SegmentedField({ name, label, choices, chosen, describedBy, problem, onChoose }: SegmentedFieldProps) {
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.segmented}>
        {choices.map((choice) => (
          <span className={styles.segment} key={choice.value}>
            <input
              id={`szuro-${name}-${choice.value}`}
              className={styles.segmentInput}
              type="radio"
              name={name}
              value={choice.value}
              checked={chosen === choice.value}
              aria-describedby={describedBy}
              onChange={() => onChoose(choice.value)}
            />
            <label className={styles.segmentLabel} htmlFor={`szuro-${name}-${choice.value}`}>
              {choice.label}
            </label>
          </span>
        ))}
      </div>
      {problem}
    </fieldset>
  );
}

interface NativeSelectProps extends ChoiceFieldProps {
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A single choice with "Mindegy" (any) first: the county and the yes/no select. */
export function NativeSelect({ name, label, value, choices, describedBy, problem, onChange }: NativeSelectProps) {
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

interface CheckboxFieldProps extends ChoiceFieldProps {
  checked: boolean;
  onCheck: (checked: boolean) => void;
}

/** A yes-or-nothing filter (Otthon Start, pets allowed, only reduced prices): sent as `true` when ticked, left out otherwise. */
export function CheckboxField({ name, label, checked, describedBy, problem, onCheck }: CheckboxFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.checkboxRow}>
        <input className={styles.checkbox} type="checkbox" name={name} value="true" checked={checked} aria-describedby={describedBy} onChange={(e) => onCheck(e.target.checked)} />
        {label}
      </label>
      {problem}
    </div>
  );
}
