/**
 * @module The home page's data: the page shows the tenant's own settings, so nothing more yet.
 */
import * as z from 'zod/mini';

export const homeDataSchema = z.object({});
export type HomeData = z.infer<typeof homeDataSchema>;
