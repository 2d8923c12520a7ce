/**
 * @module GET /api/cms/properties/search: the property search of the built-in CMS (docs/api/search.md).
 */
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono/tiny';
import type { $ZodIssue } from 'zod/v4/core';
import * as z from 'zod/mini';
import { type CmsAnswer, cmsContract } from '../../../domain/cms/cmsContract';
import type { SearchMeta, SearchResultItem } from '../../../domain/cms/listingSchemas';
import type { AppEnv } from '../../../worker/env';
import { listingLocationOf, listingLocationRowFields, listingSummary, listingSummaryRowSchema } from '../network/listingSummary';
import { type FieldProblem, fieldProblems, invalidRequestBody } from '../../../worker/cms/validate';
import { unitExistsStatement, unknownUnitBody } from '../unitScope';
import { FilterOverBudget, searchStatements } from './searchQuery';
import { cmsAnswer } from '../../../worker/cms/cmsAnswer';

const cardRowSchema = z.extend(listingSummaryRowSchema, { slogan: z.nullable(z.string()), ...listingLocationRowFields });
const countRowSchema = z.object({ total: z.number() });

function card(row: z.infer<typeof cardRowSchema>): SearchResultItem {
  return { ...listingSummary(row), description: { slogan: row.slogan ?? '' }, location: listingLocationOf(row) };
}

/** zod's one "unrecognized keys" issue becomes one problem per unknown parameter, named by it. */
function queryProblems(error: { issues: readonly $ZodIssue[] }): FieldProblem[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: key, message: 'is not a search parameter' }))
      : fieldProblems({ issues: [issue] }, 'query'),
  );
}

const { search } = cmsContract;

export const searchRoutes = new Hono<AppEnv>().get(
  search.path,
  zValidator('query', search.query, (result, c) => {
    if (!result.success) return c.json(invalidRequestBody(queryProblems(result.error)), 400);
  }),
  async (c) => {
    const request = c.req.valid('query');
    const db = c.env.DB;
    let statements: ReturnType<typeof searchStatements>;
    try {
      statements = searchStatements(request);
    } catch (error) {
      // A filter D1 could not bind is the request's fault: 400 naming the field, never a D1 error.
      if (error instanceof FilterOverBudget) return c.json(invalidRequestBody([{ field: error.field, message: 'asks for more values than one search can bind' }]), 400);
      throw error;
    }
    const { page, count } = statements;
    const started = performance.now();
    // One round trip: the unit's existence, the page and the total count.
    const [unitResult, pageResult, countResult] = await db.batch<Record<string, unknown>>([
      unitExistsStatement(db, request.unit),
      db.prepare(page.sql).bind(...page.params),
      db.prepare(count.sql).bind(...count.params),
    ]);
    // workerd's clock advances only across I/O, so this is the batch's wall time.
    const durationMs = performance.now() - started;
    if (!unitResult?.results.length) {
      return c.json(unknownUnitBody(request.unit), 404);
    }
    const results = [unitResult, pageResult, countResult];
    const meta: SearchMeta = {
      rowsRead: results.reduce((sum, r) => sum + (r?.meta.rows_read ?? 0), 0),
      durationMs: Math.round(durationMs * 1000) / 1000,
      sqlDurationMs: Math.round(results.reduce((sum, r) => sum + (r?.meta.duration ?? 0), 0) * 1000) / 1000,
    };
    const data: CmsAnswer<'search'> = {
      items: z.array(cardRowSchema).parse(pageResult?.results ?? []).map(card),
      total: countRowSchema.parse(countResult?.results[0]).total,
      page: request.page,
      pageSize: request.page_size,
    };
    return cmsAnswer(c, 'search', data, { meta });
  },
);
