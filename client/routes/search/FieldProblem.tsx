/**
 * @module The message beside a search filter field: a problem with what was typed, else a note that the
 * field's value in the address could not be used and was left out of the search. The field points at it
 * with aria-describedby, so a screen reader says it with the field.
 */
import type { SearchFilterKey } from '../../../domain/search/searchFilter';
import type { DraftProblems } from './searchDraft';
import * as styles from './searchPage.css';

/** Shown beside a field whose value in the address could not be used. */
const droppedValueMessage = 'A címben kapott érték nem értelmezhető, ezért kimaradt a keresésből.';

/** The id of a field's message, for the field's aria-describedby. */
export const problemId = (key: string) => `hiba-${key}`;

/**
 * The message beside a field: a problem with what was typed into one of its inputs (`inputKeys`, a range's
 * bounds) or into the field itself, else a value dropped from the address.
 */
export function fieldMessage(problems: DraftProblems, dropped: ReadonlySet<SearchFilterKey>, key: SearchFilterKey, inputKeys: readonly string[]): string | undefined {
  const typed = [...inputKeys, key].map((k) => problems[k]).find(Boolean);
  return typed ?? (dropped.has(key) ? droppedValueMessage : undefined);
}

/** The message itself, or nothing while the field is right. */
export function FieldProblem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className={styles.fieldError}>
      {text}
    </p>
  ) : null;
}
