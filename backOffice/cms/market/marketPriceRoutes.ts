/**
 * @module GET /api/cms/market-prices: the price statistics of a unit's listings for sale and for
 * rent, in its whole scope or one county, city or Budapest district (by slug; 404 for a slug no
 * place has, or a place where the unit has no listing), and GET /api/cms/market-prices/places: the places with enough listings for a figure, each with when its
 * stored figures were computed.
 * The statistics are stored per unit and place (marketFigures.ts): a call reads one row by its key,
 * and computes and stores it only when it is missing or out of date for too long, and only for a place
 * the unit has listings in: a GET never stores a row for an empty place.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import { cmsApiContract } from '../../../domain/cms/cmsApiContract';
import { servable } from '../../../domain/marketStatistics/figureFreshness';
import { placeSlug } from '../../../domain/marketStatistics/placeSlug';
import type { AppEnv } from '../../../worker/env';
import { cmsAnswer } from '../../../worker/cms/cmsAnswer';
import { unitExistsStatement, unknownUnitBody } from '../unitScope';
import { validate } from '../../../worker/cms/validate';
import { placesWithFigures, placesWithFiguresStatement } from './marketPriceComputation';
import { computeFigures, storedAnswer, storedFigures } from './marketFigures';

const { marketPrices, marketPlaces } = cmsApiContract;

const computedRowSchema = z.object({ slug: z.string(), computed_at: z.string() });

export const marketPriceRoutes = new Hono<AppEnv>()
  .get(marketPlaces.path, validate('query', marketPlaces.query), async (c) => {
    const { unit } = c.req.valid('query');
    const db = c.env.DB;
    const [unitResult, placesResult, computedResult] = await db.batch([
      unitExistsStatement(db, unit),
      placesWithFiguresStatement(db, unit),
      // The unit's stored figures by slug (its primary key's prefix): when each page's were computed.
      db.prepare('SELECT slug, computed_at FROM market_figures WHERE unit_type = ? AND unit_id = ? AND computed_at IS NOT NULL').bind(unit.type, unit.id),
    ]);
    if (!unitResult?.results.length) return c.json(unknownUnitBody(unit), 404);
    const places = placesWithFigures(placesResult?.results ?? []);
    const computed = new Map(z.array(computedRowSchema).parse(computedResult?.results ?? []).map((r) => [r.slug, r.computed_at]));
    return cmsAnswer(
      c,
      'marketPlaces',
      places.map((p) => {
        const slug = placeSlug(p.name);
        return { ...p, slug, computed_at: computed.get(slug) ?? null };
      }),
    );
  })
  .get(marketPrices.path, validate('query', marketPrices.query), async (c) => {
    const { unit, place } = c.req.valid('query');
    const db = c.env.DB;
    const key = { unit, slug: place ?? '' };
    const now = new Date();
    const stored = await storedFigures(db, key);
    const answer = stored && servable(stored, now) ? storedAnswer(stored.answer) : null;
    if (answer) return cmsAnswer(c, 'marketPrices', answer);
    const computed = await computeFigures(db, key, now);
    if (computed.kind === 'unknownPlace') return c.json({ error: 'not_found', message: 'No place has this slug' }, 404);
    if (computed.kind === 'unknownUnit') return c.json(unknownUnitBody(unit), 404);
    if (computed.kind === 'noListings') return c.json({ error: 'not_found', message: 'This unit has no listings in this place' }, 404);
    return cmsAnswer(c, 'marketPrices', computed.data);
  });
