/**
 * @module What the CMS calls take (zod/mini; only the worker imports this at run time): strict
 * numbers, the unit, paging, and the bodies of the POST calls. Numbers in a query are digits
 * only, so `1e3`, `0x1`, `+1`, `01`, ` 1 ` or `1.0` are refused rather than coerced; numbers in a
 * JSON body must be JSON integers, so `"1"`, `true` or `[1]` are refused.
 */
import type { $RefinementCtx, $ZodType, output, ParsePayload } from 'zod/v4/core';
import { maxPlaceSlugLength, placeSlugPattern } from '../marketStatistics/placeSlugShape';
import * as z from 'zod/mini';
import { filterDropdownTypes } from '../search/filterDropdowns';
import { isValidSubdomain } from '../tenant/host';
import { maxPage, maxPageSize, defaultPageSize, parsePlaceId, placeKinds } from '../search/searchFilter';
import { defaultSearchLimit, maxSearchLimit } from '../helpers/textSearch';
import { type Unit, unitIdField, unitTypes } from '../tenant/unit';

/** The largest id a query may name: 15 digits stay exact in JavaScript and in SQLite. */
const maxIdDigits = 15;

/**
 * A positive whole number written as digits only, as in a path or a query.
 * @example positiveIntText.parse('42') // 42
 */
const positiveIntText = z.pipe(
  z.string().check(z.regex(new RegExp(`^[1-9][0-9]{0,${maxIdDigits - 1}}$`), 'must be a positive whole number, digits only')),
  z.transform(Number),
);

/** Zero or a positive whole number, digits only. */
const wholeNumberText = z.pipe(
  z.string().check(z.regex(new RegExp(`^(0|[1-9][0-9]{0,${maxIdDigits - 1}})$`), 'must be a whole number, digits only')),
  z.transform(Number),
);

/** A positive id in a JSON body: a JSON integer, not a string or anything else. */
export const positiveIntJson = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** A path's `{id}`. */
export const idParamsSchema = z.object({ id: positiveIntText });

/** A path's `{subdomain}`: one lower-case DNS label. */
export const subdomainParamsSchema = z.object({
  subdomain: z.string().check(z.refine(isValidSubdomain, 'must be a lower-case DNS label such as immo1')),
});

interface UnitInput {
  unit_type?: (typeof unitTypes)[number] | undefined;
  franchise_id?: number | undefined;
  office_id?: number | undefined;
}

/**
 * Reports a problem from inside a z.transform and gives z.NEVER: zod/mini hands a transform the parse
 * payload, which has no addIssue, so the issue is added as full zod's addIssue would add it.
 * @example z.transform((text: string, ctx) => (text === '' ? refuse(ctx, 'must not be empty') : text))
 */
export function refuse(ctx: ParsePayload, message: string, path?: PropertyKey[]): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value, ...(path ? { path } : {}) });
  return z.NEVER;
}

/** The id named after unit_type must be there; an id without unit_type is refused, never ignored. */
function checkUnit(required: boolean) {
  return (q: UnitInput, ctx: $RefinementCtx): void => {
    if (q.unit_type === undefined) {
      if (required) ctx.addIssue({ code: 'custom', path: ['unit_type'], message: 'unit_type is required' });
      else if (q.franchise_id !== undefined || q.office_id !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['unit_type'], message: 'unit_type is required with franchise_id or office_id' });
      }
      return;
    }
    const key = unitIdField(q.unit_type);
    if (q[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when unit_type is ${q.unit_type}` });
  };
}

/** The unit the input names (after checkUnit), or null when it names none. */
function unitOf(q: UnitInput): Unit | null {
  if (q.unit_type === undefined) return null;
  return { type: q.unit_type, id: q[unitIdField(q.unit_type)] ?? 0 };
}

/** The unit fields of a query. */
const unitQueryFields = {
  unit_type: z.optional(z.enum(unitTypes)),
  franchise_id: z.optional(positiveIntText),
  office_id: z.optional(positiveIntText),
};

/** The unit fields of a JSON body. */
export const unitBodyFields = {
  unit_type: z.optional(z.enum(unitTypes)),
  franchise_id: z.optional(positiveIntJson),
  office_id: z.optional(positiveIntJson),
};

/**
 * Reads the unit of an object schema holding the unit fields: `{ unit, ...rest }`.
 * @example withUnit(z.object({ ...unitQueryFields }), true).parse({ unit_type: 'office', office_id: '13' }) // { unit: { type: 'office', id: 13 } }
 */
export function withUnit<S extends z.ZodMiniType<UnitInput> & $ZodType<UnitInput>, R extends boolean>(schema: S, required: R) {
  return z.pipe(
    schema.check(z.superRefine(checkUnit(required))),
    z.transform((q: output<S>) => {
      const { unit_type: _type, franchise_id: _franchise, office_id: _office, ...rest } = q;
      const unit = unitOf(q);
      return { ...rest, unit: unit as R extends true ? Unit : Unit | null };
    }),
  );
}

/** A list call's query: `{unit_type}_id={id}&unit_type={type}` (SPEC section 7). */
export const unitQuerySchema = withUnit(z.object(unitQueryFields), true);

/** A detail call's query: the unit is optional; without it the answer is not scoped to a site. */
export const optionalUnitQuerySchema = withUnit(z.object(unitQueryFields), false);

/** A number read from `text`, at most `max`. */
function atMost(text: $ZodType<number, string>, max: number) {
  return z.pipe(text, z.number().check(z.maximum(max, `must be at most ${max}`)));
}

/** An optional field that reads as `fallback` when absent. */
function withDefault(schema: $ZodType<number, string>, fallback: number) {
  return z.pipe(z.optional(schema), z.transform((v: number | undefined) => v ?? fallback));
}

/** page (from 1) and page_size of a listing list: the same names and limits as the search's. */
const pagingQueryFields = {
  page: withDefault(atMost(positiveIntText, maxPage), 1),
  page_size: withDefault(atMost(positiveIntText, maxPageSize), defaultPageSize),
};

/** An office's or an agent's listings: the optional unit and a page. */
export const pagedDetailQuerySchema = withUnit(z.object({ ...unitQueryFields, ...pagingQueryFields }), false);

/** The offices of a franchise: franchise_id, and unit_type only if it says franchise (the site sends its whole unit query). */
export const officeListQuerySchema = z.object({
  franchise_id: positiveIntText,
  unit_type: z.optional(z.literal('franchise', { error: 'offices are listed for a franchise' })),
});

/** getByType's body (SPEC section 7): types, unit_type and {unit_type}_id. */
export const dropdownsBodySchema = withUnit(
  z.object({ ...unitBodyFields, types: z.array(z.enum(filterDropdownTypes)).check(z.minLength(1), z.maxLength(filterDropdownTypes.length)) }),
  true,
);

/**
 * A place id of the city multi-select: `kind:id`, read by the filter's own rule (domain/search/searchFilter.ts).
 * @example placeIdSchema.parse('city:16') // { kind: 'city', id: 16 }
 */
const placeIdSchema = z.pipe(
  z.string(),
  z.transform((text: string, ctx) => parsePlaceId(text) ?? refuse(ctx, 'must be kind:id, such as city:16')),
);

/** The longest search text: longer input is a paste or an attack, never a place name. */
const maxPlaceSearchLength = 100;

/** getCitiesAndNeighbourhoodsAndCounty's body: a search (or ids), the type option (SPEC section 7) and a limit. */
export const placeSearchBodySchema = z
  .object({
    /** What the visitor typed; empty or absent answers the biggest places. */
    search: z.optional(z.string().check(z.maxLength(maxPlaceSearchLength))),
    /** Instead of a search: the options of these ids (chips of a filter read from a URL). */
    ids: z.optional(z.array(placeIdSchema).check(z.minLength(1), z.maxLength(maxSearchLimit))),
    type: z._default(z.enum([...placeKinds, 'all']), 'all'),
    limit: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(maxSearchLimit)), defaultSearchLimit),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.search !== undefined && body.ids !== undefined) ctx.addIssue({ code: 'custom', path: ['ids'], message: 'give either search or ids, not both' });
    }),
  );

/** One sitemap file holds at most 50,000 URLs (sitemaps.org), so no page is bigger. */
const maxSitemapLimit = 50_000;
const defaultSitemapLimit = 10_000;

/** The sitemap data's query: the unit, and a keyset page of listings. */
export const sitemapQuerySchema = withUnit(
  z.object({
    ...unitQueryFields,
    /** The last listing id of the previous page (its next_after); 0 or absent for the first. */
    after: withDefault(wholeNumberText, 0),
    limit: withDefault(atMost(positiveIntText, maxSitemapLimit), defaultSitemapLimit),
    /** Listings per sitemap file in property_files (sitemaps.org allows 50,000). */
    file_size: withDefault(atMost(positiveIntText, maxSitemapLimit), maxSitemapLimit),
  }),
  true,
);

/** The most listings one cards call names (the favourites page asks for all of a visitor's at once). */
const maxListingCardIds = 100;

/** The cards call's query: the unit and `ids`, a comma list of 1 to maxListingCardIds listing ids. */
export const listingCardsQuerySchema = withUnit(
  z.object({
    ...unitQueryFields,
    ids: z.pipe(
      z.string().check(z.maxLength(maxListingCardIds * 16, `must name at most ${maxListingCardIds} ids`)),
      z.transform((text: string, ctx) => {
        const parts = text.split(',');
        if (parts.length > maxListingCardIds) return refuse(ctx, `must name at most ${maxListingCardIds} ids`);
        const ids = parts.map((part) => positiveIntText.safeParse(part));
        if (text === '' || ids.some((id) => !id.success)) return refuse(ctx, 'must be a comma list of positive whole numbers, digits only');
        return [...new Set(ids.flatMap((id) => (id.success ? [id.data] : [])))];
      }),
    ),
  }),
  true,
);

/** The market statistics' query: the unit, and a place's slug (absent: the unit's whole scope). */
export const marketPricesQuerySchema = withUnit(
  z.object({
    ...unitQueryFields,
    place: z.optional(z.string().check(z.maxLength(maxPlaceSlugLength, `must be at most ${maxPlaceSlugLength} characters`), z.regex(placeSlugPattern, 'must be a place slug such as budapest-xiii-kerulet'))),
  }),
  true,
);
