/**
 * @module The live place search of the city multi-select (SPEC section 7:
 * getCitiesAndNeighbourhoodsAndCounty), asked from the browser on the site's own origin.
 */
import * as z from 'zod/mini';
import { type PlaceOption, placeOptionSchema } from '../../domain/cms/networkSchemas';

const placeSearchPath = '/api/cms/dropdowns/getCitiesAndNeighbourhoodsAndCounty';
const placesAnswerSchema = z.object({ data: z.array(placeOptionSchema) });
/** The place search refuses longer text; what is longer is no place name anyway. */
const maxSearchLength = 100;

/** The places best matching `search` (accent- and case-insensitive), at most `limit`. */
export async function findPlaces(search: string, limit: number, signal?: AbortSignal): Promise<PlaceOption[]> {
  const response = await fetch(placeSearchPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ search: search.slice(0, maxSearchLength), limit }),
    signal,
  });
  if (!response.ok) throw new Error(`place search answered ${response.status}`);
  return placesAnswerSchema.parse(await response.json()).data;
}
