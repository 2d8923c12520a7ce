/**
 * @module The longest text of each kind a share card shows: shareCard.ts clips to them and the card
 * worker's schema (shareCardSchema.ts) holds to them. A module of its own so that pages, which clip,
 * do not bring the schema's zod along.
 */
export const shareCardTextLimits = { short: 120, line: 200, long: 300 } as const;
