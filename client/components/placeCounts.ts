/**
 * @module The places the site has listings in, with their counts (GET /api/site/place-counts), asked
 * once per page load when the city multi-select first opens, never per keystroke.
 */
import * as z from 'zod/mini';
import { type PlaceCount, placeCountsSchema } from '../../domain/cms/placeCountSchemas';
import { siteApiPath } from '../../domain/site/siteApiPaths';

const answerSchema = z.object({ data: placeCountsSchema });

let loaded: Promise<PlaceCount[] | null> | undefined;

/** The site's counted places, or null when they cannot be had (the list then shows no counts). */
export function loadPlaceCounts(): Promise<PlaceCount[] | null> {
  loaded ??= fetch(siteApiPath('placeCounts'), { headers: { accept: 'application/json' } })
    .then(async (response) => (response.ok ? answerSchema.parse(await response.json()).data : null))
    .catch(() => null)
    .then((counts) => {
      // A failure is asked again the next time the list opens.
      if (counts === null) loaded = undefined;
      return counts;
    });
  return loaded;
}
