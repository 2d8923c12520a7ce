/**
 * @module The CMS answer envelope: every answer is JSON `{ "data": ... }`.
 */
import { z } from 'zod';

/** Wraps a data schema in the `{ data }` envelope. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
