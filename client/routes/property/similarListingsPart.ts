/**
 * @module The listing page's streamed part: listings like it (same district or city, type and sale
 * status, price within ±25%), shown below the listing and never holding it back.
 */
import type { LoaderArgs } from '../routeModule';
import { defineStreamedPart } from '../streamedPart';

export const similarListingsPart = defineStreamedPart({
  id: 'similarListings',
  load: ({ params, site, cms }: LoaderArgs<{ id: number }>) => cms.similarListings({ id: params.id, unit: site.unit }),
  schema: () => import('../../../domain/cms/listingSchemas').then((m) => m.similarListingsSchema),
});
