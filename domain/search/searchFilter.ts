/**
 * @module The property search filter (SPEC section 3), defined once: its fields in form order with
 * their labels, how each one matches a listing and on which column, its query parameter (the
 * same in the page's URL and in the search API); price in millions, the numeric-only check of
 * typed values and place ids. Reading and writing queries is domain/search/searchFilterQuery.ts; the
 * API's request schema (domain/cms/searchRequestSchema.ts) and the SQL
 * (backOffice/cms/search/searchQuery.ts) are built from this list. No zod here: the browser imports it.
 */
import type { DropdownType } from './filterDropdowns';
// From listingKinds, not dropdownOptions: that one's every option list (~7 kB) would come with every page.
import { saleStatus } from './listingKinds';
import { otthonStartRateText } from './otthonStart';
import { hungarianNumberFormat } from '../helpers/numberFormat';


/**
 * How a field matches a listing:
 * - `equals`: the listing's field equals the value;
 * - `places`: the listing lies in any of the chosen cities, districts, neighbourhoods or counties;
 * - `range`: min <= field <= max, either bound optional, both included;
 * - `in`: the listing's single value is one of the chosen values (SPEC's whereIn);
 * - `hasAny`: the listing has several values (bit mask) and any of them is chosen;
 * - `flag`: checked means the listing's flag is set; unchecked filters nothing;
 * - `area`: the listing's public point lies inside the polygon drawn on the map (domain/search/searchArea.ts).
 */
type SearchMatch = 'equals' | 'places' | 'range' | 'in' | 'hasAny' | 'flag' | 'area';

interface FieldBase {
  /** The form field's name in SPEC section 3. */
  name: string;
  /** The query parameter of the search API and of the page's URL (a range has `<param>_min` and `<param>_max`). */
  param: string;
  /** Visitor-facing label. */
  label: string;
  match: SearchMatch;
}

/** A column of the `properties` table (migrations/0002_listings.sql) the field is matched on. */
interface Column {
  column: string;
}

type SearchFilterField =
  | (FieldBase & Column & { kind: 'number'; match: 'equals'; max: number })
  | (FieldBase & { kind: 'places'; match: 'places' })
  // A county is matched through its cities (see backOffice/cms/search/searchQuery.ts), so it names no column.
  | (FieldBase & { kind: 'select'; match: 'equals'; options: 'counties'; max: number })
  | (FieldBase & Column & { kind: 'select'; match: 'equals'; options: 'saleStatus' })
  | (FieldBase & Column & { kind: 'select' | 'multiSelect'; match: 'in' | 'hasAny'; dropdown: DropdownType })
  | (FieldBase & Column & { kind: 'range'; match: 'range'; unit: string; multiplier: number; fractions: boolean; max: number })
  | (FieldBase & Column & { kind: 'checkbox'; match: 'flag' })
  | (FieldBase & Column & { kind: 'yesNo'; match: 'in' })
  // Matched on the latitude and longitude columns (migrations/0017_listing_location.sql); drawn on the map, not typed in the form.
  | (FieldBase & { kind: 'area'; match: 'area' });

/** The price filter is typed in millions of forints (SPEC section 9: multiplier 1000000). */
const priceMultiplier = 1_000_000;

/** Ids up to 15 digits stay exact in JavaScript and in SQLite. */
const maxListingId = 999_999_999_999_999;
const maxSize = 10_000_000;

/** A single-valued dropdown is its column of the same name; a multi-valued one a bit mask `<name>_mask`. */
const multiSelect = <const N extends DropdownType>(name: N, label: string) => ({ name, param: name, label, kind: 'multiSelect', match: 'in', dropdown: name, column: name }) as const;
const maskSelect = <const N extends DropdownType>(name: N, label: string) =>
  ({ name, param: name, label, kind: 'multiSelect', match: 'hasAny', dropdown: name, column: `${name}_mask` }) as const;

const range = <const N extends string>(name: N, label: string, unit = 'm²', max = maxSize) =>
  ({ name, param: name, label, kind: 'range', match: 'range', unit, multiplier: 1, fractions: false, max, column: name }) as const;

/** Every field of the filter form, in SPEC order: the form, the URL, the API and the SQL all read this list. */
export const searchFilterFields = [
  { name: 'id', param: 'id', label: 'Azonosító', kind: 'number', match: 'equals', max: maxListingId, column: 'id' },
  // Holds place ids (city:1, district:13, …) of the live place search, not only cities.
  { name: 'city', param: 'places', label: 'Település, kerület, városrész', kind: 'places', match: 'places' },
  // SPEC names it "country", but every listing is in Hungary: the select is of the counties.
  { name: 'country', param: 'county', label: 'Vármegye', kind: 'select', match: 'equals', options: 'counties', max: 999 },
  {
    name: 'price',
    param: 'price',
    label: 'Ár',
    kind: 'range',
    match: 'range',
    unit: 'M Ft',
    multiplier: priceMultiplier,
    fractions: true,
    // Ten thousand billion forints: far above any listing, far below where whole numbers stop being exact.
    max: 10_000_000_000_000,
    column: 'price',
  },
  range('default_size', 'Alapterület'),
  // A select in SPEC, but its value is sent as a list (see arrayFields), so several types can be asked.
  { name: 'property_types', param: 'property_types', label: 'Ingatlan típusa', kind: 'select', match: 'in', dropdown: 'property_type', column: 'property_type' },
  { name: 'sale_status', param: 'sale_status', label: 'Kínálat', kind: 'select', match: 'equals', options: 'saleStatus', column: 'sale_status' },
  range('net_size', 'Hasznos alapterület'),
  range('lot_size', 'Telekméret'),
  multiSelect('condition', 'Állapot'),
  { name: 'otthon_start_hitel_filter', param: 'otthon_start_hitel_filter', label: `Otthon Start (fix ${otthonStartRateText}-os hitel)`, kind: 'checkbox', match: 'flag', column: 'otthon_start' },
  range('rooms', 'Szobák száma', 'szoba', 1_000),
  multiSelect('energy_certificate', 'Energetikai besorolás'),
  multiSelect('building_condition', 'Épület állapota'),
  multiSelect('floor', 'Emelet'),
  multiSelect('surrounding', 'Környezet'),
  multiSelect('structure', 'Építési mód'),
  multiSelect('accessibility', 'Megközelítés'),
  multiSelect('heating', 'Fűtés'),
  multiSelect('cooling', 'Hűtés'),
  multiSelect('orientation', 'Tájolás'),
  multiSelect('car', 'Parkolás'),
  multiSelect('outlook', 'Kilátás'),
  multiSelect('noisiness', 'Zajterhelés'),
  multiSelect('disabled', 'Akadálymentesség'),
  multiSelect('garden', 'Kert'),
  multiSelect('terrace', 'Erkély, terasz'),
  maskSelect('public_utility', 'Közművek'),
  maskSelect('equipment', 'Felszereltség'),
  multiSelect('airbnb', 'Rövid távú kiadás'),
  multiSelect('insulation', 'Szigetelés'),
  maskSelect('discounts', 'Kedvezmények, támogatások'),
  { name: 'furnished', param: 'furnished', label: 'Bútorozott', kind: 'yesNo', match: 'in', column: 'furnished' },
  // Not in SPEC: what a renter asks (migrations/0008_rental_facts.sql); the form shows it for rent and lease.
  { name: 'pets_allowed', param: 'pets_allowed', label: 'Kisállat hozható', kind: 'checkbox', match: 'flag', column: 'pets_allowed' },
  // Not in SPEC: listings whose latest price change was a reduction (migrations/0009_price_history.sql).
  { name: 'price_reduced', param: 'price_reduced', label: 'Csak árcsökkentett', kind: 'checkbox', match: 'flag', column: 'price_reduced_at' },
  // Not in SPEC: the area drawn on the map or the map's visible rectangle (issue 37).
  { name: 'area', param: 'area', label: 'Kijelölt terület', kind: 'area', match: 'area' },
] as const satisfies readonly SearchFilterField[];

export type SearchFilterFieldDefinition = (typeof searchFilterFields)[number];
type SearchFilterFieldName = SearchFilterFieldDefinition['name'];
/** A field's key in a filter, in the URL and in the API: its parameter. */
export type SearchFilterKey = SearchFilterFieldDefinition['param'];

/** The twelve fields SPEC names first are always shown; the rest sit behind "További szűrők". */
const mainFieldCount = 12;
export const mainFilterFields = searchFilterFields.slice(0, mainFieldCount);
/** The area is drawn on the map, not in the form (the form keeps it in a hidden input). */
export const furtherFilterFields = searchFilterFields.slice(mainFieldCount).filter((f) => f.kind !== 'area');

/** SPEC: matched with a whereIn filter (one or more chosen values, the listing's among them). */
export const whereInFields = ['surrounding', 'structure', 'accessibility', 'furnished'] as const satisfies readonly SearchFilterFieldName[];

/** SPEC: converted to arrays, so the API always takes a list for them, even from a single select. */
export const arrayFields = ['property_types', 'energy_certificate', 'surrounding', 'structure', 'accessibility'] as const satisfies readonly SearchFilterFieldName[];

/** SPEC section 5: fields that take digits only (price also a decimal comma: it is in millions). */
export const numericOnlyFields = ['id', 'price', 'default_size', 'net_size', 'lot_size', 'rooms'] as const satisfies readonly SearchFilterFieldName[];
type NumericOnlyField = (typeof numericOnlyFields)[number];

/** The options of the yes/no select: SPEC says its values are booleans. */
export const furnishedOptions = [
  { value: true, label: 'Igen' },
  { value: false, label: 'Nem' },
] as const;

/** The sale status select, in value order (0 for sale, 1 for rent, 2 lease). */
export const saleStatusOptions = [saleStatus.forSale, saleStatus.forRent, saleStatus.lease] as const;

export { defaultSaleStatus } from './listingKinds';

/**
 * Millions of forints as typed in the price filter to whole forints; rounding absorbs binary
 * fractions (49.9 * 1e6 is 49899999.999…).
 * @example millionsToForints(49.9) // 49_900_000
 */
export function millionsToForints(millions: number): number {
  return Math.round(millions * priceMultiplier);
}

/**
 * Forints to millions, for showing a stored price bound in the filter.
 * @example forintsToMillions(49_900_000) // 49.9
 */
export function forintsToMillions(forints: number): number {
  return forints / priceMultiplier;
}

const millionsFormat = hungarianNumberFormat({ maximumFractionDigits: 2 });
const forintsFormat = hungarianNumberFormat({ maximumFractionDigits: 0 });

/**
 * A price as visitors read it: millions with a decimal comma from one million up, whole forints
 * below (a monthly rent of 250 000 Ft reads better than 0,25 M Ft), grouped from four digits up.
 * @example formatPrice(49_900_000) // '49,9 M Ft'
 * @example formatPrice(250_000) // '250 000 Ft' (the group separator is a no-break space)
 * @example formatPrice(2_107) // '2 107 Ft'
 */
export function formatPrice(forints: number): string {
  if (Math.abs(forints) >= priceMultiplier) return `${millionsFormat.format(forintsToMillions(forints))} M Ft`;
  return `${forintsFormat.format(forints)} Ft`;
}

/** The Hungarian message of a value that is not a number. */
export const numericOnlyMessage = 'Csak számot adjon meg.';
export const wholeNumberMessage = 'Csak egész számot adjon meg.';

/**
 * Reads a number typed into a numeric-only field: digits, spaces between digit groups (also
 * no-break spaces, as hu-HU formats them), and where fractions are allowed one decimal comma
 * or point. No sign, no exponent. Empty text is no value (null); anything else invalid is NaN.
 * @example parseNumericInput('49,9', { fractions: true }) // 49.9
 * @example parseNumericInput('1 200', { fractions: false }) // 1200
 */
export function parseNumericInput(text: string, options: { fractions: boolean }): number | null {
  const compact = text.trim().replace(/(\d)[\s\u00a0\u202f](?=\d)/g, '$1');
  if (compact === '') return null;
  const pattern = options.fractions ? /^\d+(?:[.,]\d+)?$/ : /^\d+$/;
  if (!pattern.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

/**
 * The numeric-only check of SPEC section 5 for one typed value: null when valid (or empty),
 * else a Hungarian message. Only the price takes fractions (it is typed in millions), unless
 * `scale` says it is typed in whole forints (a rent).
 * @example numericInputProblem('rooms', '2,5') // 'Csak egész számot adjon meg.'
 */
export function numericInputProblem(field: NumericOnlyField, text: string, scale?: { fractions: boolean }): string | null {
  const definition = searchFilterFields.find((f) => f.name === field);
  // A monthly rent is whole forints where a sale price takes fractions (domain/search/priceScale.ts).
  const fractions = scale?.fractions ?? (definition?.kind === 'range' && definition.fractions);
  const value = parseNumericInput(text, { fractions });
  if (value === null || Number.isFinite(value)) return null;
  if (!fractions && Number.isFinite(parseNumericInput(text, { fractions: true }))) return wholeNumberMessage;
  return numericOnlyMessage;
}

// ---------------------------------------------------------------------------------------------
// Place ids of the city multi-select: `kind:id`, as the live place search answers them
// (docs/api/network.md).

export const placeKinds = ['city', 'district', 'neighbourhood', 'county'] as const;
export type PlaceKind = (typeof placeKinds)[number];

export interface PlaceRef {
  kind: PlaceKind;
  id: number;
}

/** The one pattern of a place id: a kind, a colon and a positive id of up to nine digits, nothing around them. */
const placeIdPattern = new RegExp(`^(${placeKinds.join('|')}):([1-9][0-9]{0,8})$`);

const isPlaceKind = (text: string): text is PlaceKind => placeKinds.some((k) => k === text);

/**
 * Reads a place id, or null when it is not one.
 * @example parsePlaceId('district:13') // { kind: 'district', id: 13 }
 */
export function parsePlaceId(text: string): PlaceRef | null {
  const match = placeIdPattern.exec(text);
  const kind = match?.[1];
  if (!match || kind === undefined || !isPlaceKind(kind)) return null;
  return { kind, id: Number(match[2]) };
}

/**
 * Writes a place id.
 * @example placeId({ kind: 'city', id: 1 }) // 'city:1'
 */
export function placeId(place: PlaceRef): string {
  return `${place.kind}:${place.id}`;
}

// Order and paging of the results live in their own module, which pages import without the filter.
export { defaultPageSize, defaultSearchSort, maxPage, maxPageSize, type SearchSort, searchSorts, searchSortValues } from './searchOrder';
