/**
 * @module GET /api/cms/properties/map: a search's listings on the map (docs/api/search.md), in the unit's scope and with
 * the search's own WHERE clause, so its total is the list's: the pins in the rectangle with their short price, or
 * grid clusters past maxMapPoints. An 'area' listing's point leaves only on its grid (publicLocation).
 */
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import { type CmsAnswer, cmsContract } from '../../../domain/cms/cmsContract';
import { locationPrecisions, publicLocation } from '../../../domain/listings/listingLocation';
import { pinPriceLabel } from '../../../domain/listings/listingPrice';
import { clusterCellDegrees, defaultClusterZoom, maxMapPoints } from '../../../domain/search/searchArea';
import type { AppEnv } from '../../../worker/env';
import { cmsAnswer } from '../../../worker/cms/cmsAnswer';
import { fieldProblems, invalidRequestBody } from '../../../worker/cms/validate';
import { unitExistsStatement, unknownUnitBody } from '../unitScope';
import { FilterOverBudget, mapStatements } from './searchQuery';

const countsRowSchema = z.object({ total: z.number(), not_on_map: z.number() });
const pointRowSchema = z.object({ id: z.int(), latitude: z.number(), longitude: z.number(), precision: z.enum(locationPrecisions), price: z.number(), sale_status: z.int() });
const clusterRowSchema = z.object({ latitude: z.number(), longitude: z.number(), count: z.int() });

/** 5 decimals: about a metre. */
const fiveDecimals = (value: number) => Math.round(value * 1e5) / 1e5;

type MapPoint = CmsAnswer<'propertyMap'>['points'][number];

function point(row: z.infer<typeof pointRowSchema>): MapPoint {
  const { latitude, longitude, precision } = publicLocation(row);
  return [row.id, latitude, longitude, pinPriceLabel(row.price, row.sale_status), precision === 'exact' ? 0 : precision === 'street' ? 1 : 2];
}

const { propertyMap } = cmsContract;

export const propertyMapRoutes = new Hono<AppEnv>().get(
  propertyMap.path,
  zValidator('query', propertyMap.query, (result, c) => {
    if (!result.success) return c.json(invalidRequestBody(fieldProblems(result.error, 'query')), 400);
  }),
  async (c) => {
    const request = c.req.valid('query');
    const db = c.env.DB;
    let statements: ReturnType<typeof mapStatements>;
    try {
      statements = mapStatements(request, request.bbox, clusterCellDegrees(request.zoom ?? defaultClusterZoom), maxMapPoints);
    } catch (error) {
      if (error instanceof FilterOverBudget) return c.json(invalidRequestBody([{ field: error.field, message: 'asks for more values than one search can bind' }]), 400);
      throw error;
    }
    const { counts, points, clusters } = statements;
    const [unitResult, countsResult, pointsResult] = await db.batch<Record<string, unknown>>([
      unitExistsStatement(db, request.unit),
      db.prepare(counts.sql).bind(...counts.params),
      db.prepare(points.sql).bind(...points.params),
    ]);
    if (!unitResult?.results.length) return c.json(unknownUnitBody(request.unit), 404);
    const count = countsRowSchema.parse(countsResult?.results[0]);
    const rows = z.array(pointRowSchema).parse(pointsResult?.results ?? []);
    const clustered = rows.length > maxMapPoints;
    const clusterRows = clustered ? z.array(clusterRowSchema).parse((await db.prepare(clusters.sql).bind(...clusters.params).all()).results) : [];
    const data: CmsAnswer<'propertyMap'> = {
      total: count.total,
      notOnMap: count.not_on_map,
      points: clustered ? [] : rows.map(point),
      clusters: clusterRows.map((row) => [fiveDecimals(row.latitude), fiveDecimals(row.longitude), row.count]),
    };
    return cmsAnswer(c, 'propertyMap', data);
  },
);
