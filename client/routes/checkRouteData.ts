/**
 * @module Data from the worker checked with its route's (or part's) schema: loaded with zod on the first
 * client-side navigation or streamed part, never in the first load.
 */
import type { $ZodType, output } from 'zod/v4/core';
import * as z from 'zod/mini';

/** The data checked with `schema`, or null when it does not match. */
export function checkRouteData<S extends $ZodType>(schema: S, data: unknown): output<S> | null {
  const parsed = z.safeParse(schema, data);
  return parsed.success ? parsed.data : null;
}
