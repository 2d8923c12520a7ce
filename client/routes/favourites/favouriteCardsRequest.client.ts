/**
 * @module /kedvencek's one request for the cards of a list of ids (GET /api/site/favourites), its answer
 * read by the schema: imported by the page on demand, so zod stays out of the chunks every page shares.
 */
import * as z from 'zod/mini';
import type { ListingCard } from '../../../domain/cms/listingSchemas';
import { favouriteIdsParam } from '../../../domain/favourites/favourites';
import { favouritesAnswerSchema } from '../../../domain/favourites/favouritesAnswer';
import { siteApiPath } from '../../../domain/site/siteApiPaths';

/** The cards the site still shows, by id, and the ids it no longer shows; throws with the site's message (or none) on failure. */
export async function requestFavouriteCards(key: string, signal: AbortSignal): Promise<{ byId: Map<number, ListingCard>; missing: Set<number> }> {
  const response = await fetch(`${siteApiPath('favourites')}?${favouriteIdsParam}=${key}`, { signal, headers: { accept: 'application/json' } });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(z.safeParse(z.object({ message: z.string() }), body).data?.message);
  const { data } = favouritesAnswerSchema.parse(body);
  return { byId: new Map(data.listings.map((listing) => [listing.id, listing])), missing: new Set(data.missing) };
}
