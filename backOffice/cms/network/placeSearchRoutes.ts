/**
 * @module POST /api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty (SPEC section 7): the
 * options of the search filter's city multi-select, searched live as the visitor types.
 */
import { Hono } from 'hono/tiny';
import { cmsApiContract } from '../../../domain/cms/cmsApiContract';
import { placeKinds } from '../../../domain/search/searchFilter';
import type { AppEnv } from '../../../worker/env';
import { validate } from '../../../worker/cms/validate';
import { placeOptionsByIds, searchPlaceOptions } from './places';
import { cmsAnswer } from '../../../worker/cms/cmsAnswer';

const { places } = cmsApiContract;

export const placeSearchRoutes = new Hono<AppEnv>().post(places.path, validate('json', places.body), async (c) => {
  const { search, ids, type, limit } = c.req.valid('json');
  const db = c.env.DB;
  if (ids) return cmsAnswer(c, 'places', await placeOptionsByIds(db, ids));
  const kinds = type === 'all' ? placeKinds : [type];
  return cmsAnswer(c, 'places', await searchPlaceOptions(db, search ?? '', kinds, limit));
});
