/**
 * @module A property search as query parameters and back, for the page's URL (/kereses?…) and
 * for the search API, both from the one field list of domain/search/searchFilter.ts. The two differ in
 * one way: the page's URL holds the price as the visitor typed it, in millions for a sale ("49,9"
 * or "49.9") and in forints a month for a rent (domain/search/priceScale.ts), and reads typed numbers as
 * the form does; the API takes whole forints, digits only. Reading
 * never throws: each bad value is a problem named by its parameter, and the value is left out
 * (the page drops it and marks its field; the API answers 400 naming it).
 */
import type { DropdownType } from './filterDropdowns';
import {
  defaultSaleStatus,
  parseNumericInput,
  parsePlaceId,
  type PlaceRef,
  placeId,
  type SearchFilterFieldDefinition,
  type SearchFilterKey,
  saleStatusOptions,
  searchFilterFields,
} from './searchFilter';
import { defaultSearchSort, maxPage, type SearchSort, searchSortValues } from './searchOrder';
import { keepsPriceMeaning, type PriceScale, priceScaleOf } from './priceScale';
import { areaText, parseArea, type SearchArea } from './searchArea';

type Field = SearchFilterFieldDefinition;
type RangeField = Extract<Field, { kind: 'range' }>;
type OptionField = Extract<Field, { dropdown: DropdownType }>;
type RangeKey = RangeField['param'];
export type OptionKey = OptionField['param'];

export interface NumberRange {
  min: number | undefined;
  max: number | undefined;
}

/**
 * What a search asks, grouped by the kind of value: each field of the definition has exactly one
 * place here (`ranges` and `options` are keyed by the field's parameter). Prices are in forints.
 */
export interface SearchFilter {
  id: number | undefined;
  places: readonly PlaceRef[];
  county: number | undefined;
  /** Absent: listings for sale, or any status when searching by id. */
  sale_status: number | undefined;
  otthon_start_hitel_filter: boolean;
  /** Only listings that allow pets (a rental's term). */
  pets_allowed: boolean;
  /** Only listings whose latest price change was a reduction. */
  price_reduced: boolean;
  /** The chosen yes/no values; both or none filter nothing. */
  furnished: readonly boolean[];
  ranges: Readonly<Partial<Record<RangeKey, NumberRange>>>;
  /** The chosen option values of each dropdown-fed field, ascending, each once. */
  options: Readonly<Partial<Record<OptionKey, readonly number[]>>>;
  /** The area drawn on the map: only listings whose public point lies inside. */
  area: SearchArea | undefined;
}

/** A search: the filter, the order and the page. */
export interface SearchQuery {
  filter: SearchFilter;
  sort: SearchSort;
  page: number;
}

export const emptySearchFilter: SearchFilter = {
  id: undefined,
  places: [],
  county: undefined,
  sale_status: undefined,
  otthon_start_hitel_filter: false,
  pets_allowed: false,
  price_reduced: false,
  furnished: [],
  ranges: {},
  options: {},
  area: undefined,
};

export const emptySearchQuery: SearchQuery = { filter: emptySearchFilter, sort: defaultSearchSort, page: 1 };

/** Where the query is read or written: the page's URL (millions, typed numbers) or the search API (forints, digits only). */
type QueryUnits = 'page' | 'api';

/** A parameter's values as URLSearchParams or Hono give them. */
type QueryValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/** One bad parameter: its name (`price_min`; `price` when min is above max) and why, in English. */
interface QueryProblem {
  key: string;
  message: string;
}

interface ReadSearchQuery {
  query: SearchQuery;
  problems: QueryProblem[];
  /** Parameters that are no part of a search (the page ignores them; the API refuses them). */
  unknown: string[];
}

/** More values than any dropdown has: a longer list is a mistake or an attack on the query size. */
export const maxListValues = 60;
/** Option values are small positive integers; multi-valued fields are bit masks of 53 bits. */
const maxOptionValue = 999;
const maxMaskOptionValue = 53;

/**
 * How a range field is typed in the page's URL and the form: the price by the search's sale status
 * (millions, or forints a month), every other range as its definition says.
 * @example rangeScale(fieldOf('price'), 1) // { unit: 'Ft/hó', multiplier: 1, fractions: false }
 */
export function rangeScale(field: RangeField, saleStatus: number | undefined): PriceScale {
  return field.param === 'price' ? priceScaleOf(saleStatus) : field;
}

const rangeFields = searchFilterFields.filter((f): f is RangeField => f.kind === 'range');

/** The definition of the field with this parameter. */
function fieldOf<K extends SearchFilterKey>(key: K): Extract<Field, { param: K }> {
  const field = searchFilterFields.find((f): f is Extract<Field, { param: K }> => f.param === key);
  if (!field) throw new Error(`No search filter field ${key}`);
  return field;
}
const idField = fieldOf('id');
const countyField = fieldOf('county');
const optionFields = searchFilterFields.filter((f): f is OptionField => 'dropdown' in f);

/** Every parameter a search takes besides the unit and the page size, in definition order. */
export const searchQueryParams: readonly string[] = [
  ...searchFilterFields.flatMap((f) => (f.kind === 'range' ? [`${f.param}_min`, `${f.param}_max`] : [f.param])),
  'sort',
  'page',
];

/** The search page's view: `view=map` is the map beside the list; absent (or any other value) the list. Keyed: the page differs. */
export const searchViewParam = 'view';
/** The value of `view` that asks for the map view. */
export const mapViewValue = 'map';
export const searchViews = [mapViewValue] as const;
/** Whether a search address's query (without `?`) asks for the map view. */
export function isMapView(query: string): boolean {
  return new URLSearchParams(query).get(searchViewParam) === mapViewValue;
}
/** The map's centre and zoom (`map=lat,lng,zoom`, domain/search/searchArea.ts parseMapView): read in the browser only, the document is the same. */
export const mapViewParam = 'map';

/**
 * URLSearchParams as query values (each name with all its values).
 * @example queryValuesOf(new URLSearchParams('a=1&a=2')) // { a: ['1', '2'] }
 */
export function queryValuesOf(params: URLSearchParams): QueryValues {
  const values: Record<string, string[]> = {};
  for (const [name, value] of params) (values[name] ??= []).push(value);
  return values;
}

const listOf = (value: string | readonly string[] | undefined): readonly string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : value);

const wholeNumberPattern = /^(0|[1-9][0-9]{0,15})$/;

/** Reads the query of one search; never throws. */
class QueryReader {
  readonly problems: QueryProblem[] = [];
  private readonly values: QueryValues;
  readonly units: QueryUnits;

  // Plain fields, not parameter properties: Node runs this file (the benchmark) by stripping types only.
  constructor(values: QueryValues, units: QueryUnits) {
    this.values = values;
    this.units = units;
  }

  problem(key: string, message: string): undefined {
    this.problems.push({ key, message });
    return undefined;
  }

  /** A parameter given at most once; empty text (an empty form input) is no value. */
  single(key: string): string | undefined {
    const given = listOf(this.values[key]).filter((v) => v.trim() !== '');
    if (given.length > 1) return this.problem(key, 'must be given once');
    const text = given[0];
    return text === undefined ? undefined : this.units === 'page' ? text.trim() : text;
  }

  /** Repeated parameters and comma lists, flattened, empty items left out. */
  items(key: string): string[] {
    const items = listOf(this.values[key])
      .flatMap((v) => v.split(','))
      .map((v) => (this.units === 'page' ? v.trim() : v))
      .filter((v) => v !== '');
    if (items.length <= maxListValues) return items;
    this.problem(key, `must have at most ${maxListValues} values`);
    return [];
  }

  /** Items read one by one; a bad one is left out and named (the first in the message). */
  list<T>(key: string, read: (item: string) => T | undefined, expected: string): T[] {
    const values: T[] = [];
    let bad: string | undefined;
    for (const item of this.items(key)) {
      const value = read(item);
      if (value === undefined) bad ??= item;
      else values.push(value);
    }
    if (bad !== undefined) this.problem(key, `"${bad}" is not ${expected}`);
    return values;
  }

  /**
   * A whole number from 0 to `max` (forints for a price in API units). In the page's URL a
   * number reads as the form reads it (digit groups, and a decimal comma where fractions are
   * allowed), scaled by `multiplier`.
   */
  number(key: string, max: number, options: { multiplier?: number; fractions?: boolean; min?: number } = {}): number | undefined {
    const text = this.single(key);
    if (text === undefined) return undefined;
    const { multiplier = 1, fractions = false, min = 0 } = options;
    let value: number;
    if (this.units === 'api') {
      if (!wholeNumberPattern.test(text)) return this.problem(key, 'must be a whole number, digits only');
      value = Number(text);
    } else {
      const typed = parseNumericInput(text, { fractions });
      if (typed === null || !Number.isFinite(typed)) return this.problem(key, fractions ? 'must be a number' : 'must be a whole number');
      // Rounding absorbs binary fractions (49.9 * 1e6 is 49899999.999…).
      value = Math.round(typed * multiplier);
    }
    if (value < min) return this.problem(key, `must be at least ${min}`);
    if (value > max) return this.problem(key, `must be at most ${max}`);
    return value;
  }

  boolean(item: string): boolean | undefined {
    return booleanWords[item.toLowerCase()];
  }
}

const booleanWords: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false };

const readOption = (max: number) => (item: string) => (/^[1-9][0-9]{0,3}$/.test(item) && Number(item) <= max ? Number(item) : undefined);

const ascendingUnique = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

function readRange(reader: QueryReader, field: RangeField, saleStatus: number | undefined): NumberRange | undefined {
  const { multiplier, fractions } = rangeScale(field, saleStatus);
  const scale = { multiplier, fractions };
  const min = reader.number(`${field.param}_min`, field.max, scale);
  const max = reader.number(`${field.param}_max`, field.max, scale);
  if (min !== undefined && max !== undefined && min > max) {
    return reader.problem(field.param, `${field.param}_min (${min}) is greater than ${field.param}_max (${max})`);
  }
  return min === undefined && max === undefined ? undefined : { min, max };
}

function readFilter(reader: QueryReader): SearchFilter {
  // First: the price's unit in the page's URL depends on it.
  const saleStatusText = reader.single('sale_status');
  const saleStatus =
    saleStatusText === undefined
      ? undefined
      : (saleStatusOptions.find((o) => String(o.value) === saleStatusText)?.value ?? reader.problem('sale_status', 'must be 0 (for sale), 1 (for rent) or 2 (lease)'));
  const ranges: Partial<Record<RangeKey, NumberRange>> = {};
  for (const field of rangeFields) {
    const range = readRange(reader, field, saleStatus);
    if (range) ranges[field.param] = range;
  }
  const options: Partial<Record<OptionKey, readonly number[]>> = {};
  for (const field of optionFields) {
    const max = field.match === 'hasAny' ? maxMaskOptionValue : maxOptionValue;
    const values = reader.list(field.param, readOption(max), `an option value (1 to ${max})`);
    if (values.length > 0) options[field.param] = ascendingUnique(values);
  }
  return {
    id: reader.number('id', idField.max, { min: 1 }),
    places: dedupePlaces(reader.list('places', (item) => parsePlaceId(item) ?? undefined, 'a place id such as city:1, district:13, neighbourhood:22 or county:8')),
    county: reader.number('county', countyField.max, { min: 1 }),
    sale_status: saleStatus,
    otthon_start_hitel_filter: readFlag(reader, 'otthon_start_hitel_filter'),
    pets_allowed: readFlag(reader, 'pets_allowed'),
    price_reduced: readFlag(reader, 'price_reduced'),
    furnished: [...new Set(reader.list('furnished', (item) => reader.boolean(item), 'true or false'))],
    ranges,
    options,
    area: readArea(reader),
  };
}

/** The area: one `lat,lng;lat,lng;…` text. */
function readArea(reader: QueryReader): SearchArea | undefined {
  const text = reader.single('area');
  if (text === undefined) return undefined;
  const area = parseArea(text);
  return typeof area === 'string' ? reader.problem('area', area) : area;
}

/** A checkbox: absent is unchecked. */
function readFlag(reader: QueryReader, key: string): boolean {
  const text = reader.single(key);
  return text === undefined ? false : (reader.boolean(text) ?? reader.problem(key, 'must be true or false') ?? false);
}

function dedupePlaces(places: readonly PlaceRef[]): PlaceRef[] {
  const seen = new Set<string>();
  return places.filter((p) => {
    const id = placeId(p);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Reads a search from query values: the filter, the order and the page. Nothing is thrown: bad
 * values are left out and listed in `problems`, parameters no search takes in `unknown`.
 * @example readSearchQuery({ price_max: '49,9' }, 'page').query.filter.ranges.price // { min: undefined, max: 49_900_000 }
 */
export function readSearchQuery(values: QueryValues, units: QueryUnits): ReadSearchQuery {
  const reader = new QueryReader(values, units);
  const filter = readFilter(reader);
  const sortText = reader.single('sort');
  const sort = sortText === undefined ? defaultSearchSort : (searchSortValues.find((s) => s === sortText) ?? reader.problem('sort', `must be one of ${searchSortValues.join(', ')}`));
  const page = reader.number('page', maxPage, { min: 1 });
  const known = new Set(searchQueryParams);
  return {
    query: { filter, sort: sort ?? defaultSearchSort, page: page ?? 1 },
    problems: reader.problems,
    unknown: Object.keys(values).filter((name) => !known.has(name)),
  };
}

/** The field a problem's parameter belongs to (`price_min` and `price` are both the price field). */
export function problemField(key: string): SearchFilterKey | undefined {
  return searchFilterFields.find((f) => f.param === key || (f.kind === 'range' && (key === `${f.param}_min` || key === `${f.param}_max`)))?.param;
}

/**
 * A range bound as the page's URL writes it in the field's scale: a decimal point, never an exponent.
 * @example boundUrlText({ multiplier: 1_000_000 }, 49_900_000) // '49.9'
 */
function boundUrlText(scale: { multiplier: number }, value: number): string {
  return scale.multiplier === 1 ? String(value) : (value / scale.multiplier).toFixed(6).replace(/\.?0+$/, '');
}

/**
 * The parameters of a search in definition order, each once (lists as comma lists); what is
 * not asked (defaults: for sale, newest first, page 1) is left out, so one search has one URL.
 * @example writeSearchQuery({ ...emptySearchQuery, filter: { ...emptySearchFilter, ranges: { price: { min: undefined, max: 60_000_000 } } } }, 'page') // [['price_max', '60']]
 */
export function writeSearchQuery(query: SearchQuery, units: QueryUnits): [string, string][] {
  const { filter } = query;
  const entries: [string, string][] = [];
  const add = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== '') entries.push([key, value]);
  };
  for (const field of searchFilterFields) {
    if (field.kind === 'range') {
      const range = filter.ranges[field.param];
      const scale = rangeScale(field, filter.sale_status);
      const text = (v: number | undefined) => (v === undefined ? undefined : units === 'page' ? boundUrlText(scale, v) : String(v));
      add(`${field.param}_min`, text(range?.min));
      add(`${field.param}_max`, text(range?.max));
    } else if ('dropdown' in field) {
      add(field.param, filter.options[field.param]?.join(','));
    } else if (field.param === 'id' || field.param === 'county' || field.param === 'sale_status') {
      const value = filter[field.param];
      add(field.param, value === undefined ? undefined : String(value));
    } else if (field.param === 'places') {
      add(field.param, filter.places.map(placeId).join(','));
    } else if (field.kind === 'checkbox') {
      add(field.param, filter[field.param] ? 'true' : undefined);
    } else if (field.kind === 'area') {
      add(field.param, filter.area && areaText(filter.area));
    } else {
      add(field.param, filter.furnished.map(String).join(','));
    }
  }
  if (query.sort !== defaultSearchSort) add('sort', query.sort);
  if (query.page > 1) add('page', String(query.page));
  return entries;
}

/**
 * A query string that stays readable: `:`, `,` and `;` (place ids, lists, the area) are left unescaped, as
 * RFC 3986 allows in a query.
 * @example queryString([['places', 'city:1,district:13']]) // 'places=city:1,district:13'
 */
export function queryString(entries: readonly (readonly [string, string])[]): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%3B/gi, ';');
  return entries.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

/** The search page's path for a search. */
export const searchPagePath = '/kereses';

/**
 * The address of the search page showing this search.
 * @example searchPageHref(emptySearchQuery) // '/kereses'
 */
export function searchPageHref(query: SearchQuery): string {
  const text = queryString(writeSearchQuery(query, 'page'));
  return text ? `${searchPagePath}?${text}` : searchPagePath;
}

/** The fields a filter narrows the search by, in form order (the default sale status is none). */
export function activeFilterKeys(filter: SearchFilter): SearchFilterKey[] {
  return searchFilterFields
    .filter((field) => {
      if (field.kind === 'range') return filter.ranges[field.param] !== undefined;
      if ('dropdown' in field) return (filter.options[field.param]?.length ?? 0) > 0;
      switch (field.param) {
        case 'id':
        case 'county':
          return filter[field.param] !== undefined;
        case 'sale_status':
          return filter.sale_status !== undefined && filter.sale_status !== defaultSaleStatus;
        case 'places':
          return filter.places.length > 0;
        case 'area':
          return filter.area !== undefined;
        case 'otthon_start_hitel_filter':
        case 'price_reduced':
        case 'pets_allowed':
          return filter[field.param];
        default:
          return filter.furnished.length === 1;
      }
    })
    .map((field) => field.param);
}

/**
 * The filter without one field: what removing its chip searches.
 * @example withoutFilter(filter, 'price').ranges.price // undefined
 */
export function withoutFilter(filter: SearchFilter, key: SearchFilterKey): SearchFilter {
  const field = searchFilterFields.find((f) => f.param === key);
  if (!field) return filter;
  if (field.kind === 'range') {
    const { [field.param]: _removed, ...ranges } = filter.ranges;
    return { ...filter, ranges };
  }
  if ('dropdown' in field) {
    const { [field.param]: _removed, ...options } = filter.options;
    return { ...filter, options };
  }
  switch (field.param) {
    case 'id':
      return { ...filter, id: undefined };
    case 'county':
      return { ...filter, county: undefined };
    case 'sale_status': {
      // Back to sale: a monthly price (and the rentals-only pets filter) would mean something else there.
      if (keepsPriceMeaning(filter.sale_status, undefined)) return { ...filter, sale_status: undefined };
      const { price: _price, ...ranges } = filter.ranges;
      return { ...filter, sale_status: undefined, ranges, pets_allowed: false };
    }
    case 'places':
      return { ...filter, places: [] };
    case 'area':
      return { ...filter, area: undefined };
    case 'otthon_start_hitel_filter':
    case 'price_reduced':
    case 'pets_allowed':
      return { ...filter, [field.param]: false };
    default:
      return { ...filter, furnished: [] };
  }
}
