/**
 * @module GET /api/site/favourites?ids=…: the cards of a visitor's favourites (at most 100 ids, one
 * request), read through the typed CMS client for the site's own unit, and the ids the site no longer
 * shows. A bad list is a 400 whose Hungarian message names it.
 */
import { Hono } from 'hono/tiny';
import { favouriteIdsParam } from '../../domain/favourites/favourites';
import { readFavouriteIds } from '../../domain/favourites/favouriteIds';
import type { FavouritesAnswer } from '../../domain/favourites/favouritesAnswer';
import type { TenantEnv } from '../tenant/tenantMiddleware';

const unavailableMessage = 'A kedvenceket most nem sikerült betölteni. Próbálja újra később.';

export const favouriteRoutes = new Hono<TenantEnv>().get('/', async (c) => {
  const read = readFavouriteIds(c.req.query(favouriteIdsParam));
  if (!read.ok) return c.json({ error: 'invalid_request', fields: [{ field: favouriteIdsParam, message: read.problem }], message: read.problem }, 400);
  const { ids } = read;
  if (ids.length === 0) return c.json({ data: { listings: [], missing: [] } } satisfies FavouritesAnswer);
  // A failing CMS is the visitor's 503 with a message, never a 500 (null: the CMS does not know the unit).
  const cards = await c.var.cms.listingCards({ unit: c.var.shell.site.unit, ids }).catch((error: unknown) => {
    console.error('Favourites not loaded', c.var.subdomain, error instanceof Error ? error.message : error);
    return null;
  });
  if (cards === null) return c.json({ error: 'unavailable', message: unavailableMessage }, 503);
  const found = new Set(cards.map((card) => card.id));
  const answer: FavouritesAnswer = { data: { listings: cards, missing: ids.filter((id) => !found.has(id)) } };
  // Prices change: a minute's caching spares the CMS a reload storm and stays current enough.
  return c.json(answer, 200, { 'cache-control': 'public, max-age=60' });
});
