/**
 * @module The CMS answer envelope: every answer is JSON `{ "data": ... }`.
 */
import * as z from 'zod/mini';

/** The envelope with its data still unchecked; each call checks data with its own schema. */
export const envelopeSchema = z.object({ data: z.unknown() });
