/**
 * @module The schema of a page's JSON (GET /api/site/page): the path and what it shows. The data
 * of a route's page is checked with that route's own schema (routeModule.dataSchema); this file
 * is loaded with zod on the first client-side navigation, never before.
 */
import type { $ZodType, output } from 'zod/v4/core';
import * as z from 'zod/mini';
import { routeIds } from './routeTable';

const routeIdSchema = z.enum(routeIds);

export const pageStateJsonSchema = z.object({
  path: z.string(),
  outcome: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('route'), routeId: routeIdSchema, data: z.unknown() }),
    z.object({ kind: z.literal('notFound') }),
    z.object({ kind: z.literal('unavailable'), routeId: routeIdSchema }),
  ]),
});

/** A route's data checked with its schema, or null; lives here so zod stays out of the first load. */
export function checkRouteData<S extends $ZodType>(schema: S, data: unknown): output<S> | null {
  const parsed = z.safeParse(schema, data);
  return parsed.success ? parsed.data : null;
}
