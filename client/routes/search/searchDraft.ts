/**
 * @module The filter form's state while the visitor edits it: structured values for the selects
 * and the places, and the text of every numeric input as typed. A draft becomes a search through
 * the URL reader itself (readSearchQuery), so the form cannot accept what the address would not.
 */
import type { PlaceOption } from '../../../domain/cms/networkSchemas';
import { numericInputProblem, parsePlaceId, type PlaceRef, type SearchFilterFieldDefinition, type SearchFilterKey, searchFilterFields } from '../../../domain/search/searchFilter';
import { boundText } from '../../../domain/search/searchFilterChips';
import { keepsPriceMeaning } from '../../../domain/search/priceScale';
import { type OptionKey, problemField, rangeScale, readSearchQuery, type SearchFilter, type SearchQuery, writeSearchQuery } from '../../../domain/search/searchFilterQuery';

type NumericField = Extract<SearchFilterFieldDefinition, { kind: 'range' | 'number' }>;

/** One numeric input: the id, or one bound of a range. */
interface NumericInput {
  /** Its query parameter: `id`, `price_min`, … */
  key: string;
  field: NumericField;
  bound: 'min' | 'max' | null;
}

/** The numeric inputs: the id and both bounds of every range, by query parameter. */
const numericInputs: readonly NumericInput[] = searchFilterFields.flatMap((field): NumericInput[] => {
  if (field.kind === 'range') {
    return [
      { key: `${field.param}_min`, field, bound: 'min' },
      { key: `${field.param}_max`, field, bound: 'max' },
    ];
  }
  return field.kind === 'number' ? [{ key: field.param, field, bound: null }] : [];
});

export interface SearchDraft {
  /** Everything but the numeric fields, which are read from `texts`. */
  filter: SearchFilter;
  /** The chosen places with their labels, in the order chosen. */
  places: readonly PlaceOption[];
  /** What each numeric input holds, by query parameter (`price_min`, `id`, …). */
  texts: Readonly<Record<string, string>>;
}

/** The draft of a search shown by the page. */
export function draftOf(query: SearchQuery, placeOptions: readonly PlaceOption[]): SearchDraft {
  const { filter } = query;
  const texts: Record<string, string> = {};
  for (const input of numericInputs) {
    if (input.bound === null) texts[input.key] = filter.id === undefined ? '' : String(filter.id);
    else if (input.field.kind === 'range') texts[input.key] = boundText(rangeScale(input.field, filter.sale_status), filter.ranges[input.field.param]?.[input.bound]);
  }
  const byId = new Map(placeOptions.map((p) => [p.id, p]));
  const places = filter.places.flatMap((p) => byId.get(`${p.kind}:${p.id}`) ?? []);
  return { filter, places, texts };
}

/** How the form reports a change: typing waits for a pause, a choice searches at once. */
export type DraftChange = (draft: SearchDraft, options: { field: SearchFilterKey; typing: boolean }) => void;

/** Hungarian messages beside the fields, by query parameter of the input (or the range field, for min above max). */
export type DraftProblems = Partial<Record<string, string>>;

export const minAboveMaxMessage = 'A minimum nem lehet nagyobb a maximumnál.';
export const tooLargeMessage = 'Ez a szám túl nagy.';

/**
 * The search a draft asks, or the problems that keep it from being sent (SPEC section 5: digits
 * only; a minimum above its maximum).
 */
export function searchOfDraft(draft: SearchDraft, current: Pick<SearchQuery, 'sort'>): { query: SearchQuery; problems: DraftProblems } {
  const placeRefs: PlaceRef[] = draft.places.flatMap((p) => parsePlaceId(p.id) ?? []);
  const structured = writeSearchQuery({ filter: { ...draft.filter, id: undefined, ranges: {}, places: placeRefs }, sort: current.sort, page: 1 }, 'page');
  const values: Record<string, string> = Object.fromEntries(structured);
  for (const input of numericInputs) if (draft.texts[input.key]?.trim()) values[input.key] = draft.texts[input.key] ?? '';
  const read = readSearchQuery(values, 'page');
  const problems: DraftProblems = {};
  for (const problem of read.problems) {
    const input = numericInputs.find((i) => i.key === problem.key);
    if (input) {
      const scale = input.field.kind === 'range' ? rangeScale(input.field, draft.filter.sale_status) : undefined;
      problems[input.key] = numericInputProblem(input.field.name, draft.texts[input.key] ?? '', scale) ?? tooLargeMessage;
    }
    else if (problemField(problem.key) === problem.key) problems[problem.key] = minAboveMaxMessage;
  }
  return { query: read.query, problems };
}

/** The draft with one field's structured value replaced. */
export function withFilterValue(draft: SearchDraft, change: Partial<SearchFilter>): SearchDraft {
  return { ...draft, filter: { ...draft.filter, ...change } };
}

/** The draft with one dropdown-fed field's chosen values replaced. */
export function withOptions(draft: SearchDraft, key: OptionKey, values: readonly number[]): SearchDraft {
  return withFilterValue(draft, { options: { ...draft.filter.options, [key]: [...values].sort((a, b) => a - b) } });
}

/**
 * The draft with another sale status. Between a sale (millions) and a rent (forints a month) the
 * typed price would mean something else, so both bounds are cleared, and the flag of the side left
 * behind goes with it (pets with the rent, Otthon Start with the sale); rent and lease keep all.
 */
export function withSaleStatus(draft: SearchDraft, saleStatus: number | undefined): SearchDraft {
  if (keepsPriceMeaning(draft.filter.sale_status, saleStatus)) return withFilterValue(draft, { sale_status: saleStatus });
  const next = withFilterValue(draft, { sale_status: saleStatus, pets_allowed: false, otthon_start_hitel_filter: false });
  return { ...next, texts: { ...next.texts, price_min: '', price_max: '' } };
}
