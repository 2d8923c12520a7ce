/**
 * @module Values read from D1 the network answers share.
 */
import * as z from 'zod/mini';

/**
 * D1 keeps UTC times as "YYYY-MM-DD HH:MM:SS"; answers give ISO 8601 (what sitemaps and
 * JavaScript's Date read without guessing the zone).
 */
export const dbTimestamp = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, 'a D1 UTC timestamp')),
  z.transform((value: string) => `${value.replace(' ', 'T')}Z`),
);
