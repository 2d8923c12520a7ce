/**
 * @module /kedvencek's data: the ids of a shared list (`?ids=…`), or null for the visitor's own list,
 * which the browser keeps.
 */
import * as z from 'zod/mini';

export const favouritesDataSchema = z.object({ sharedIds: z.nullable(z.array(z.int().check(z.positive()))) });
export type FavouritesData = z.infer<typeof favouritesDataSchema>;
