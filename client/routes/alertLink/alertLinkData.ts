/**
 * @module The data of an alert link's page: which link it is. The token stays in the address (`?t=`)
 * and is read in the browser, so the page is one cached document.
 */
import * as z from 'zod/mini';

export const alertLinkDataSchema = z.object({ purpose: z.enum(['confirm', 'unsubscribe', 'manage']) });
export type AlertLinkData = z.infer<typeof alertLinkDataSchema>;
