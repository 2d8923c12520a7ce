/**
 * @module The basemap tile worker (issue 37): the map's vector tiles and their TileJSON from the PMTiles
 * archive in its BASEMAP bucket. Only the site's worker calls it, through its MAP_TILES service binding,
 * forwarding GET /map-tiles/* of any tenant host as it came (mapTiles/tileRoutes.ts).
 */
import { answerMapTiles, type MapTilesEnv } from './tileRoutes';

export default {
  fetch: (request, env, ctx) => answerMapTiles(request, env, ctx),
} satisfies ExportedHandler<MapTilesEnv>;
