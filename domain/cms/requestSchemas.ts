/**
 * @module What the CMS calls take (full zod: only the worker imports this at run time): strict
 * numbers, the unit, paging, and the bodies of the POST calls. Numbers in a query are digits
 * only, so `1e3`, `0x1`, `+1`, `01`, ` 1 ` or `1.0` are refused rather than coerced; numbers in a
 * JSON body must be JSON integers, so `"1"`, `true` or `[1]` are refused.
 */
import * as z from 'zod';
import { filterDropdownTypes } from '../dropdowns';
import { isValidSubdomain } from '../host';
import { maxPage, maxPageSize, defaultPageSize, parsePlaceId, placeKinds } from '../searchFilter';
import { defaultSearchLimit, maxSearchLimit } from '../textSearch';
import { type Unit, unitIdField, unitTypes } from '../unit';

/** The largest id a query may name: 15 digits stay exact in JavaScript and in SQLite. */
const maxIdDigits = 15;

/**
 * A positive whole number written as digits only, as in a path or a query.
 * @example positiveIntText.parse('42') // 42
 */
export const positiveIntText = z
  .string()
  .regex(new RegExp(`^[1-9][0-9]{0,${maxIdDigits - 1}}$`), 'must be a positive whole number, digits only')
  .transform(Number);

/** Zero or a positive whole number, digits only. */
export const wholeNumberText = z
  .string()
  .regex(new RegExp(`^(0|[1-9][0-9]{0,${maxIdDigits - 1}})$`), 'must be a whole number, digits only')
  .transform(Number);

/** A positive id in a JSON body: a JSON integer, not a string or anything else. */
export const positiveIntJson = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A path's `{id}`. */
export const idParamsSchema = z.object({ id: positiveIntText });

/** A path's `{subdomain}`: one lower-case DNS label. */
export const subdomainParamsSchema = z.object({
  subdomain: z.string().refine(isValidSubdomain, 'must be a lower-case DNS label such as immo1'),
});

interface UnitInput {
  unit_type?: (typeof unitTypes)[number] | undefined;
  franchise_id?: number | undefined;
  office_id?: number | undefined;
}

/** The id named after unit_type must be there; an id without unit_type is refused, never ignored. */
export function checkUnit(required: boolean) {
  return (q: UnitInput, ctx: z.RefinementCtx): void => {
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
export function unitOf(q: UnitInput): Unit | null {
  if (q.unit_type === undefined) return null;
  return { type: q.unit_type, id: q[unitIdField(q.unit_type)] ?? 0 };
}

/** The unit fields of a query. */
export const unitQueryFields = {
  unit_type: z.enum(unitTypes).optional(),
  franchise_id: positiveIntText.optional(),
  office_id: positiveIntText.optional(),
};

/** The unit fields of a JSON body. */
export const unitBodyFields = {
  unit_type: z.enum(unitTypes).optional(),
  franchise_id: positiveIntJson.optional(),
  office_id: positiveIntJson.optional(),
};

/**
 * Reads the unit of an object schema holding the unit fields: `{ unit, ...rest }`.
 * @example withUnit(z.object({ ...unitQueryFields }), true).parse({ unit_type: 'office', office_id: '13' }) // { unit: { type: 'office', id: 13 } }
 */
export function withUnit<S extends z.ZodObject<typeof unitQueryFields | typeof unitBodyFields>, R extends boolean>(schema: S, required: R) {
  return schema.superRefine(checkUnit(required)).transform((q) => {
    const { unit_type: _type, franchise_id: _franchise, office_id: _office, ...rest } = q;
    const unit = unitOf(q);
    return { ...rest, unit: unit as R extends true ? Unit : Unit | null };
  });
}

/** A list call's query: `{unit_type}_id={id}&unit_type={type}` (SPEC section 7). */
export const unitQuerySchema = withUnit(z.object(unitQueryFields), true);

/** A detail call's query: the unit is optional; without it the answer is not scoped to a site. */
export const optionalUnitQuerySchema = withUnit(z.object(unitQueryFields), false);

/** page (from 1) and page_size of a listing list: the same names and limits as the search's. */
export const pagingQueryFields = {
  page: positiveIntText.pipe(z.number().max(maxPage, `must be at most ${maxPage}`)).optional().transform((v) => v ?? 1),
  page_size: positiveIntText.pipe(z.number().max(maxPageSize, `must be at most ${maxPageSize}`)).optional().transform((v) => v ?? defaultPageSize),
};

/** An office's or an agent's listings: the optional unit and a page. */
export const pagedDetailQuerySchema = withUnit(z.object({ ...unitQueryFields, ...pagingQueryFields }), false);

/** The offices of a franchise: franchise_id, and unit_type only if it says franchise (the site sends its whole unit query). */
export const officeListQuerySchema = z.object({
  franchise_id: positiveIntText,
  unit_type: z.literal('franchise', { error: 'offices are listed for a franchise' }).optional(),
});

/** getByType's body (SPEC section 7): types, unit_type and {unit_type}_id. */
export const dropdownsBodySchema = withUnit(
  z.object({ ...unitBodyFields, types: z.array(z.enum(filterDropdownTypes)).min(1).max(filterDropdownTypes.length) }),
  true,
);

/**
 * A place id of the city multi-select: `kind:id`, read by the filter's own rule (domain/searchFilter.ts).
 * @example placeIdSchema.parse('city:16') // { kind: 'city', id: 16 }
 */
export const placeIdSchema = z.string().transform((text, ctx) => {
  const place = parsePlaceId(text);
  if (place === null) {
    ctx.addIssue({ code: 'custom', message: 'must be kind:id, such as city:16' });
    return z.NEVER;
  }
  return place;
});

/** The longest search text: longer input is a paste or an attack, never a place name. */
export const maxPlaceSearchLength = 100;

/** getCitiesAndNeighbourhoodsAndCounty's body: a search (or ids), the type option (SPEC section 7) and a limit. */
export const placeSearchBodySchema = z
  .object({
    /** What the visitor typed; empty or absent answers the biggest places. */
    search: z.string().max(maxPlaceSearchLength).optional(),
    /** Instead of a search: the options of these ids (chips of a filter read from a URL). */
    ids: z.array(placeIdSchema).min(1).max(maxSearchLimit).optional(),
    type: z.enum([...placeKinds, 'all']).default('all'),
    limit: z.number().int().min(1).max(maxSearchLimit).default(defaultSearchLimit),
  })
  .superRefine((body, ctx) => {
    if (body.search !== undefined && body.ids !== undefined) ctx.addIssue({ code: 'custom', path: ['ids'], message: 'give either search or ids, not both' });
  });

/** One sitemap file holds at most 50,000 URLs (sitemaps.org), so no page is bigger. */
export const maxSitemapLimit = 50_000;
export const defaultSitemapLimit = 10_000;

/** The sitemap data's query: the unit, and a keyset page of listings. */
export const sitemapQuerySchema = withUnit(
  z.object({
    ...unitQueryFields,
    /** The last listing id of the previous page (its next_after); 0 or absent for the first. */
    after: wholeNumberText.optional().transform((v) => v ?? 0),
    limit: positiveIntText.pipe(z.number().max(maxSitemapLimit, `must be at most ${maxSitemapLimit}`)).optional().transform((v) => v ?? defaultSitemapLimit),
    /** Listings per sitemap file in property_files (sitemaps.org allows 50,000). */
    file_size: positiveIntText.pipe(z.number().max(maxSitemapLimit, `must be at most ${maxSitemapLimit}`)).optional().transform((v) => v ?? maxSitemapLimit),
  }),
  true,
);
