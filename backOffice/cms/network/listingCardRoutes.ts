/**
 * @module GET /api/cms/properties/cards?ids=…: the cards of up to 100 listings named by id, those the
 * unit shows, in the order asked; an id the unit does not show (sold and taken down, withdrawn, another
 * office's) is simply absent, so the caller can say which are gone. One statement: the ids are bound as
 * one JSON array, so the parameters do not grow with the list.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import { cmsApiContract } from '../../../domain/cms/cmsApiContract';
import type { AppEnv } from '../../../worker/env';
import { cmsAnswer } from '../../../worker/cms/cmsAnswer';
import { unitCondition } from '../unitScope';
import { validate } from '../../../worker/cms/validate';
import { listingSummary, listingSummaryColumns, listingSummaryJoins, listingSummaryRowSchema } from './listingSummary';

const { listingCards } = cmsApiContract;

export const listingCardRoutes = new Hono<AppEnv>().get(listingCards.path, validate('query', listingCards.query), async (c) => {
  const { unit, ids } = c.req.valid('query');
  const scope = unitCondition(unit, 'p.franchise_id', 'p.office_id');
  const { results } = await c.env.DB.prepare(
    `SELECT ${listingSummaryColumns} FROM properties p ${listingSummaryJoins}
     WHERE p.id IN (SELECT value FROM json_each(?)) AND ${scope.sql}`,
  )
    .bind(JSON.stringify(ids), scope.value)
    .all();
  const byId = new Map(z.array(listingSummaryRowSchema).parse(results).map((row) => [row.id, listingSummary(row)]));
  return cmsAnswer(c, 'listingCards', ids.flatMap((id) => byId.get(id) ?? []));
});
