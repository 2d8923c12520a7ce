/**
 * @module The site API's answer for a list of favourites (GET /api/site/favourites): the cards the
 * site still shows, in the order asked, and the ids it no longer shows, so the page can say so.
 */
import * as z from 'zod/mini';
import { listingCardSchema } from '../cms/listingSchemas';

export const favouritesAnswerSchema = z.object({
  data: z.object({
    listings: z.array(listingCardSchema),
    /** Asked for, but not shown by the site any more: sold and taken down, or withdrawn. */
    missing: z.array(z.int().check(z.positive())),
  }),
});
export type FavouritesAnswer = z.infer<typeof favouritesAnswerSchema>;
