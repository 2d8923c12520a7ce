/**
 * @module The schema of a page's JSON (GET /api/site/page): the path and what it shows. The data
 * of a route's page is checked with that route's own schema (routeModule.dataSchema, checkRouteData.ts);
 * this file is loaded with zod on the first client-side navigation, never before.
 */
import * as z from 'zod/mini';
import { routeIds } from './routeTable';

const routeIdSchema = z.enum(routeIds);

export const pageStateJsonSchema = z.object({
  path: z.string(),
  outcome: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('route'), routeId: routeIdSchema, data: z.unknown() }),
    z.object({ kind: z.literal('notFound') }),
    // The listing is checked with its own schema (loadPageState.ts), as a route's data is.
    z.object({ kind: z.literal('gone'), routeId: routeIdSchema, listing: z.unknown() }),
    z.object({ kind: z.literal('unavailable'), routeId: routeIdSchema }),
  ]),
});
