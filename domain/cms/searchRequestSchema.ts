/**
 * @module The property search's query parameters (docs/api/search.md) as a zod/mini schema: the
 * unit, every filter field of SPEC section 3 as domain/search/searchFilterQuery.ts reads them in API units
 * (forints, digits only: the same reader as the page's URL, so the two cannot disagree), the order,
 * the page and its size. Lists come as repeated parameters or comma lists; an empty parameter (an
 * empty form input) counts as absent; unknown parameters are refused, so a mistyped filter cannot
 * silently widen a search. Every bad parameter is named at once.
 */
import * as z from 'zod/mini';
import type { ParsePayload } from 'zod/v4/core';
import { readSearchQuery } from '../search/searchFilterQuery';
import { defaultPageSize, maxPageSize } from '../search/searchOrder';
import { parseBbox, parseZoom } from '../search/searchArea';
import { unitQuerySchema } from './requestSchemas';

const rawParam = z.union([z.string(), z.array(z.string())]);

/** page_size: digits only, 1 to maxPageSize; a problem message otherwise. */
function readPageSize(raw: string | readonly string[] | undefined): number | string {
  if (raw === undefined || raw === '') return defaultPageSize;
  if (typeof raw !== 'string') return 'must be given once';
  if (!/^[1-9][0-9]{0,2}$/.test(raw) || Number(raw) > maxPageSize) return `must be a whole number from 1 to ${maxPageSize}`;
  return Number(raw);
}

/** Reads the whole query; each problem becomes an issue named by its parameter. */
function readRequest(raw: Record<string, string | string[]>, ctx: ParsePayload) {
  const { unit_type, franchise_id, office_id, page_size, ...rest } = raw;
  const unit = z.safeParse(unitQuerySchema, { unit_type, franchise_id, office_id });
  const pageSize = readPageSize(page_size);
  const read = readSearchQuery(rest, 'api');
  const problems = [
    ...(unit.success ? [] : unit.error.issues.map((issue) => ({ key: String(issue.path[0] ?? 'unit_type'), message: issue.message }))),
    ...(typeof pageSize === 'string' ? [{ key: 'page_size', message: pageSize }] : []),
    ...read.problems,
    ...read.unknown.map((name) => ({ key: name, message: 'is not a search parameter' })),
  ];
  // zod/mini's transform gets the payload itself: issues are added as full zod's addIssue would.
  for (const problem of problems) ctx.issues.push({ code: 'custom', message: problem.message, input: ctx.value, path: [problem.key] });
  if (!unit.success || typeof pageSize === 'string' || problems.length > 0) return z.NEVER;
  return { unit: unit.data.unit, ...read.query, page_size: pageSize };
}

export const searchRequestSchema = z.pipe(z.record(z.string(), rawParam), z.transform(readRequest));

export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** One parameter read by `parse` (a string is its problem); absent or empty is undefined. */
function readOne<T>(raw: string | readonly string[] | undefined, parse: (text: string) => T | string): T | string | undefined {
  if (raw === undefined || raw === '') return undefined;
  return typeof raw === 'string' ? parse(raw) : 'must be given once';
}

/** The map's query: the search's, with the rectangle shown (`bbox`) and the zoom, both optional (docs/api/search.md). */
function readMapRequest(raw: Record<string, string | string[]>, ctx: ParsePayload) {
  const { bbox: bboxText, zoom: zoomText, ...rest } = raw;
  const bbox = readOne(bboxText, parseBbox);
  const zoom = readOne(zoomText, parseZoom);
  for (const [key, value] of [['bbox', bbox], ['zoom', zoom]] as const) {
    if (typeof value === 'string') ctx.issues.push({ code: 'custom', message: value, input: ctx.value, path: [key] });
  }
  const search = readRequest(rest, ctx);
  if (search === z.NEVER || typeof bbox === 'string' || typeof zoom === 'string') return z.NEVER;
  return { ...search, bbox, zoom };
}

export const propertyMapRequestSchema = z.pipe(z.record(z.string(), rawParam), z.transform(readMapRequest));

export type PropertyMapRequest = z.infer<typeof propertyMapRequestSchema>;
