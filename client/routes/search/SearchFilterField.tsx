/**
 * @module One field of the filter form, drawn from its definition (domain/search/searchFilter.ts): the
 * control its kind takes, the message beside it (FieldProblem.tsx), and how a change reaches the draft,
 * as typing (the search waits for a pause) or as a choice (it searches at once).
 */
import type { DropdownOption } from '../../../domain/search/filterDropdowns';
import { counties } from '../../../domain/geography/counties';
import { defaultSaleStatus, furnishedOptions, type SearchFilterFieldDefinition, type SearchFilterKey, saleStatusOptions } from '../../../domain/search/searchFilter';
import { saleStatusFlagApplies } from '../../../domain/search/priceScale';
import { rangeScale } from '../../../domain/search/searchFilterQuery';
import { CheckboxField, NativeSelect, SegmentedField } from './ChoiceFilterFields';
import { FieldProblem, fieldMessage, problemId } from './FieldProblem';
import { OptionMultiSelect } from './OptionMultiSelect';
import { PlaceMultiSelect } from './PlaceMultiSelect';
import { type DraftChange, type DraftProblems, type SearchDraft, withFilterValue, withOptions, withSaleStatus } from './searchDraft';
import { NumberField, RangeField } from './TypedFilterFields';

const countyChoices = counties.filter((c) => c.kind === 'county').map((county) => ({ value: String(county.id), label: county.name }));
const furnishedChoices = furnishedOptions.map((option) => ({ value: String(option.value), label: option.label }));

interface SearchFilterFieldProps {
  definition: SearchFilterFieldDefinition;
  draft: SearchDraft;
  problems: DraftProblems;
  /** Fields whose value in the address was dropped. */
  dropped: ReadonlySet<SearchFilterKey>;
  /** The tenant's dropdown options, by dropdown type. */
  options: Readonly<Record<string, readonly DropdownOption[]>>;
  onChange: DraftChange;
}

export function SearchFilterField({ definition, draft, problems, dropped, options, onChange }: SearchFilterFieldProps) {
  const key = definition.param;
  const message = fieldMessage(problems, dropped, key, definition.kind === 'range' ? [`${key}_min`, `${key}_max`] : []);
  const describedBy = message ? problemId(key) : undefined;
  const problem = <FieldProblem id={problemId(key)} text={message} />;
  const choose = (next: SearchDraft) => onChange(next, { field: key, typing: false });
  const type = (inputKey: string, text: string) => onChange({ ...draft, texts: { ...draft.texts, [inputKey]: text } }, { field: key, typing: true });
  const common = { name: key, label: definition.label, describedBy, problem };
  switch (definition.kind) {
    case 'number':
      return <NumberField {...common} text={draft.texts[key] ?? ''} invalid={Boolean(message)} onText={(text) => type(key, text)} />;
    case 'places':
      return (
        <div>
          <PlaceMultiSelect
            name={key}
            label={definition.label}
            saleStatus={draft.filter.sale_status ?? defaultSaleStatus}
            selected={draft.places}
            describedBy={describedBy}
            onChange={(places) => choose({ ...draft, places })}
          />
          {problem}
        </div>
      );
    case 'range': {
      // The price is in forints a month once "Kiadó" is chosen (domain/search/priceScale.ts).
      const { unit, fractions } = rangeScale(definition, draft.filter.sale_status);
      const invalid = (inputKey: string) => Boolean(problems[inputKey] ?? problems[key] ?? (dropped.has(key) ? key : undefined));
      return <RangeField {...common} unit={unit} fractions={fractions} texts={draft.texts} invalid={invalid} onText={type} />;
    }
    case 'select':
    case 'multiSelect': {
      if ('dropdown' in definition) {
        return (
          <div>
            <OptionMultiSelect
              name={key}
              label={definition.label}
              options={options[definition.dropdown] ?? []}
              selected={draft.filter.options[definition.param] ?? []}
              describedBy={describedBy}
              onChange={(values) => choose(withOptions(draft, definition.param, values))}
            />
            {problem}
          </div>
        );
      }
      if (definition.options === 'saleStatus') {
        const chosen = draft.filter.sale_status ?? saleStatusOptions[0].value;
        return <SegmentedField {...common} choices={saleStatusOptions} chosen={chosen} onChoose={(value) => choose(withSaleStatus(draft, value))} />;
      }
      const county = draft.filter.county === undefined ? '' : String(draft.filter.county);
      return <NativeSelect {...common} value={county} choices={countyChoices} onChange={(value) => choose(withFilterValue(draft, { county: value ? Number(value) : undefined }))} />;
    }
    case 'checkbox':
      if ((definition.param === 'pets_allowed' || definition.param === 'otthon_start_hitel_filter') && !saleStatusFlagApplies(definition.param, draft.filter.sale_status)) return null;
      return <CheckboxField {...common} checked={draft.filter[definition.param]} onCheck={(checked) => choose(withFilterValue(draft, { [definition.param]: checked }))} />;
    case 'yesNo': {
      const furnished = draft.filter.furnished.length === 1 ? String(draft.filter.furnished[0]) : '';
      return <NativeSelect {...common} value={furnished} choices={furnishedChoices} onChange={(value) => choose(withFilterValue(draft, { furnished: value === '' ? [] : [value === 'true'] }))} />;
    }
  }
}
