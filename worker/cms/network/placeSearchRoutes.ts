/**
 * @module POST /api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty (SPEC section 7): the
 * options of the search filter's city multi-select, searched live as the visitor types.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { defaultSearchLimit, maxSearchLimit } from '../../../domain/textSearch';
import type { AppEnv } from '../../env';
import { validate } from '../validate';
import { placeIdSchema, placeKinds, placeOptionsByIds, searchPlaceOptions } from './places';

const placeSearchBody = z
  .object({
    /** What the visitor typed; empty or absent answers the biggest places. */
    search: z.string().max(100).optional(),
    /** Instead of a search: the options of these ids (chips of a filter read from a URL). */
    ids: z.array(placeIdSchema).min(1).max(maxSearchLimit).optional(),
    type: z.enum([...placeKinds, 'all']).default('all'),
    limit: z.number().int().min(1).max(maxSearchLimit).default(defaultSearchLimit),
  })
  .superRefine((body, ctx) => {
    if (body.search !== undefined && body.ids !== undefined) ctx.addIssue({ code: 'custom', path: ['ids'], message: 'give either search or ids, not both' });
  });

export const placeSearchRoutes = new Hono<AppEnv>().post('/dropdowns/getCitiesAndNeighbourhoodsAndCounty', validate('json', placeSearchBody), async (c) => {
  const { search, ids, type, limit } = c.req.valid('json');
  const db = c.env.DB;
  if (ids) return c.json({ data: await placeOptionsByIds(db, ids) });
  const kinds = type === 'all' ? placeKinds : [type];
  return c.json({ data: await searchPlaceOptions(db, search ?? '', kinds, limit) });
});
