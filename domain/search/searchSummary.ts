/**
 * @module A saved search in one readable Hungarian line ("Eladó lakás, Budapest XIII. kerület,
 * legfeljebb 80 M Ft, legalább 2 szoba"), for the alert's form, e-mails and pages: from the filter
 * definition that writes the chips (searchFilterChips.ts), bounded however much the search asks, and
 * never with a place's raw id.
 */
import { searchedSaleStatus } from './listingCounts';
import { type ChipLabels, rangeText } from './searchFilterChips';
import { type SearchFilterFieldDefinition, type SearchFilterKey, saleStatusOptions, searchFilterFields } from './searchFilter';
import { activeFilterKeys, rangeScale, type SearchFilter } from './searchFilterQuery';

/** The most values one field shows before "és még N"; the most conditions and characters a line holds. */
export const summaryLimits = { valuesPerField: 3, conditions: 6, characters: 240 } as const;

/** "Lakás" in the middle of a line is "lakás"; "A++", "1. emelet" and "CSOK" stay as they are. */
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLocaleLowerCase('hu') + text.slice(1) : text);
const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase('hu') + text.slice(1);

/**
 * Named values, the first few of them, then how many more (the unnamed ones among them: an id is no
 * word); null when none has a name.
 */
function someOf(names: readonly (string | undefined)[], noun: string, last = ', '): string | null {
  const known = names.filter((n): n is string => n !== undefined);
  if (known.length === 0) return null;
  const shown = known.slice(0, summaryLimits.valuesPerField);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} és még ${more}${noun ? ` ${noun}` : ''}`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')}${last}${shown.at(-1)}` : (shown[0] ?? null);
}

type Field = SearchFilterFieldDefinition;

/** The area drawn on the map, in words: its vertices mean nothing to a reader. */
export const areaWords = 'a térképen kijelölt területen';

/** The words of one narrowing field besides the sale status and the property type. */
function conditionText(field: Field, filter: SearchFilter, labels: ChipLabels, status: number | undefined): string {
  if (field.kind === 'range') {
    const range = filter.ranges[field.param] ?? { min: undefined, max: undefined };
    const text = rangeText(rangeScale(field, status), range);
    // The price and the rooms say what they are by their unit ("80 M Ft", "2 szoba").
    return field.param === 'price' || field.param === 'rooms' ? text : `${lowerFirst(field.label)} ${text}`;
  }
  if ('dropdown' in field) {
    const values = filter.options[field.param] ?? [];
    const names = values.map((v) => labels.option(field.dropdown, v));
    return `${lowerFirst(field.label)}: ${someOf(names.map((n) => n && lowerFirst(n)), '') ?? `${values.length} kiválasztott érték`}`;
  }
  switch (field.param) {
    case 'id':
      return `azonosító: ${filter.id}`;
    case 'places':
      return someOf(filter.places.map((p) => labels.place(`${p.kind}:${p.id}`)), 'helyszín') ?? `${filter.places.length} kiválasztott helyszín`;
    case 'county':
      return (filter.county !== undefined && labels.county(filter.county)) || 'ismeretlen vármegye';
    case 'otthon_start_hitel_filter':
      // A name: it keeps its capitals.
      return field.label;
    case 'furnished':
      return filter.furnished[0] ? 'bútorozott' : 'bútorozatlan';
    case 'area':
      return areaWords;
    default:
      return lowerFirst(field.label);
  }
}

/** What a reader looks for first: where, what price and size; the other conditions then in form order. */
const firstKeys: readonly SearchFilterKey[] = ['id', 'places', 'county', 'area', 'price', 'rooms', 'default_size'];
const summaryOrder = [...firstKeys.flatMap((key) => searchFilterFields.filter((f) => f.param === key)), ...searchFilterFields.filter((f) => !firstKeys.includes(f.param))];

/**
 * The search in one line: the kind of listing first ("Eladó lakás vagy ház"), then where, the price and
 * the other conditions; at most a few values of a field and a few conditions, the rest counted ("és még
 * 5 feltétel"). A search that asks nothing is "Minden eladó ingatlan".
 * @example searchSummary(filterOf('places=district:13&price_max=80&rooms_min=2&property_types=1'), labels)
 * // 'Eladó lakás, Budapest XIII. kerület, legfeljebb 80 M Ft, legalább 2 szoba'
 */
export function searchSummary(filter: SearchFilter, labels: ChipLabels): string {
  const status = searchedSaleStatus(filter);
  const statusLabel = saleStatusOptions.find((o) => o.value === status)?.label;
  const types = filter.options.property_types ?? [];
  const typeNames = someOf(
    types.map((v) => labels.option('property_type', v)).map((n) => n && lowerFirst(n)),
    'típus',
    ' vagy ',
  );
  const active = new Set(activeFilterKeys(filter));
  const conditions = summaryOrder.filter((f) => active.has(f.param) && f.param !== 'sale_status' && f.param !== 'property_types');
  const kind = [statusLabel?.toLocaleLowerCase('hu'), typeNames ?? 'ingatlan'].filter(Boolean).join(' ');
  if (conditions.length === 0 && typeNames === null) return upperFirst(`minden ${kind}`);

  let line = upperFirst(kind);
  let shown = 0;
  for (const field of conditions) {
    const text = conditionText(field, filter, labels, status);
    if (shown > 0 && (shown === summaryLimits.conditions || line.length + text.length + 2 > summaryLimits.characters)) break;
    line += `, ${text}`;
    shown += 1;
  }
  const more = conditions.length - shown;
  return more > 0 ? `${line} és még ${more} feltétel` : line;
}
