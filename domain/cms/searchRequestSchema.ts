/**
 * @module The property search's query parameters (docs/api/search.md) as a zod/mini schema: every
 * filter field of SPEC section 3, the unit, order and page. Lists come as repeated parameters or
 * comma lists; an empty parameter (an empty form input) counts as absent; unknown parameters are
 * refused, so a mistyped filter cannot silently widen a search.
 */
import * as z from 'zod/mini';
import { maxMaskValue } from '../dropdownOptions';
import {
  defaultPageSize,
  defaultSaleStatus,
  defaultSearchSort,
  maxPage,
  maxPageSize,
  parsePlaceId,
  type PlaceRef,
  type SearchSort,
  searchSortValues,
} from '../searchFilter';
import { checkUnit, refuse, unitOf, unitQueryFields } from './requestSchemas';

/** More values than any dropdown has: a longer list is a mistake or an attack on the query size. */
const maxListValues = 60;

const rawParam = z.optional(z.union([z.string(), z.array(z.string())]));

/** A parameter given at most once; empty text is no value. */
const single = z.pipe(
  rawParam,
  z.transform((value: string | string[] | undefined, ctx) => {
    if (Array.isArray(value)) return refuse(ctx, 'must be given once');
    const text = value?.trim();
    return text === '' ? undefined : text;
  }),
);

/** Digits only (SPEC section 5), up to `max`. */
const wholeNumber = (max: number) =>
  z.pipe(
    single,
    z.transform((text: string | undefined, ctx) => {
      if (text === undefined) return undefined;
      if (!/^\d{1,16}$/.test(text)) return refuse(ctx, 'must be a whole number, digits only');
      const value = Number(text);
      return value > max ? refuse(ctx, `must be at most ${max}`) : value;
    }),
  );

/** Repeated parameters and comma lists, flattened; no parameter is an empty list. */
const list = z.pipe(
  rawParam,
  z.transform((value: string | string[] | undefined) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
);

/** A list read item by item; the first bad item is named in the message. */
function listOf<T>(read: (item: string) => T | undefined, expected: string) {
  return z.pipe(
    list,
    z.transform((items: string[], ctx) => {
      if (items.length > maxListValues) return refuse(ctx, `must have at most ${maxListValues} values`);
      const values: T[] = [];
      for (const item of items) {
        const value = read(item);
        if (value === undefined) return refuse(ctx, `"${item}" is not ${expected}`);
        values.push(value);
      }
      return values;
    }),
  );
}

/** Dropdown option values: positive integers (the CMS may add options, so any value up to `max`). */
const optionValues = (max: number) =>
  z.pipe(
    listOf((item) => (/^\d{1,4}$/.test(item) && Number(item) >= 1 && Number(item) <= max ? Number(item) : undefined), `an option value (1 to ${max})`),
    z.transform((values: number[]) => [...new Set(values)].sort((a, b) => a - b)),
  );

const booleanWords: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false };
const readBoolean = (item: string): boolean | undefined => booleanWords[item.toLowerCase()];

const places = listOf((item): PlaceRef | undefined => parsePlaceId(item) ?? undefined, 'a place id such as city:1, district:13, neighbourhood:22 or county:8');

const maxPrice = 1e13;
const maxSize = 10_000_000;
const maxRooms = 1_000;
const maxId = Number.MAX_SAFE_INTEGER;

/** The range fields: each is `<field>_min` and `<field>_max`. */
export const rangeFields = ['price', 'default_size', 'net_size', 'lot_size', 'rooms'] as const;

/**
 * A `when` for a refinement over several fields: run it even when other fields have problems
 * (zod skips it by default), so one answer names every bad field, but not when one of its own
 * fields failed, as their values are then missing.
 */
const unlessProblemsIn =
  (fields: readonly string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }): boolean =>
    // An issue of the object itself (unknown keys) has no path yet.
    payload.issues.every((issue) => issue.path?.[0] === undefined || !fields.includes(String(issue.path[0])));

/** A whole number from 1 to `max`, `fallback` when absent. */
const fromOne = (max: number, fallback: number) =>
  z.pipe(
    z.pipe(wholeNumber(max), z.optional(z.number().check(z.int(), z.minimum(1, 'must be 1 or more')))),
    z.transform((v: number | undefined) => v ?? fallback),
  );

const dropdownValue = optionValues(999);
const maskValue = optionValues(maxMaskValue);

const searchParams = z
  .strictObject({
    ...unitQueryFields,
    id: wholeNumber(maxId),
    places,
    county: wholeNumber(999),
    price_min: wholeNumber(maxPrice),
    price_max: wholeNumber(maxPrice),
    default_size_min: wholeNumber(maxSize),
    default_size_max: wholeNumber(maxSize),
    property_types: dropdownValue,
    sale_status: z.pipe(
      z.pipe(single, z.optional(z.enum(['0', '1', '2'], { error: 'must be 0 (for sale), 1 (for rent) or 2 (lease)' }))),
      z.transform((v: '0' | '1' | '2' | undefined) => (v === undefined ? defaultSaleStatus : Number(v))),
    ),
    net_size_min: wholeNumber(maxSize),
    net_size_max: wholeNumber(maxSize),
    lot_size_min: wholeNumber(maxSize),
    lot_size_max: wholeNumber(maxSize),
    condition: dropdownValue,
    otthon_start_hitel_filter: z.pipe(
      single,
      z.transform((text: string | undefined, ctx) => (text === undefined ? false : (readBoolean(text) ?? refuse(ctx, 'must be true or false')))),
    ),
    rooms_min: wholeNumber(maxRooms),
    rooms_max: wholeNumber(maxRooms),
    energy_certificate: dropdownValue,
    building_condition: dropdownValue,
    floor: dropdownValue,
    surrounding: dropdownValue,
    structure: dropdownValue,
    accessibility: dropdownValue,
    heating: dropdownValue,
    cooling: dropdownValue,
    orientation: dropdownValue,
    car: dropdownValue,
    outlook: dropdownValue,
    noisiness: dropdownValue,
    disabled: dropdownValue,
    garden: dropdownValue,
    terrace: dropdownValue,
    public_utility: maskValue,
    equipment: maskValue,
    airbnb: dropdownValue,
    insulation: dropdownValue,
    discounts: maskValue,
    furnished: z.pipe(listOf(readBoolean, 'true or false'), z.transform((values: boolean[]) => [...new Set(values)])),
    sort: z.pipe(
      z.pipe(single, z.optional(z.enum(searchSortValues, { error: `must be one of ${searchSortValues.join(', ')}` }))),
      z.transform((v: SearchSort | undefined) => v ?? defaultSearchSort),
    ),
    page: fromOne(maxPage, 1),
    page_size: fromOne(maxPageSize, defaultPageSize),
  })

type SearchParams = z.output<typeof searchParams>;

/** Each range's min <= max, named by the filter field ("price"), checked on its own. */
const withRangeChecks = rangeFields.reduce(
  (schema, field) =>
    schema.check(
      z.superRefine(
        (q: SearchParams, ctx) => {
          const min = q[`${field}_min`];
          const max = q[`${field}_max`];
          if (min !== undefined && max !== undefined && min > max) {
            ctx.addIssue({ code: 'custom', path: [field], message: `${field}_min (${min}) is greater than ${field}_max (${max})` });
          }
        },
        { when: unlessProblemsIn([`${field}_min`, `${field}_max`]) },
      ),
    ),
  searchParams,
);

export const searchRequestSchema = z.pipe(
  withRangeChecks.check(z.superRefine(checkUnit(true), { when: unlessProblemsIn(Object.keys(unitQueryFields)) })),
  z.transform(({ unit_type: _type, franchise_id: _franchise, office_id: _office, ...filter }: SearchParams, ctx) => {
    const unit = unitOf({ unit_type: _type, franchise_id: _franchise, office_id: _office });
    return unit === null ? refuse(ctx, 'unit_type is required', ['unit_type']) : { unit, ...filter };
  }),
);

export type SearchRequest = z.infer<typeof searchRequestSchema>;
