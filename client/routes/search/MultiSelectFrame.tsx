/**
 * @module What a search multi-select draws alike as its static twin and as its engine (multiSelectEngine.ts),
 * so the two cannot drift apart and nothing moves when one replaces the other: the field with its label,
 * the box its control and list sit in and the hidden input that sends the chosen values without JavaScript;
 * inside the box, the place field's chips and the closed select's summary. The page's chunk holds it and
 * hands it to an engine as a prop (EngineView): a module both chunks imported would be split off into a
 * request of its own (decision 027).
 */
import type { MouseEventHandler, ReactNode, RefObject } from 'react';
import type { PlaceOption } from '../../../domain/cms/networkSchemas';
import * as styles from './searchPage.css';
import { Icon } from '../../icons/Icon';

interface MultiSelectFrameProps {
  label: string;
  /**
   * The label's id and the control it is for, or Downshift's label props. Without `htmlFor` the label is
   * a span: the select twin's combobox is a div, which no label may point at; it names itself with
   * aria-labelledby instead.
   */
  labelProps: { id: string; htmlFor?: string; onClick?: MouseEventHandler };
  /** The query parameter, the hidden input's name. */
  name: string;
  /** The chosen values as the address writes them, comma-separated: empty sends nothing. */
  value: string;
  /** The control and its list, in the box the list is positioned against. */
  children: ReactNode;
}

/** A multi-select's field: its label, its control and list, and the chosen values for the form. */
export function MultiSelectFrame({ label, labelProps, name, value, children }: MultiSelectFrameProps) {
  return (
    <div className={styles.field}>
      {labelProps.htmlFor === undefined ? (
        <span className={styles.label} id={labelProps.id}>
          {label}
        </span>
      ) : (
        <label className={styles.label} {...labelProps}>
          {label}
        </label>
      )}
      <div className={styles.combo}>{children}</div>
      {value !== '' && <input type="hidden" name={name} value={value} />}
    </div>
  );
}

interface PlaceBoxProps {
  selected: readonly PlaceOption[];
  /** Takes a place out of the choice: its chip was pressed. */
  onRemove: (place: PlaceOption) => void;
  /** The text input (the box's last child), which takes the focus after a chip or a click in the box. */
  inputRef: RefObject<HTMLInputElement | null>;
  children: ReactNode;
}

/** The place field's box: a chip for each chosen place, which removes it, then the text input. */
export function PlaceBox({ selected, onRemove, inputRef, children }: PlaceBoxProps) {
  const focusInput = () => inputRef.current?.focus();
  return (
    <div className={styles.comboBox} onClick={focusInput}>
      {selected.map((place) => (
        <button
          key={place.id}
          type="button"
          className={styles.chip}
          aria-label={`${place.label} eltávolítása`}
          onClick={(event) => {
            event.stopPropagation();
            onRemove(place);
            focusInput();
          }}
        >
          <span className={styles.chipText}>{place.label}</span>
          <Icon name="x" size={16} />
        </button>
      ))}
      {children}
    </div>
  );
}

/** "Mindegy" for nothing, the labels for up to two, else the first and how many more. */
function summary(labels: readonly string[]): string {
  if (labels.length === 0) return 'Mindegy';
  if (labels.length <= 2) return labels.join(', ');
  return `${labels[0]} és még ${labels.length - 1}`;
}

/** What a closed select shows of its choice (dimmed while it is "Mindegy"), and its chevron. */
export function SelectSummary({ labels }: { labels: readonly string[] }) {
  return (
    <>
      <span className={labels.length ? styles.selectSummary : `${styles.selectSummary} ${styles.placeholder}`}>{summary(labels)}</span>
      <Icon name="chevron-down" size={18} />
    </>
  );
}

/** The parts an engine draws as its twin does, handed to it with its props (EngineView). */
export const multiSelectFrame = { MultiSelectFrame, PlaceBox, SelectSummary };
