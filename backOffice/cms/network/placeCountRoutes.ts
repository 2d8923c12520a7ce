/**
 * @module GET /api/cms/places/counts: every place a unit has listings in, with how many of each sale
 * status (the city multi-select suggests them first). A franchise sees its whole network, an office
 * only its own listings (unitScope.ts). Sites cache the answer (worker/siteApi/placeCountsRoute.ts).
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import type { CmsAnswer } from '../../../domain/cms/cmsContract';
import { cmsApiContract } from '../../../domain/cms/cmsApiContract';
import { placeKinds } from '../../../domain/search/searchFilter';
import type { AppEnv } from '../../../worker/env';
import { cmsAnswer } from '../../../worker/cms/cmsAnswer';
import { unitCondition, unitExistsStatement, unknownUnitBody } from '../unitScope';
import { validate } from '../../../worker/cms/validate';
import { listingPlaceColumns, placeOptionsOfListings } from './places';

const countRowSchema = z.object({ kind: z.enum(placeKinds), id: z.int(), sale_status: z.int(), n: z.int() });

const { placeCounts } = cmsApiContract;

export const placeCountRoutes = new Hono<AppEnv>().get(placeCounts.path, validate('query', placeCounts.query), async (c) => {
  const { unit } = c.req.valid('query');
  const db = c.env.DB;
  const scope = unitCondition(unit, 'franchise_id', 'office_id');
  // One grouped count per kind of place, over the unit's own index.
  const counts = placeKinds
    .map((kind) => {
      const column = listingPlaceColumns[kind];
      return `SELECT '${kind}' AS kind, ${column} AS id, sale_status, count(*) AS n FROM properties WHERE ${scope.sql} AND ${column} IS NOT NULL GROUP BY ${column}, sale_status`;
    })
    .join(' UNION ALL ');
  const [exists, rows] = await db.batch([unitExistsStatement(db, unit), db.prepare(counts).bind(...placeKinds.map(() => scope.value))]);
  if (!exists?.results.length) return c.json(unknownUnitBody(unit), 404);
  const bySaleStatus = new Map<string, { value: number; count: number }[]>();
  for (const row of z.array(countRowSchema).parse(rows?.results ?? [])) {
    const key = `${row.kind}:${row.id}`;
    const statuses = bySaleStatus.get(key) ?? [];
    statuses.push({ value: row.sale_status, count: row.n });
    bySaleStatus.set(key, statuses);
  }
  const options = await placeOptionsOfListings(db, scope);
  const data: CmsAnswer<'placeCounts'> = options.flatMap((option) => {
    const statuses = bySaleStatus.get(option.id);
    return statuses ? [{ ...option, by_sale_status: statuses.sort((a, b) => a.value - b.value) }] : [];
  });
  return cmsAnswer(c, 'placeCounts', data);
});
